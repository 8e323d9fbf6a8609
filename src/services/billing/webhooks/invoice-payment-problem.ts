import type Stripe from 'stripe'

import { syncSubscription } from '../sync-subscription'
import { invoiceSubscriptionId, type WebhookHandler } from './types'

/**
 * invoice.payment_failed / invoice.payment_action_required: the subscription's status (past_due,
 * incomplete) carries the consequence; Stripe's own e-mails ask the customer to act.
 */
export const invoicePaymentProblem: WebhookHandler = async ({ payload, stripe, event }) => {
  const subscriptionId = invoiceSubscriptionId(event.data.object as Stripe.Invoice)
  if (subscriptionId) await syncSubscription({ payload, stripe, subscriptionId })
}
