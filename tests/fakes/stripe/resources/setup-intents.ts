import { updateSubscriptionWith } from '../billing/subscriptions'
import { AUTHENTICATION_FAILED_MESSAGE, declineFor } from '../cards'
import type { FakeContext } from '../context'
import { cardError, invalidRequest, resourceMissing } from '../errors'
import { randomToken } from '../store'
import { assertClientSecret, route, type Route } from '../router'
import type { FakePaymentMethod, FakeSetupIntent } from '../types'
import { getCustomer } from './customers'
import { attachPaymentMethod, behaviourOf, resolvePaymentMethod } from './payment-methods'

export const getSetupIntent = (fake: FakeContext, id: string): FakeSetupIntent => {
  const intent = fake.store.setupIntents.get(id)
  if (!intent) throw resourceMissing('setupintent', id, 'intent')
  return intent
}

export const createSetupIntent = (
  fake: FakeContext,
  input: { customer: string | null; usage?: string; paymentMethod?: string | null; metadata?: Record<string, string> },
): FakeSetupIntent => {
  const id = fake.store.newId('seti')
  const intent: FakeSetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: ['card'],
    application: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomToken(25)}`,
    created: fake.store.now(),
    customer: input.customer,
    description: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: input.metadata ?? {},
    next_action: null,
    payment_method: input.paymentMethod ?? null,
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    usage: input.usage ?? 'off_session',
  }
  fake.store.setupIntents.set(id, intent)
  return intent
}

const succeedSetupIntent = (fake: FakeContext, intent: FakeSetupIntent, method: FakePaymentMethod): void => {
  intent.status = 'succeeded'
  intent.next_action = null
  intent.last_setup_error = null
  if (intent.customer && !method.customer) attachPaymentMethod(fake, method, intent.customer)
  // A trial's pending SetupIntent is done once the card is saved; the subscription may keep it as default.
  for (const subscription of fake.store.subscriptions.values()) {
    if (subscription.pending_setup_intent !== intent.id) continue
    updateSubscriptionWith(fake, subscription, () => {
      subscription.pending_setup_intent = null
      if (subscription.payment_settings?.save_default_payment_method === 'on_subscription') {
        subscription.default_payment_method = method.id
      }
    })
  }
}

const failSetupIntent = (
  fake: FakeContext,
  intent: FakeSetupIntent,
  method: FakePaymentMethod | undefined,
  details: { code: string; message: string; decline_code?: string },
) => {
  intent.status = 'requires_payment_method'
  intent.next_action = null
  intent.payment_method = null
  intent.last_setup_error = {
    type: 'card_error',
    code: details.code,
    message: details.message,
    ...(details.decline_code ? { decline_code: details.decline_code } : {}),
    ...(method ? { payment_method: structuredClone(method) } : {}),
  }
  return cardError(details.message, details.code, {
    ...(details.decline_code ? { decline_code: details.decline_code } : {}),
    setup_intent: intent,
  })
}

export const confirmSetupIntent = (
  fake: FakeContext,
  intent: FakeSetupIntent,
  paymentMethod?: string,
): FakeSetupIntent => {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
    throw invalidRequest(
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    )
  }
  const id = paymentMethod ?? intent.payment_method
  if (!id) {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method.",
      'payment_method',
      'setup_intent_unexpected_state',
    )
  }
  const method = resolvePaymentMethod(fake, id, 'payment_method')
  intent.payment_method = method.id
  const behaviour = behaviourOf(fake, method)
  // Only outright declines fail a setup; "charge_fails" cards save fine and fail later charges.
  const decline = behaviour === 'charge_fails' ? null : declineFor(behaviour)
  if (decline) throw failSetupIntent(fake, intent, method, decline)
  if (behaviour === 'three_d_secure') {
    intent.status = 'requires_action'
    intent.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `${fake.baseUrl()}/__fake/3ds/${intent.id}` },
    }
    return intent
  }
  succeedSetupIntent(fake, intent, method)
  return intent
}

export const authenticateSetupIntent = (
  fake: FakeContext,
  intent: FakeSetupIntent,
  result: 'succeed' | 'fail',
): FakeSetupIntent => {
  if (intent.status !== 'requires_action') {
    throw invalidRequest(
      `This SetupIntent has a status of ${intent.status}; only one in requires_action can be authenticated.`,
      undefined,
      'setup_intent_unexpected_state',
    )
  }
  const method = intent.payment_method ? fake.store.paymentMethods.get(intent.payment_method) : undefined
  if (result === 'succeed' && method) succeedSetupIntent(fake, intent, method)
  else
    failSetupIntent(fake, intent, method, {
      code: 'setup_intent_authentication_failure',
      message: AUTHENTICATION_FAILED_MESSAGE,
    })
  return intent
}

export const setupIntentRoutes: Route[] = [
  route('POST', '/v1/setup_intents', (req, fake) => {
    const p = req.body
    const customer = p.string('customer')
    if (customer) getCustomer(fake, customer)
    const paymentMethod = p.string('payment_method')
    const intent = createSetupIntent(fake, {
      customer: customer ?? null,
      usage: p.string('usage'),
      paymentMethod: paymentMethod ? resolvePaymentMethod(fake, paymentMethod).id : null,
      metadata: p.metadata(),
    })
    // This API version names them allowed_payment_method_types; older integrations send payment_method_types.
    const types = [...p.strings('allowed_payment_method_types'), ...p.strings('payment_method_types')]
    if (types.length > 0) {
      intent.payment_method_types = types
      intent.allowed_payment_method_types = types as FakeSetupIntent['allowed_payment_method_types']
    }
    return p.bool('confirm') ? confirmSetupIntent(fake, intent) : intent
  }),
  route('GET', '/v1/setup_intents/:id', (req, fake) => getSetupIntent(fake, req.params.id ?? '')),
  route(
    'POST',
    '/v1/setup_intents/:id/confirm',
    (req, fake) => {
      const intent = getSetupIntent(fake, req.params.id ?? '')
      assertClientSecret(req, intent, 'setupintent')
      return confirmSetupIntent(fake, intent, req.body.string('payment_method'))
    },
    { publishable: true },
  ),
  route('POST', '/v1/setup_intents/:id/cancel', (req, fake) => {
    const intent = getSetupIntent(fake, req.params.id ?? '')
    if (intent.status === 'succeeded') {
      throw invalidRequest(
        'You cannot cancel this SetupIntent because it has a status of succeeded.',
        undefined,
        'setup_intent_unexpected_state',
      )
    }
    intent.status = 'canceled'
    intent.cancellation_reason =
      (req.body.string('cancellation_reason') as FakeSetupIntent['cancellation_reason']) ?? null
    return intent
  }),
]
