import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { PORTAL_FLOWS, SELLABLE_PLAN_IDS } from '../../config/billing'
import { isResumeDayAllowed, utcDay } from '../../config/subscription-pause'
import { emailSchema, nameSchema } from './auth'
import type { ValidationMessageKey } from './messages'

const key = (k: ValidationMessageKey) => k

/** Stripe ids are short ASCII tokens; anything else is refused before it reaches Stripe. */
const paymentMethodId = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,250}$/, key('paymentMethodInvalid'))

export const subscriptionCreateSchema = z.object({
  paymentMethodId,
  planId: z.enum(SELLABLE_PLAN_IDS, { error: key('planInvalid') }),
  email: emailSchema,
  name: nameSchema,
})

export const paymentMethodSchema = z.object({ paymentMethodId })

/** POST /api/subscription/portal: no body (the portal's home) or a shortcut. */
export const portalSessionSchema = z.object({ flow: z.enum(PORTAL_FLOWS).optional() })

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
const isCalendarDay = (value: string) => {
  const instant = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(instant.getTime()) && utcDay(instant) === value
}

/** POST /api/subscription/pause: the day billing and premium access resume, tomorrow … 8 weeks ahead. */
export const pauseSubscriptionSchema = z.object({
  resumeOn: z
    .string({ error: key('resumeOnInvalid') })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, key('resumeOnInvalid'))
    .refine((value) => isCalendarDay(value) && isResumeDayAllowed(value), key('resumeOnInvalid')),
})
