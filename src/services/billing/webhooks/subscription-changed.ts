import type Stripe from 'stripe'

import { syncSubscription } from '../sync-subscription'
import type { WebhookHandler } from './types'

/** customer.subscription.created / updated / deleted: mirror Stripe's current state. */
export const subscriptionChanged: WebhookHandler = async ({ payload, stripe, event }) => {
  const subscription = event.data.object as Stripe.Subscription
  await syncSubscription({ payload, stripe, subscriptionId: subscription.id })
}
