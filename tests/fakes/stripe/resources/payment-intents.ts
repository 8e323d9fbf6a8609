import { confirmPaymentIntent, createPaymentIntent } from '../billing/payments'
import type { FakeContext } from '../context'
import { invalidRequest, resourceMissing } from '../errors'
import type { Params } from '../form'
import { assertClientSecret, listResponse, newestFirst, route, type Route } from '../router'
import type { FakePaymentIntent } from '../types'
import { getCustomer } from './customers'
import { createPaymentMethod, resolvePaymentMethod } from './payment-methods'

export const getPaymentIntent = (fake: FakeContext, id: string): FakePaymentIntent => {
  const intent = fake.store.paymentIntents.get(id)
  if (!intent) throw resourceMissing('payment_intent', id, 'intent')
  return intent
}

/** `payment_method`, or `payment_method_data` (what Stripe.js sends for a card typed in Elements). */
const paymentMethodParam = (fake: FakeContext, p: Params): string | undefined => {
  const data = p.child('payment_method_data')
  if (data) return createPaymentMethod(fake, data).id
  return p.string('payment_method')
}

const confirm = (fake: FakeContext, intent: FakePaymentIntent, p: Params): FakePaymentIntent => {
  const outcome = confirmPaymentIntent(fake, intent, paymentMethodParam(fake, p))
  if (outcome.status === 'failed') throw outcome.error
  return intent
}

const create = (fake: FakeContext, p: Params): FakePaymentIntent => {
  const amount = p.int('amount')
  if (amount === undefined) throw invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing')
  if (amount < 50) throw invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small')
  const customer = p.string('customer')
  if (customer) getCustomer(fake, customer)
  const method = paymentMethodParam(fake, p)
  const intent = createPaymentIntent(fake, {
    amount,
    currency: p.requiredString('currency').toLowerCase(),
    customer: customer ?? null,
    paymentMethod: method ? resolvePaymentMethod(fake, method).id : null,
    description: p.string('description') ?? null,
    metadata: p.metadata(),
    setupFutureUsage: (p.string('setup_future_usage') as FakePaymentIntent['setup_future_usage'] | undefined) ?? null,
  })
  return p.bool('confirm') ? confirm(fake, intent, p) : intent
}

export const paymentIntentRoutes: Route[] = [
  route('POST', '/v1/payment_intents', (req, fake) => create(fake, req.body)),
  route('GET', '/v1/payment_intents', (req, fake) => {
    const customer = req.body.string('customer')
    const intents = newestFirst(fake.store.paymentIntents.values()).filter(
      (intent) => !customer || intent.customer === customer,
    )
    return listResponse(intents, req, '/v1/payment_intents')
  }),
  route(
    'GET',
    '/v1/payment_intents/:id',
    (req, fake) => {
      const intent = getPaymentIntent(fake, req.params.id ?? '')
      assertClientSecret(req, intent, 'payment_intent')
      return intent
    },
    { publishable: true },
  ),
  route(
    'POST',
    '/v1/payment_intents/:id/confirm',
    (req, fake) => {
      const intent = getPaymentIntent(fake, req.params.id ?? '')
      assertClientSecret(req, intent, 'payment_intent')
      return confirm(fake, intent, req.body)
    },
    { publishable: true },
  ),
  route('POST', '/v1/payment_intents/:id/cancel', (req, fake) => {
    const intent = getPaymentIntent(fake, req.params.id ?? '')
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      )
    }
    intent.status = 'canceled'
    intent.canceled_at = fake.store.now()
    intent.cancellation_reason =
      (req.body.string('cancellation_reason') as FakePaymentIntent['cancellation_reason']) ?? null
    intent.next_action = null
    return intent
  }),
]
