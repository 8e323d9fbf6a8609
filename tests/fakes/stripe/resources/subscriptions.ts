import { addInterval } from '../billing/invoices'
import { applyPauseCollection } from '../billing/pause-collection'
import { endTrialNow, readCycleRestart, restartCycleNow } from '../billing/renewals'
import {
  buildItem,
  cancelSubscription,
  createSubscription,
  type PaymentBehavior,
  updateSubscriptionWith,
} from '../billing/subscriptions'
import type { FakeContext } from '../context'
import { invalidRequest, resourceMissing } from '../errors'
import type { Params } from '../form'
import { listResponse, newestFirst, route, type Route } from '../router'
import type { FakePrice, FakeSubscription } from '../types'
import { createPrice, getPrice } from './catalog'
import { getCustomer } from './customers'

const BEHAVIOURS: readonly string[] = [
  'default_incomplete',
  'allow_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
]

export const getSubscription = (fake: FakeContext, id: string, param = 'id'): FakeSubscription => {
  const subscription = fake.store.subscriptions.get(id)
  if (!subscription) throw resourceMissing('subscription', id, param)
  return subscription
}

const recurringPrice = (fake: FakeContext, id: string, param: string): FakePrice => {
  const price = getPrice(fake, id, param)
  if (!price.recurring) {
    throw invalidRequest(
      `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
      param,
    )
  }
  return price
}

/** `price` or inline `price_data` (an ad-hoc price, created like Stripe does). */
const priceOf = (fake: FakeContext, item: Params, param: string): FakePrice => {
  const data = item.child('price_data')
  if (data) return createPrice(fake, data)
  return getPrice(fake, item.requiredString('price'), `${param}[price]`)
}

/** A default payment method must already belong to the customer, or Stripe refuses it. */
const ownedPaymentMethod = (fake: FakeContext, customerId: string, id: string | null | undefined, param: string) => {
  if (!id) return id
  const method = fake.store.paymentMethods.get(id)
  if (!method || method.customer !== customerId) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      param,
    )
  }
  return id
}

const trialEndOf = (fake: FakeContext, p: Params): number | null => {
  const days = p.int('trial_period_days')
  if (days) return fake.store.now() + days * 86_400
  const end = p.string('trial_end')
  if (end && end !== 'now') return Number(end)
  return null
}

const create = (fake: FakeContext, p: Params): FakeSubscription => {
  const customer = getCustomer(fake, p.requiredString('customer'))
  const items = p.list('items')
  if (items.length === 0) throw invalidRequest('Missing required param: items.', 'items', 'parameter_missing')
  const behaviour = p.string('payment_behavior') ?? 'allow_incomplete'
  if (!BEHAVIOURS.includes(behaviour))
    throw invalidRequest(`Invalid payment_behavior: ${behaviour}`, 'payment_behavior')
  const save = p.child('payment_settings')?.string('save_default_payment_method')
  return createSubscription(fake, {
    customer,
    items: items.map((item, index) => ({
      price: item.has('price_data')
        ? priceOf(fake, item, `items[${index}]`)
        : recurringPrice(fake, item.requiredString('price'), `items[${index}][price]`),
      quantity: item.int('quantity') ?? 1,
      metadata: item.metadata(),
    })),
    addInvoiceItems: p.list('add_invoice_items').map((item, index) => ({
      price: priceOf(fake, item, `add_invoice_items[${index}]`),
      quantity: item.int('quantity') ?? 1,
    })),
    defaultPaymentMethod:
      ownedPaymentMethod(fake, customer.id, p.nullableString('default_payment_method'), 'default_payment_method') ??
      null,
    paymentBehavior: behaviour as PaymentBehavior,
    trialEnd: trialEndOf(fake, p),
    metadata: p.metadata(),
    description: p.string('description') ?? null,
    saveDefaultPaymentMethod: save === 'on_subscription' || save === 'off' ? save : null,
    cancelAtPeriodEnd: p.bool('cancel_at_period_end') ?? false,
  })
}

const applyItemChanges = (fake: FakeContext, subscription: FakeSubscription, items: Params[]): void => {
  items.forEach((item, index) => {
    const param = `items[${index}]`
    const id = item.string('id')
    const existing = id ? subscription.items.data.find((entry) => entry.id === id) : undefined
    if (id && !existing) throw resourceMissing('subscription_item', id, `${param}[id]`)
    if (existing && item.bool('deleted')) {
      subscription.items.data = subscription.items.data.filter((entry) => entry !== existing)
      return
    }
    if (existing) {
      if (item.has('price'))
        existing.price = structuredClone(recurringPrice(fake, item.requiredString('price'), `${param}[price]`))
      existing.quantity = item.int('quantity') ?? existing.quantity
      existing.metadata = item.metadata(existing.metadata)
      return
    }
    const first = subscription.items.data[0]
    const price = recurringPrice(fake, item.requiredString('price'), `${param}[price]`)
    const start = first?.current_period_start ?? fake.store.now()
    const period = {
      start,
      end: first?.current_period_end ?? addInterval(start, price.recurring ?? { interval: 'month', interval_count: 1 }),
    }
    subscription.items.data.push(
      buildItem(
        fake,
        subscription.id,
        { price, quantity: item.int('quantity') ?? 1, metadata: item.metadata() },
        period,
      ),
    )
  })
}

const update = (fake: FakeContext, subscription: FakeSubscription, p: Params): FakeSubscription => {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    const allowed = Object.keys(p.raw).every((key) => ['metadata', 'cancellation_details', 'expand'].includes(key))
    if (!allowed) {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', undefined)
    }
  }
  const isCycleRestart = readCycleRestart(subscription, p)
  if (p.string('trial_end') === 'now' && subscription.status === 'trialing') endTrialNow(fake, subscription)
  updateSubscriptionWith(fake, subscription, () => {
    const now = fake.store.now()
    const periodEnd = subscription.items.data[0]?.current_period_end ?? now
    const cancelAtPeriodEnd = p.bool('cancel_at_period_end')
    if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd
      subscription.cancel_at = cancelAtPeriodEnd ? periodEnd : null
      subscription.canceled_at = cancelAtPeriodEnd ? now : null
      subscription.cancellation_details = {
        comment: null,
        feedback: null,
        feedback_option: null,
        reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
      }
    }
    const cancelAt = p.nullableString('cancel_at')
    if (cancelAt !== undefined) {
      subscription.cancel_at = cancelAt === null ? null : Number(cancelAt)
      subscription.canceled_at = cancelAt === null ? null : now
    }
    const feedback = p.child('cancellation_details')
    if (feedback && subscription.cancellation_details) {
      subscription.cancellation_details.comment =
        feedback.nullableString('comment') ?? subscription.cancellation_details.comment
    }
    applyItemChanges(fake, subscription, p.list('items'))
    applyPauseCollection(fake, subscription, p)
    const method = p.nullableString('default_payment_method')
    if (method !== undefined) {
      subscription.default_payment_method =
        ownedPaymentMethod(fake, subscription.customer, method, 'default_payment_method') ?? null
    }
    const description = p.nullableString('description')
    if (description !== undefined) subscription.description = description
    subscription.metadata = p.metadata(subscription.metadata)
    // Last, so the new period's invoice sees the lifted pause and the new metadata.
    if (isCycleRestart) restartCycleNow(fake, subscription)
  })
  return subscription
}

export const subscriptionRoutes: Route[] = [
  route('POST', '/v1/subscriptions', (req, fake) => create(fake, req.body)),
  route('GET', '/v1/subscriptions', (req, fake) => {
    const p = req.body
    const customer = p.string('customer')
    const price = p.string('price')
    const status = p.string('status')
    const subscriptions = newestFirst(fake.store.subscriptions.values()).filter((subscription) => {
      if (customer && subscription.customer !== customer) return false
      if (price && !subscription.items.data.some((item) => item.price.id === price)) return false
      if (status === 'all') return true
      if (status === 'ended') return ['canceled', 'incomplete_expired'].includes(subscription.status)
      if (status) return subscription.status === status
      // Stripe leaves canceled subscriptions out unless asked for them.
      return subscription.status !== 'canceled'
    })
    return listResponse(subscriptions, req, '/v1/subscriptions')
  }),
  route('GET', '/v1/subscriptions/:id', (req, fake) => getSubscription(fake, req.params.id ?? '')),
  route('POST', '/v1/subscriptions/:id', (req, fake) =>
    update(fake, getSubscription(fake, req.params.id ?? ''), req.body),
  ),
  route('DELETE', '/v1/subscriptions/:id', (req, fake) => {
    const subscription = getSubscription(fake, req.params.id ?? '')
    if (subscription.status === 'canceled') {
      throw invalidRequest(`No such subscription: '${subscription.id}'`, 'id', 'resource_missing', 404)
    }
    const details = req.body.child('cancellation_details')
    return cancelSubscription(fake, subscription, { comment: details?.string('comment') ?? null })
  }),
]
