import type Stripe from 'stripe'

import { syncSubscription } from '../sync-subscription'
import { idOf, type WebhookHandler } from './types'

/** checkout.session.completed: a hosted checkout finished; its subscription is the news. */
export const checkoutSessionCompleted: WebhookHandler = async ({ payload, stripe, event }) => {
  const session = event.data.object as Stripe.Checkout.Session
  const subscriptionId = idOf(session.subscription)
  if (subscriptionId) await syncSubscription({ payload, stripe, subscriptionId })
}
