import { checkoutSessionCompleted } from './checkout-session-completed'
import { invoicePaid } from './invoice-paid'
import { invoicePaymentProblem } from './invoice-payment-problem'
import { subscriptionChanged } from './subscription-changed'
import { trialWillEnd } from './trial-will-end'
import type { WebhookHandler } from './types'

/** The Stripe events we act on, one handler file each; any other type is acknowledged and ignored. */
export const WEBHOOK_HANDLERS: Partial<Record<string, WebhookHandler>> = {
  'checkout.session.completed': checkoutSessionCompleted,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'customer.subscription.trial_will_end': trialWillEnd,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentProblem,
  'invoice.payment_action_required': invoicePaymentProblem,
}
