import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { MIN_PASSWORD_LENGTH } from '../../config/limits'
import type { ValidationMessageKey } from './messages'

const SPECIAL_CHARACTERS = /[!@#$%^&*.]/

const key = (k: ValidationMessageKey) => k

/** The server-side password policy (spec §5, sign-up rules). Messages are validation keys. */
export const passwordSchema = z
  .string({ error: key('passwordRequired') })
  .min(1, key('passwordRequired'))
  .min(MIN_PASSWORD_LENGTH, key('passwordMinLength'))
  .regex(/[A-Z]/, key('passwordUppercase'))
  .regex(/[0-9]/, key('passwordNumber'))
  .regex(SPECIAL_CHARACTERS, key('passwordSpecial'))

/** Change-password adds a lowercase letter (spec §5). */
export const strictPasswordSchema = passwordSchema.regex(/[a-z]/, key('passwordLowercase'))

/** First failing rule's key, or null when the password satisfies the policy. */
export const passwordPolicyError = (password: unknown): ValidationMessageKey | null => {
  const result = passwordSchema.safeParse(password)
  return result.success ? null : (result.error.issues[0]!.message as ValidationMessageKey)
}
