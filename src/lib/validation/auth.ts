import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../config/limits'
import { SIGNUP_PLAN_IDS } from '../../config/plans'
import type { ValidationMessageKey } from './messages'
import { passwordSchema, strictPasswordSchema } from './password'

const key = (k: ValidationMessageKey) => k

/** "A simple {email} shape" (spec §5): something@something.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailSchema = z
  .string({ error: key('emailRequired') })
  .trim()
  .min(1, key('emailRequired'))
  .regex(EMAIL_SHAPE, key('emailInvalid'))
  .transform((email) => email.toLowerCase())

const boundedPassword = passwordSchema.max(MAX_PASSWORD_LENGTH, key('passwordMaxLength'))

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: key('passwordRequired') })
    .min(1, key('passwordRequired'))
    .min(MIN_PASSWORD_LENGTH, key('passwordMinLength'))
    .max(MAX_PASSWORD_LENGTH, key('passwordMaxLength')),
  rememberMe: z.boolean().optional(),
})

export const nameSchema = z
  .string({ error: key('nameRequired') })
  .trim()
  .min(1, key('nameRequired'))
  .min(MIN_NAME_LENGTH, key('nameMinLength'))
  .max(MAX_NAME_LENGTH, key('nameMaxLength'))

/** What the API accepts (spec §7): confirmPassword is checked when sent. */
export const registerSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: boundedPassword,
    confirmPassword: z.string().optional(),
    referralCode: z.string().trim().max(32).optional().nullable(),
    /** "Sign up free" on /pricing: the account starts on Free (the only plan chosen without paying). */
    plan: z.enum(SIGNUP_PLAN_IDS, { error: key('planInvalid') }).optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    message: key('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  })

/** The sign-up form: confirmation and terms are required there (decisions.md). */
export const signupFormSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: boundedPassword,
    confirmPassword: z.string().min(1, key('confirmPasswordRequired')),
    acceptTerms: z.boolean(),
  })
  // Cross-field rules in one pass, so a mismatch shows while the terms box is still unticked.
  .superRefine((data, ctx) => {
    if (data.confirmPassword !== data.password) {
      ctx.addIssue({ code: 'custom', message: key('passwordsDoNotMatch'), path: ['confirmPassword'] })
    }
    if (data.acceptTerms !== true)
      ctx.addIssue({ code: 'custom', message: key('termsRequired'), path: ['acceptTerms'] })
  })

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: key('currentPasswordRequired') }).min(1, key('currentPasswordRequired')),
    newPassword: strictPasswordSchema.max(MAX_PASSWORD_LENGTH, key('passwordMaxLength')),
    confirmPassword: z.string({ error: key('confirmPasswordRequired') }).min(1, key('confirmPasswordRequired')),
  })
  .refine((data) => data.confirmPassword === data.newPassword, {
    message: key('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  })

export const forgotPasswordSchema = z.object({ email: emailSchema })

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, key('resetTokenInvalid')).max(200),
    password: boundedPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    message: key('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  })

export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** POST /api/auth/confirm-email: the token of the link sent to the new address. */
export const confirmEmailSchema = z.object({
  token: z.string().min(1, key('emailChangeLinkInvalid')).max(200, key('emailChangeLinkInvalid')),
})

/** POST /api/auth/extension-token: how Settings will name the connected browser (optional). */
export const extensionTokenSchema = z.object({ device: z.string().trim().max(80).optional() })
