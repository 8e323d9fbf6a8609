import { AUTHENTICATION_FAILED_MESSAGE, declineFor } from '../cards'
import type { FakeContext } from '../context'
import { cardError, invalidRequest, type StripeApiError } from '../errors'
import { randomToken } from '../store'
import type { FakeInvoice, FakePaymentIntent, FakePaymentMethod } from '../types'
import { attachPaymentMethod, behaviourOf, resolvePaymentMethod } from '../resources/payment-methods'
import { markInvoicePaid, subscriptionOf } from './invoices'
import { applyPaidStatus, updateSubscriptionWith } from './subscriptions'

export type PaymentOutcome =
  { status: 'succeeded' } | { status: 'requires_action' } | { status: 'failed'; error: StripeApiError }

export const clientSecretFor = (id: string): string => `${id}_secret_${randomToken(25)}`

export const createPaymentIntent = (
  fake: FakeContext,
  input: {
    amount: number
    currency: string
    customer: string | null
    paymentMethod: string | null
    description?: string | null
    metadata?: Record<string, string>
    setupFutureUsage?: FakePaymentIntent['setup_future_usage']
  },
): FakePaymentIntent => {
  const id = fake.store.newId('pi')
  const intent: FakePaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: ['card'],
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: clientSecretFor(id),
    confirmation_method: 'automatic',
    created: fake.store.now(),
    currency: input.currency,
    customer: input.customer,
    description: input.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: input.metadata ?? {},
    next_action: null,
    payment_method: input.paymentMethod,
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: input.setupFutureUsage ?? null,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
  }
  fake.store.paymentIntents.set(id, intent)
  return intent
}

export const createInvoicePaymentIntent = (
  fake: FakeContext,
  invoice: FakeInvoice,
  paymentMethod: string | null,
): FakePaymentIntent => {
  const intent = createPaymentIntent(fake, {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: invoice.customer,
    paymentMethod,
    description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    setupFutureUsage: invoice.parent ? 'off_session' : null,
  })
  fake.store.invoiceByPaymentIntent.set(intent.id, invoice.id)
  invoice.confirmation_secret = { client_secret: intent.client_secret ?? '', type: 'payment_intent' }
  invoice.payments.data.push({
    id: fake.store.newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: fake.store.now(),
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  })
  return intent
}

/** The PaymentIntent collecting an invoice (its first payment), if any amount was due. */
export const intentOf = (fake: FakeContext, invoice: FakeInvoice): FakePaymentIntent | undefined => {
  const id = invoice.payments.data[0]?.payment.payment_intent
  return id ? fake.store.paymentIntents.get(id) : undefined
}

export const invoiceOfIntent = (fake: FakeContext, intent: FakePaymentIntent): FakeInvoice | undefined => {
  const id = fake.store.invoiceByPaymentIntent.get(intent.id)
  return id ? fake.store.invoices.get(id) : undefined
}

export const succeedPaymentIntent = (fake: FakeContext, intent: FakePaymentIntent): void => {
  intent.status = 'succeeded'
  intent.amount_received = intent.amount
  intent.next_action = null
  intent.last_payment_error = null
  const method = intent.payment_method ? fake.store.paymentMethods.get(intent.payment_method) : undefined
  // Paying with setup_future_usage saves the card on the customer, as Stripe does for subscriptions.
  if (method && intent.customer && !method.customer && intent.setup_future_usage) {
    attachPaymentMethod(fake, method, intent.customer)
  }
  const invoice = invoiceOfIntent(fake, intent)
  if (!invoice || invoice.status !== 'open') return
  invoice.attempted = true
  const subscription = subscriptionOf(fake, invoice)
  if (!subscription) {
    markInvoicePaid(fake, invoice)
    return
  }
  // One `customer.subscription.updated` after `invoice.paid`, covering status and saved card together.
  updateSubscriptionWith(fake, subscription, () => {
    if (method && subscription.payment_settings?.save_default_payment_method === 'on_subscription') {
      subscription.default_payment_method = method.id
    }
    markInvoicePaid(fake, invoice, { settle: false })
    applyPaidStatus(fake, subscription)
  })
}

/** Returns the 402 the confirming caller gets; the intent goes back to `requires_payment_method`. */
export const failPaymentIntent = (
  fake: FakeContext,
  intent: FakePaymentIntent,
  method: FakePaymentMethod | undefined,
  details: { code: string; message: string; decline_code?: string },
): StripeApiError => {
  intent.status = 'requires_payment_method'
  intent.next_action = null
  intent.payment_method = null
  intent.last_payment_error = {
    type: 'card_error',
    code: details.code,
    message: details.message,
    ...(details.decline_code ? { decline_code: details.decline_code } : {}),
    doc_url: `https://stripe.com/docs/error-codes/${details.code.replace(/_/g, '-')}`,
    ...(method ? { payment_method: structuredClone(method) } : {}),
  }
  const invoice = invoiceOfIntent(fake, intent)
  if (invoice && invoice.status === 'open') {
    invoice.attempted = true
    invoice.next_payment_attempt =
      invoice.billing_reason === 'subscription_create' ? null : fake.store.now() + 3 * 86_400
    fake.events.emit('invoice.payment_failed', invoice)
  }
  return cardError(details.message, details.code, {
    ...(details.decline_code ? { decline_code: details.decline_code } : {}),
    payment_intent: intent,
    ...(method ? { payment_method: method } : {}),
  })
}

const paymentMethodFor = (fake: FakeContext, intent: FakePaymentIntent, explicit: string | null | undefined) => {
  if (explicit) return resolvePaymentMethod(fake, explicit, 'payment_method')
  if (intent.payment_method) return resolvePaymentMethod(fake, intent.payment_method, 'payment_method')
  const invoice = invoiceOfIntent(fake, intent)
  const fallback =
    (invoice && subscriptionOf(fake, invoice)?.default_payment_method) ||
    (intent.customer && fake.store.customers.get(intent.customer)?.invoice_settings.default_payment_method)
  if (fallback) return resolvePaymentMethod(fake, fallback, 'payment_method')
  throw invalidRequest(
    "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with cus_, specify a payment method attached to this customer along with the customer ID.",
    'payment_method',
    'payment_intent_unexpected_state',
  )
}

/** One payment attempt with the card's test behaviour: succeed, ask for 3-D Secure, or decline. */
export const confirmPaymentIntent = (
  fake: FakeContext,
  intent: FakePaymentIntent,
  paymentMethod?: string | null,
): PaymentOutcome => {
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalidRequest(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
      undefined,
      'payment_intent_unexpected_state',
    )
  }
  const method = paymentMethodFor(fake, intent, paymentMethod)
  if (method.customer && intent.customer && method.customer !== intent.customer) {
    throw invalidRequest('The provided PaymentMethod belongs to a different Customer.', 'payment_method')
  }
  intent.payment_method = method.id
  const invoice = invoiceOfIntent(fake, intent)
  if (invoice) invoice.attempt_count += 1
  const behaviour = behaviourOf(fake, method)
  const decline = declineFor(behaviour)
  if (decline) return { status: 'failed', error: failPaymentIntent(fake, intent, method, decline) }
  if (behaviour === 'three_d_secure') {
    intent.status = 'requires_action'
    intent.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        stripe_js: `${fake.baseUrl()}/__fake/3ds/${intent.id}`,
        source: `src_${randomToken(24)}`,
      },
    }
    if (invoice) fake.events.emit('invoice.payment_action_required', invoice)
    return { status: 'requires_action' }
  }
  succeedPaymentIntent(fake, intent)
  return { status: 'succeeded' }
}

/** What the 3-D Secure challenge (modal or control route) reports back. */
export const authenticatePaymentIntent = (
  fake: FakeContext,
  intent: FakePaymentIntent,
  result: 'succeed' | 'fail',
): FakePaymentIntent => {
  if (intent.status !== 'requires_action') {
    throw invalidRequest(
      `This PaymentIntent has a status of ${intent.status}; only one in requires_action can be authenticated.`,
      undefined,
      'payment_intent_unexpected_state',
    )
  }
  if (result === 'succeed') {
    succeedPaymentIntent(fake, intent)
    return intent
  }
  const method = intent.payment_method ? fake.store.paymentMethods.get(intent.payment_method) : undefined
  failPaymentIntent(fake, intent, method, {
    code: 'payment_intent_authentication_failure',
    message: AUTHENTICATION_FAILED_MESSAGE,
  })
  return intent
}
