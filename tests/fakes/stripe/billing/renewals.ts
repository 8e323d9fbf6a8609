import type { FakeContext } from '../context'
import { invalidRequest } from '../errors'
import type { Params } from '../form'
import { getCustomer } from '../resources/customers'
import type { FakeInvoice, FakeSubscription } from '../types'
import { addInterval, createInvoice, markInvoicePaid } from './invoices'
import { holdInvoiceWhilePaused } from './pause-collection'
import { failPaymentIntent, intentOf, succeedPaymentIntent } from './payments'
import { itemLines, updateSubscriptionWith } from './subscriptions'

/** The card a renewal would charge: the subscription's, the customer's default, or the last one used. */
const renewalPaymentMethod = (fake: FakeContext, subscription: FakeSubscription): string | null => {
  const customer = fake.store.customers.get(subscription.customer)
  const previous = subscription.latest_invoice ? fake.store.invoices.get(subscription.latest_invoice) : undefined
  const lastUsed = previous ? intentOf(fake, previous)?.payment_method : null
  return subscription.default_payment_method ?? customer?.invoice_settings.default_payment_method ?? lastUsed ?? null
}

/**
 * Starts the next period at `start`, bills it and charges it (unless collection is paused); call
 * inside `updateSubscriptionWith`.
 */
export const renew = (
  fake: FakeContext,
  subscription: FakeSubscription,
  start: number,
  succeed: boolean,
): FakeInvoice => {
  for (const item of subscription.items.data) {
    item.current_period_start = start
    item.current_period_end = addInterval(start, item.price.recurring ?? { interval: 'month', interval_count: 1 })
  }
  const paymentMethod = renewalPaymentMethod(fake, subscription)
  const invoice = createInvoice(fake, {
    customer: getCustomer(fake, subscription.customer),
    currency: subscription.currency,
    lines: itemLines(fake, subscription, false),
    billingReason: 'subscription_cycle',
    subscription,
    paymentMethod,
  })
  subscription.latest_invoice = invoice.id
  // Collection paused: the period still starts, but its invoice is never charged.
  if (holdInvoiceWhilePaused(fake, subscription, invoice)) return invoice
  const intent = intentOf(fake, invoice)
  if (!intent) {
    markInvoicePaid(fake, invoice, { settle: false })
    return invoice
  }
  invoice.attempt_count += 1
  if (succeed) {
    succeedPaymentIntent(fake, intent)
  } else {
    const method = paymentMethod ? fake.store.paymentMethods.get(paymentMethod) : undefined
    failPaymentIntent(fake, intent, method, {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    })
  }
  return invoice
}

/** Like `trial_end=now`: the trial stops, the first full period is billed and paid. */
export const endTrialNow = (fake: FakeContext, subscription: FakeSubscription, at = fake.store.now()): void => {
  updateSubscriptionWith(fake, subscription, () => {
    if (subscription.trial_end === null || subscription.trial_end > at) subscription.trial_end = at
    subscription.status = 'active'
    renew(fake, subscription, at, true)
  })
}

export const payInvoice = (fake: FakeContext, invoice: FakeInvoice): FakeInvoice => {
  if (invoice.status !== 'open') throw new Error(`Invoice ${invoice.id} is ${invoice.status}, not open`)
  const intent = intentOf(fake, invoice)
  if (!intent) return markInvoicePaid(fake, invoice)
  const subscription = invoice.parent
    ? fake.store.subscriptions.get(invoice.parent.subscription_details.subscription)
    : undefined
  intent.payment_method = intent.payment_method ?? (subscription ? renewalPaymentMethod(fake, subscription) : null)
  invoice.attempt_count += 1
  succeedPaymentIntent(fake, intent)
  return invoice
}

const PRORATION_BEHAVIORS: readonly string[] = ['create_prorations', 'none', 'always_invoice']

/**
 * `billing_cycle_anchor` of POST /v1/subscriptions/:id, validated before anything changes. Since
 * API 2026-09-30.endive it is an object (`billing_cycle_anchor[type]=now|unchanged`), no longer a
 * string; `now` starts a new period at once and bills it in full. The fake does not compute prorations, so it
 * asks for `proration_behavior=none` with it rather than answer with a bill Stripe would not send.
 */
export const readCycleRestart = (subscription: FakeSubscription, p: Params): boolean => {
  const proration = p.string('proration_behavior')
  if (proration !== undefined && !PRORATION_BEHAVIORS.includes(proration)) {
    throw invalidRequest(
      'Invalid proration_behavior: must be one of create_prorations, none, or always_invoice',
      'proration_behavior',
    )
  }
  if (!p.has('billing_cycle_anchor')) return false
  const anchor = p.child('billing_cycle_anchor')?.string('type')
  if (anchor === 'unchanged') return false
  if (anchor !== 'now') {
    throw invalidRequest(
      'Invalid billing_cycle_anchor[type]: must be one of now or unchanged',
      'billing_cycle_anchor[type]',
    )
  }
  if (subscription.status !== 'active' && subscription.status !== 'past_due') {
    throw invalidRequest(
      `A subscription with status ${subscription.status} cannot reset its billing cycle anchor.`,
      'billing_cycle_anchor',
    )
  }
  if (proration !== 'none') {
    throw invalidRequest(
      'The fake Stripe only resets billing_cycle_anchor with proration_behavior=none.',
      'proration_behavior',
    )
  }
  return true
}

/** `billing_cycle_anchor=now`: the period starts now and its full price is invoiced and charged. */
export const restartCycleNow = (fake: FakeContext, subscription: FakeSubscription): FakeInvoice => {
  subscription.billing_cycle_anchor = fake.store.now()
  return renew(fake, subscription, fake.store.now(), true)
}
