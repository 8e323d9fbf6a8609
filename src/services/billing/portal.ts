import type Stripe from 'stripe'

import { isPaidStatus, type PortalFlow } from '../../config/billing'
import { serverUrl } from '../../config/server'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

/**
 * A Stripe customer-portal session (plan changes, cancellation, invoices) returning to settings.
 * `flow: 'cancel'` opens straight on cancelling the current subscription, which Stripe schedules
 * for the end of the paid period: that is how a paid plan moves to Free.
 */
export const createPortalSession = async ({
  stripe,
  user,
  flow,
}: {
  stripe: Stripe
  user: User
  flow?: PortalFlow
}) => {
  const customer = user.billing?.stripeCustomerId
  if (!customer) throw new AppError('conflict', 'Subscribe to a plan first to manage billing.')
  const returnUrl = `${serverUrl()}/#settings=subscription`
  const subscription = user.billing?.stripeSubscriptionId
  const canCancel =
    flow === 'cancel' &&
    subscription &&
    isPaidStatus(user.billing?.subscriptionStatus) &&
    !user.billing?.cancelAtPeriodEnd
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: returnUrl,
    ...(canCancel
      ? {
          flow_data: {
            type: 'subscription_cancel',
            subscription_cancel: { subscription },
            after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
          },
        }
      : {}),
  })
  return { url: session.url }
}
