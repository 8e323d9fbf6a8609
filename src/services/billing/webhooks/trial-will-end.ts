import type Stripe from 'stripe'

import { sendTrialEndingEmail } from '../../email/billing-messages'
import { syncSubscription } from '../sync-subscription'
import type { WebhookHandler } from './types'

/** customer.subscription.trial_will_end: refresh, then tell the student before the first full charge. */
export const trialWillEnd: WebhookHandler = async ({ payload, stripe, event }) => {
  const subscription = event.data.object as Stripe.Subscription
  const result = await syncSubscription({ payload, stripe, subscriptionId: subscription.id })
  if (result.outcome !== 'updated' || !subscription.trial_end) return
  const user = await payload.findByID({ collection: 'users', id: result.userId, depth: 0, overrideAccess: true })
  await sendTrialEndingEmail({ payload, user, trialEndsAt: new Date(subscription.trial_end * 1000) })
}
