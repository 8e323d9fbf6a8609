import type Stripe from 'stripe'

import { serverUrl } from '../../config/server'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

/** A Stripe customer-portal session (plan changes, cancellation, invoices) returning to settings. */
export const createPortalSession = async ({ stripe, user }: { stripe: Stripe; user: User }) => {
  const customer = user.billing?.stripeCustomerId
  if (!customer) throw new AppError('conflict', 'Subscribe to a plan first to manage billing.')
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${serverUrl()}/#settings=subscription`,
  })
  return { url: session.url }
}
