import {
  brandOf,
  cardByNumber,
  cardByTestPaymentMethod,
  cardByToken,
  type CardBehaviour,
  fingerprintOf,
  luhnValid,
} from '../cards'
import type { FakeContext } from '../context'
import { cardError, invalidRequest, resourceMissing } from '../errors'
import type { Params } from '../form'
import { listResponse, newestFirst, route, type ApiRequest, type Route } from '../router'
import type { FakePaymentMethod } from '../types'
import { getCustomer } from './customers'

type CardInput = { number: string; expMonth: number; expYear: number; cvc?: string }

const DISPLAY_BRAND: Record<string, string> = { amex: 'american_express' }

const defaultExpiry = (fake: FakeContext): { expMonth: number; expYear: number } => ({
  expMonth: 12,
  expYear: new Date(fake.store.now() * 1000).getUTCFullYear() + 3,
})

const validateCard = (fake: FakeContext, input: CardInput): void => {
  if (!luhnValid(input.number)) {
    throw cardError('Your card number is incorrect.', 'incorrect_number', { param: 'card[number]' })
  }
  const now = new Date(fake.store.now() * 1000)
  const year = now.getUTCFullYear()
  if (input.expMonth < 1 || input.expMonth > 12) {
    throw cardError("Your card's expiration month is invalid.", 'invalid_expiry_month', { param: 'card[exp_month]' })
  }
  if (input.expYear < year || input.expYear > year + 50) {
    throw cardError("Your card's expiration year is invalid.", 'invalid_expiry_year', { param: 'card[exp_year]' })
  }
  if (input.expYear === year && input.expMonth < now.getUTCMonth() + 1) {
    throw cardError("Your card's expiration month is invalid.", 'invalid_expiry_month', { param: 'card[exp_month]' })
  }
  if (input.cvc !== undefined && !/^\d{3,4}$/.test(input.cvc)) {
    throw cardError("Your card's security code is invalid.", 'invalid_cvc', { param: 'card[cvc]' })
  }
}

const cardInput = (fake: FakeContext, card: Params): CardInput => {
  const token = card.string('token')
  if (token) {
    const known = cardByToken(token)
    if (!known) throw resourceMissing('token', token, 'card[token]')
    return { number: known.number, ...defaultExpiry(fake) }
  }
  const number = card.requiredString('number').replace(/[\s-]/g, '')
  const expMonth = card.int('exp_month')
  const rawYear = card.int('exp_year')
  if (expMonth === undefined)
    throw invalidRequest('Missing required param: card[exp_month].', 'card[exp_month]', 'parameter_missing')
  if (rawYear === undefined)
    throw invalidRequest('Missing required param: card[exp_year].', 'card[exp_year]', 'parameter_missing')
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear
  return { number, expMonth, expYear, cvc: card.string('cvc') }
}

const billingDetails = (p: Params | undefined): FakePaymentMethod['billing_details'] => {
  const address = p?.child('address')
  return {
    address: address
      ? {
          city: address.string('city') ?? null,
          country: address.string('country') ?? null,
          line1: address.string('line1') ?? null,
          line2: address.string('line2') ?? null,
          postal_code: address.string('postal_code') ?? null,
          state: address.string('state') ?? null,
        }
      : null,
    email: p?.nullableString('email') ?? null,
    name: p?.nullableString('name') ?? null,
    phone: p?.nullableString('phone') ?? null,
    tax_id: null,
  }
}

export const storeCardPaymentMethod = (
  fake: FakeContext,
  input: CardInput,
  extra: { billing?: Params; metadata?: Record<string, string> } = {},
): FakePaymentMethod => {
  validateCard(fake, input)
  const known = cardByNumber(input.number)
  const brand = known?.brand ?? brandOf(input.number)
  const method: FakePaymentMethod = {
    id: fake.store.newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails(extra.billing),
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: input.cvc ? 'pass' : null },
      country: 'US',
      display_brand: DISPLAY_BRAND[brand] ?? brand,
      exp_month: input.expMonth,
      exp_year: input.expYear,
      fingerprint: fingerprintOf(input.number),
      funding: 'credit',
      generated_from: null,
      last4: input.number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: fake.store.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: extra.metadata ?? {},
    type: 'card',
  }
  fake.store.paymentMethods.set(method.id, method)
  // Numbers outside Stripe's test list behave like 4242…: convenient, and tests stay explicit.
  fake.store.cardBehaviour.set(method.id, known?.behaviour ?? 'succeed')
  return method
}

export const createPaymentMethod = (fake: FakeContext, p: Params): FakePaymentMethod => {
  const type = p.requiredString('type')
  if (type !== 'card') throw invalidRequest(`The fake Stripe only supports type=card, not ${type}.`, 'type')
  const card = p.child('card')
  if (!card) throw invalidRequest('Missing required param: card.', 'card', 'parameter_missing')
  return storeCardPaymentMethod(fake, cardInput(fake, card), {
    billing: p.child('billing_details'),
    metadata: p.metadata(),
  })
}

/** Finds a PaymentMethod; Stripe's `pm_card_visa`-style test ids create a fresh one each time, like Stripe. */
export const resolvePaymentMethod = (fake: FakeContext, id: string, param = 'payment_method'): FakePaymentMethod => {
  const testCard = cardByTestPaymentMethod(id)
  if (testCard) return storeCardPaymentMethod(fake, { number: testCard.number, ...defaultExpiry(fake) })
  const method = fake.store.paymentMethods.get(id)
  if (!method) throw resourceMissing('PaymentMethod', id, param)
  return method
}

export const behaviourOf = (fake: FakeContext, method: FakePaymentMethod): CardBehaviour =>
  fake.store.cardBehaviour.get(method.id) ?? 'succeed'

export const attachPaymentMethod = (
  fake: FakeContext,
  method: FakePaymentMethod,
  customerId: string,
): FakePaymentMethod => {
  getCustomer(fake, customerId)
  if (method.customer && method.customer !== customerId) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method')
  }
  method.customer = customerId
  return method
}

const detachPaymentMethod = (fake: FakeContext, method: FakePaymentMethod): FakePaymentMethod => {
  if (!method.customer) {
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      'payment_method',
    )
  }
  const customer = fake.store.customers.get(method.customer)
  if (customer?.invoice_settings.default_payment_method === method.id) {
    customer.invoice_settings.default_payment_method = null
  }
  for (const subscription of fake.store.subscriptions.values()) {
    if (subscription.default_payment_method === method.id) subscription.default_payment_method = null
  }
  method.customer = null
  return method
}

const listForCustomer = (fake: FakeContext, req: ApiRequest, customerId: string, url: string) => {
  getCustomer(fake, customerId)
  const type = req.body.string('type')
  const methods = newestFirst(fake.store.paymentMethods.values()).filter(
    (method) => method.customer === customerId && (!type || method.type === type),
  )
  return listResponse(methods, req, url)
}

export const paymentMethodRoutes: Route[] = [
  route('POST', '/v1/payment_methods', (req, fake) => createPaymentMethod(fake, req.body), { publishable: true }),
  route('GET', '/v1/payment_methods', (req, fake) =>
    listForCustomer(fake, req, req.body.requiredString('customer'), '/v1/payment_methods'),
  ),
  route('GET', '/v1/payment_methods/:id', (req, fake) => resolvePaymentMethod(fake, req.params.id ?? '', 'id')),
  route('POST', '/v1/payment_methods/:id/attach', (req, fake) =>
    attachPaymentMethod(
      fake,
      resolvePaymentMethod(fake, req.params.id ?? '', 'id'),
      req.body.requiredString('customer'),
    ),
  ),
  route('POST', '/v1/payment_methods/:id/detach', (req, fake) =>
    detachPaymentMethod(fake, resolvePaymentMethod(fake, req.params.id ?? '', 'id')),
  ),
  route('GET', '/v1/customers/:id/payment_methods', (req, fake) => {
    const id = req.params.id ?? ''
    return listForCustomer(fake, req, id, `/v1/customers/${id}/payment_methods`)
  }),
  route('GET', '/v1/customers/:id/payment_methods/:pm', (req, fake) => {
    const method = fake.store.paymentMethods.get(req.params.pm ?? '')
    if (!method || method.customer !== req.params.id)
      throw resourceMissing('payment_method', req.params.pm ?? '', 'payment_method')
    return method
  }),
]
