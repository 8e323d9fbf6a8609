import { declineFor } from '../cards'
import type { FakeContext } from '../context'
import { cardError } from '../errors'
import { behaviourOf } from '../resources/payment-methods'
import { createSetupIntent } from '../resources/setup-intents'
import type { FakeCustomer, FakePrice, FakeSubscription, FakeSubscriptionItem } from '../types'
import { addInterval, createInvoice, markInvoicePaid, voidInvoice, type LineInput } from './invoices'
import { confirmPaymentIntent, intentOf } from './payments'

export type PaymentBehavior =
  'default_incomplete' | 'allow_incomplete' | 'error_if_incomplete' | 'pending_if_incomplete'

export type SubscriptionInput = {
  customer: FakeCustomer
  items: { price: FakePrice; quantity: number; metadata: Record<string, string> }[]
  addInvoiceItems: { price: FakePrice; quantity: number }[]
  defaultPaymentMethod: string | null
  paymentBehavior: PaymentBehavior
  trialEnd: number | null
  metadata: Record<string, string>
  description: string | null
  saveDefaultPaymentMethod: 'on_subscription' | 'off' | null
  cancelAtPeriodEnd: boolean
}

/** Top-level fields whose value changed, with their old values: Stripe's `previous_attributes`. */
const changedAttributes = (before: object, after: object): Record<string, unknown> => {
  const old = before as Record<string, unknown>
  const now = after as Record<string, unknown>
  const changed: Record<string, unknown> = {}
  for (const key of Object.keys(now)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) changed[key] = old[key] ?? null
  }
  return changed
}

/** Subscriptions inside an `updateSubscriptionWith`: nested changes fold into the outer event. */
const updating = new WeakSet<FakeSubscription>()

/** Runs a change and emits one `customer.subscription.updated` with what changed, if anything did. */
export const updateSubscriptionWith = (
  fake: FakeContext,
  subscription: FakeSubscription,
  mutate: () => void,
): Record<string, unknown> => {
  if (updating.has(subscription)) {
    mutate()
    return {}
  }
  const before = structuredClone(subscription)
  updating.add(subscription)
  try {
    mutate()
  } finally {
    updating.delete(subscription)
  }
  const previous = changedAttributes(before, subscription)
  if (Object.keys(previous).length > 0) {
    fake.events.emit('customer.subscription.updated', subscription, previous)
  }
  return previous
}

const productName = (fake: FakeContext, price: FakePrice): string =>
  fake.store.products.get(price.product)?.name ?? 'Item'

const priceLabel = (price: FakePrice): string => {
  const amount = `$${((price.unit_amount ?? 0) / 100).toFixed(2)}`
  return price.recurring ? `${amount} / ${price.recurring.interval}` : amount
}

export const buildItem = (
  fake: FakeContext,
  subscriptionId: string,
  input: SubscriptionInput['items'][number],
  period: { start: number; end: number },
): FakeSubscriptionItem => ({
  id: fake.store.newId('si'),
  object: 'subscription_item',
  billing_thresholds: null,
  created: fake.store.now(),
  current_period_end: period.end,
  current_period_start: period.start,
  discounts: [],
  metadata: input.metadata,
  price: structuredClone(input.price),
  quantity: input.quantity,
  subscription: subscriptionId,
  tax_rates: [],
})

export const itemLines = (fake: FakeContext, subscription: FakeSubscription, trial: boolean): LineInput[] =>
  subscription.items.data.map((item) => ({
    amount: trial ? 0 : (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    description: trial
      ? `Trial period for ${productName(fake, item.price)}`
      : `${item.quantity ?? 1} × ${productName(fake, item.price)} (at ${priceLabel(item.price)})`,
    quantity: item.quantity ?? 1,
    price: item.price,
    period: { start: item.current_period_start, end: item.current_period_end },
    subscriptionItem: item.id,
  }))

/** After a successful payment an unpaid subscription becomes trialing or active again. */
export const applyPaidStatus = (fake: FakeContext, subscription: FakeSubscription): void => {
  if (!['incomplete', 'past_due', 'unpaid'].includes(subscription.status)) return
  const trialing = subscription.trial_end !== null && subscription.trial_end > fake.store.now()
  subscription.status = trialing ? 'trialing' : 'active'
}

export const settleSubscriptionAfterPayment = (fake: FakeContext, subscription: FakeSubscription): void => {
  updateSubscriptionWith(fake, subscription, () => applyPaidStatus(fake, subscription))
}

/** error_if_incomplete refuses up front, creating nothing, when the card would be declined. */
const refuseDeclinedCard = (fake: FakeContext, paymentMethod: string | null): void => {
  const method = paymentMethod ? fake.store.paymentMethods.get(paymentMethod) : undefined
  const decline = method ? declineFor(behaviourOf(fake, method)) : null
  if (decline) throw cardError(decline.message, decline.code, { decline_code: decline.decline_code })
}

export const createSubscription = (fake: FakeContext, input: SubscriptionInput): FakeSubscription => {
  const paymentMethod = input.defaultPaymentMethod ?? input.customer.invoice_settings.default_payment_method
  if (input.paymentBehavior === 'error_if_incomplete') refuseDeclinedCard(fake, paymentMethod)
  const now = fake.store.now()
  const id = fake.store.newId('sub')
  const firstPrice = input.items[0]?.price
  const periodEnd = input.trialEnd ?? (firstPrice?.recurring ? addInterval(now, firstPrice.recurring) : now)
  const subscription: FakeSubscription = {
    id,
    object: 'subscription',
    application: null,
    billing_cycle_anchor: periodEnd === input.trialEnd ? periodEnd : now,
    cancel_at: input.cancelAtPeriodEnd ? periodEnd : null,
    cancel_at_period_end: input.cancelAtPeriodEnd,
    canceled_at: input.cancelAtPeriodEnd ? now : null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: firstPrice?.currency ?? 'usd',
    customer: input.customer.id,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    description: input.description,
    discounts: [],
    ended_at: null,
    items: { object: 'list', data: [], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: input.saveDefaultPaymentMethod ?? 'off',
    },
    pending_setup_intent: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    trial_end: input.trialEnd,
    trial_start: input.trialEnd ? now : null,
  }
  subscription.items.data = input.items.map((item) => buildItem(fake, id, item, { start: now, end: periodEnd }))
  fake.store.subscriptions.set(id, subscription)

  const extraLines: LineInput[] = input.addInvoiceItems.map(({ price, quantity }) => ({
    amount: (price.unit_amount ?? 0) * quantity,
    description: `${productName(fake, price)}${quantity > 1 ? ` × ${quantity}` : ''}`,
    quantity,
    price,
    period: { start: now, end: now },
  }))
  const invoice = createInvoice(fake, {
    customer: input.customer,
    currency: subscription.currency,
    lines: [...itemLines(fake, subscription, input.trialEnd !== null), ...extraLines],
    billingReason: 'subscription_create',
    subscription,
    paymentMethod,
  })
  subscription.latest_invoice = invoice.id

  if (invoice.amount_due === 0) {
    markInvoicePaid(fake, invoice, { emit: false, settle: false })
    subscription.status = input.trialEnd ? 'trialing' : 'active'
    // Nothing to charge now, so Stripe hands back a SetupIntent to collect the card for later.
    if (input.paymentBehavior === 'default_incomplete' && !paymentMethod) {
      subscription.pending_setup_intent = createSetupIntent(fake, {
        customer: input.customer.id,
        usage: 'off_session',
      }).id
    }
    fake.events.emit('customer.subscription.created', subscription)
    fake.events.emit('invoice.paid', invoice)
    return subscription
  }

  fake.events.emit('customer.subscription.created', subscription)
  const intent = intentOf(fake, invoice)
  // Other payment behaviours charge the default card right away; default_incomplete waits for the app.
  if (intent && paymentMethod && input.paymentBehavior !== 'default_incomplete') {
    confirmPaymentIntent(fake, intent, paymentMethod)
  }
  return subscription
}

export const cancelSubscription = (
  fake: FakeContext,
  subscription: FakeSubscription,
  details: { reason?: 'cancellation_requested' | 'payment_failed'; comment?: string | null } = {},
): FakeSubscription => {
  const now = fake.store.now()
  if (subscription.status === 'incomplete' && subscription.latest_invoice) {
    const invoice = fake.store.invoices.get(subscription.latest_invoice)
    if (invoice) voidInvoice(fake, invoice)
  }
  subscription.status = 'canceled'
  subscription.canceled_at = subscription.canceled_at ?? now
  subscription.ended_at = now
  subscription.cancellation_details = {
    comment: details.comment ?? subscription.cancellation_details?.comment ?? null,
    feedback: subscription.cancellation_details?.feedback ?? null,
    feedback_option: null,
    reason: details.reason ?? 'cancellation_requested',
  }
  fake.events.emit('customer.subscription.deleted', subscription)
  return subscription
}
