import { addInterval, createInvoice, markInvoicePaid, voidInvoice } from './billing/invoices'
import { intentOf } from './billing/payments'
import { endTrialNow, payInvoice, renew } from './billing/renewals'
import { cancelSubscription, updateSubscriptionWith } from './billing/subscriptions'
import type { FakeContext } from './context'
import { getCustomer } from './resources/customers'
import { getSubscription } from './resources/subscriptions'
import type { FakeEvent, FakeInvoice, FakeSubscription } from './types'

export type AdvanceTarget = 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete_expired'

export type AdvanceOptions = {
  /** When the transition happens (unix seconds); defaults to the fake's clock. */
  at?: number
  /** For `canceled`: why Stripe ended it. */
  reason?: 'cancellation_requested' | 'payment_failed'
}

export const advanceSubscription = (
  fake: FakeContext,
  id: string,
  to: AdvanceTarget,
  options: AdvanceOptions = {},
): FakeSubscription => {
  const subscription = getSubscription(fake, id)
  const at = options.at ?? fake.store.now()
  const { status } = subscription
  const periodEnd = subscription.items.data[0]?.current_period_end ?? at
  const refuse = (): never => {
    throw new Error(`Cannot move subscription ${id} from ${status} to ${to}`)
  }
  if (to === 'active') {
    if (status === 'trialing') endTrialNow(fake, subscription, at)
    else if (status === 'active')
      updateSubscriptionWith(fake, subscription, () => renew(fake, subscription, periodEnd, true))
    else if (status === 'incomplete' || status === 'past_due' || status === 'unpaid') {
      const open = subscription.latest_invoice ? fake.store.invoices.get(subscription.latest_invoice) : undefined
      if (open?.status === 'open') payInvoice(fake, open)
      else updateSubscriptionWith(fake, subscription, () => (subscription.status = 'active'))
    } else refuse()
  } else if (to === 'past_due') {
    if (status !== 'trialing' && status !== 'active') refuse()
    updateSubscriptionWith(fake, subscription, () => {
      if (status === 'trialing' && (subscription.trial_end === null || subscription.trial_end > at))
        subscription.trial_end = at
      subscription.status = 'past_due'
      renew(fake, subscription, status === 'trialing' ? at : periodEnd, false)
    })
  } else if (to === 'unpaid') {
    if (status === 'canceled' || status === 'incomplete_expired') refuse()
    updateSubscriptionWith(fake, subscription, () => (subscription.status = 'unpaid'))
  } else if (to === 'canceled') {
    if (status === 'canceled') refuse()
    cancelSubscription(fake, subscription, { reason: options.reason })
  } else {
    if (status !== 'incomplete') refuse()
    updateSubscriptionWith(fake, subscription, () => {
      const invoice = subscription.latest_invoice ? fake.store.invoices.get(subscription.latest_invoice) : undefined
      if (invoice) voidInvoice(fake, invoice)
      subscription.status = 'incomplete_expired'
      subscription.ended_at = at
    })
  }
  return subscription
}

export const trialWillEnd = (fake: FakeContext, id: string): FakeEvent => {
  const subscription = getSubscription(fake, id)
  if (subscription.status !== 'trialing') throw new Error(`Subscription ${id} is ${subscription.status}, not trialing`)
  return fake.events.emit('customer.subscription.trial_will_end', subscription)
}

export type PaidInvoiceInput = {
  customer: string
  amount: number
  subscription?: string
  paidAt?: number
  currency?: string
  description?: string
  metadata?: Record<string, string>
}

/** A paid invoice (and `invoice.paid`) without touching the subscription: history for earnings tests. */
export const createPaidInvoice = (fake: FakeContext, input: PaidInvoiceInput): FakeInvoice => {
  const customer = getCustomer(fake, input.customer)
  const subscription = input.subscription ? getSubscription(fake, input.subscription, 'subscription') : null
  const at = input.paidAt ?? fake.store.now()
  const item = subscription?.items.data[0]
  const invoice = createInvoice(fake, {
    customer,
    currency: input.currency ?? subscription?.currency ?? 'usd',
    lines: [
      {
        amount: input.amount,
        description: input.description ?? (item ? `1 × subscription` : 'Payment'),
        quantity: 1,
        price: item?.price ?? null,
        period: {
          start: at,
          end: item ? addInterval(at, item.price.recurring ?? { interval: 'month', interval_count: 1 }) : at,
        },
        ...(item ? { subscriptionItem: item.id } : {}),
      },
    ],
    billingReason: subscription ? 'subscription_cycle' : 'manual',
    subscription,
    paymentMethod: null,
    description: input.description ?? null,
    metadata: input.metadata,
  })
  invoice.created = at
  invoice.effective_at = at
  invoice.status_transitions.finalized_at = at
  const intent = intentOf(fake, invoice)
  if (intent) {
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    intent.created = at
    invoice.attempt_count = 1
    invoice.attempted = true
  }
  return markInvoicePaid(fake, invoice, { paidAt: at, settle: false })
}
