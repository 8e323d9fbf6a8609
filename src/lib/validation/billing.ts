import { z } from 'zod'

import { PORTAL_FLOWS, SELLABLE_PLAN_IDS } from '../../config/billing'
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
