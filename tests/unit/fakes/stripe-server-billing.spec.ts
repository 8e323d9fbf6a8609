import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../../fakes/stripe'
import {
  intentIdFromSecret,
  latestInvoice,
  sdkFor,
  seedCatalog,
  startWebhookReceiver,
  type Catalog,
  type WebhookReceiver,
} from './stripe-helpers'

let fake: FakeStripe
let stripe: Stripe
let receiver: WebhookReceiver
let catalog: Catalog

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: 'whsec_billing' })
  receiver = await startWebhookReceiver('whsec_billing')
  fake.setWebhookUrl(receiver.url)
  stripe = sdkFor(fake)
})
afterAll(async () => {
  await fake.stop()
  await receiver.stop()
})
beforeEach(async () => {
  fake.reset()
  catalog = await seedCatalog(stripe)
  receiver.received.length = 0
})

/** The app's checkout: $0.99 today for a 3-day trial of the weekly plan, card confirmed in the browser. */
const startTrial = async (customer: string, extra: Partial<Stripe.SubscriptionCreateParams> = {}) =>
  stripe.subscriptions.create({
    customer,
    items: [{ price: catalog.weekly.id }],
    trial_period_days: 3,
    add_invoice_items: [{ price: catalog.trialFee.id }],
    payment_behavior: 'default_incomplete',
    metadata: { userId: '5' },
    expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    ...extra,
  })

describe('subscription checkout', () => {
  it('charges the trial fee, then turns trialing once the PaymentIntent succeeds', async () => {
    const customer = await stripe.customers.create({ email: 'trial@example.com' })
    const subscription = await startTrial(customer.id)
    expect(subscription).toMatchObject({ status: 'incomplete', customer: customer.id, metadata: { userId: '5' } })
    expect(subscription.trial_end).toBe((subscription.trial_start ?? 0) + 3 * 86_400)
    expect(subscription.items.data[0]).toMatchObject({
      price: { id: catalog.weekly.id },
      current_period_end: subscription.trial_end,
    })

    const invoice = latestInvoice(subscription)
    expect(invoice).toMatchObject({ status: 'open', amount_due: 99, currency: 'usd', customer: customer.id })
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id)
    expect(invoice).not.toHaveProperty('payment_intent')
    const secret = invoice.confirmation_secret?.client_secret ?? ''
    expect(secret).toMatch(/^pi_\w+_secret_\w+$/)
    expect(invoice.confirmation_secret?.type).toBe('payment_intent')

    const intentId = intentIdFromSecret(secret)
    const before = await stripe.paymentIntents.retrieve(intentId)
    expect(before).toMatchObject({ status: 'requires_payment_method', amount: 99 })
    const confirmed = await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' })
    expect(confirmed.status).toBe('succeeded')

    const after = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice.payments'] })
    expect(after.status).toBe('trialing')
    const paid = latestInvoice(after)
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 99, amount_remaining: 0 })
    expect(paid.status_transitions.paid_at).toEqual(expect.any(Number))
    expect(paid.payments?.data[0]?.payment).toEqual({ type: 'payment_intent', payment_intent: intentId })
    // Includable fields only appear when asked for.
    expect(await stripe.invoices.retrieve(paid.id)).not.toHaveProperty('confirmation_secret')
    const paidList = await stripe.invoices.list({ customer: customer.id, status: 'paid' })
    expect(paidList.data.map((entry) => entry.id)).toEqual([paid.id])
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1)

    await fake.flushWebhooks()
    expect(receiver.types()).toEqual(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated'])
    const updated = receiver.received[2]?.event as Stripe.CustomerSubscriptionUpdatedEvent
    expect(updated.data.previous_attributes).toMatchObject({ status: 'incomplete' })
    expect(updated.data.object.status).toBe('trialing')
  })

  it('uses the default payment method when confirming without one', async () => {
    const customer = await stripe.customers.create({})
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalog.semester.id }],
      default_payment_method: method.id,
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    })
    const invoice = latestInvoice(subscription)
    expect(invoice.amount_due).toBe(3295)
    const intentId = intentIdFromSecret(invoice.confirmation_secret?.client_secret ?? '')
    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_confirmation')
    await stripe.paymentIntents.confirm(intentId)
    const active = await stripe.subscriptions.retrieve(subscription.id)
    expect(active.status).toBe('active')
    const item = active.items.data[0]
    expect(new Date((item?.current_period_end ?? 0) * 1000).getUTCMonth()).toBe(
      (new Date((item?.current_period_start ?? 0) * 1000).getUTCMonth() + 3) % 12,
    )
  })

  it('charges immediately with allow_incomplete and a default card', async () => {
    const customer = await stripe.customers.create({})
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } })
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalog.weekly.id }],
    })
    expect(subscription.status).toBe('active')
  })

  it('is trialing at once with a SetupIntent when nothing is due today', async () => {
    const customer = await stripe.customers.create({})
    const subscription = await startTrial(customer.id, { add_invoice_items: [] })
    expect(subscription.status).toBe('trialing')
    expect(latestInvoice(subscription)).toMatchObject({ status: 'paid', amount_due: 0 })
    const setup = subscription.pending_setup_intent as Stripe.SetupIntent
    expect(setup).toMatchObject({ object: 'setup_intent', customer: customer.id, status: 'requires_payment_method' })
    await stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' })
    const after = await stripe.subscriptions.retrieve(subscription.id)
    expect(after.pending_setup_intent).toBeNull()
    expect((await stripe.paymentMethods.list({ customer: customer.id })).data).toHaveLength(1)
  })
})

describe('3-D Secure and declines', () => {
  it('needs authentication for the 3DS card, then completes', async () => {
    const customer = await stripe.customers.create({})
    const subscription = await startTrial(customer.id)
    const intentId = intentIdFromSecret(latestInvoice(subscription).confirmation_secret?.client_secret ?? '')
    const pending = await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_threeDSecure2Required' })
    expect(pending.status).toBe('requires_action')
    expect(pending.next_action?.type).toBe('use_stripe_sdk')
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete')

    // The control route the fake Stripe.js modal calls, here through the SDK's raw request.
    const response = await stripe.rawRequest('POST', `/__fake/payment_intents/${intentId}/authenticate`, {
      result: 'succeed',
    })
    expect(response).toMatchObject({ id: intentId, status: 'succeeded' })
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('trialing')
    await fake.flushWebhooks()
    expect(receiver.types()).toContain('invoice.payment_action_required')
    expect(receiver.types()).toContain('invoice.paid')
  })

  it('fails the payment when authentication fails', async () => {
    const customer = await stripe.customers.create({})
    const subscription = await startTrial(customer.id)
    const intentId = intentIdFromSecret(latestInvoice(subscription).confirmation_secret?.client_secret ?? '')
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_threeDSecure2Required' })
    const failed = fake.authenticatePaymentIntent(intentId, 'fail')
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    })
    expect(failed.last_payment_error?.message).toMatch(/^We are unable to authenticate your payment method\./)
    await fake.flushWebhooks()
    expect(receiver.types()).toContain('invoice.payment_failed')
  })

  it('declines the declined card with a 402 and lets the customer retry', async () => {
    const customer = await stripe.customers.create({})
    const subscription = await startTrial(customer.id)
    const intentId = intentIdFromSecret(latestInvoice(subscription).confirmation_secret?.client_secret ?? '')
    const error = await stripe.paymentIntents
      .confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    })
    expect((error as Stripe.errors.StripeCardError).payment_intent?.status).toBe('requires_payment_method')
    expect((await stripe.invoices.retrieve(latestInvoice(subscription).id)).attempt_count).toBe(1)

    const retried = await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' })
    expect(retried.status).toBe('succeeded')
    await fake.flushWebhooks()
    expect(receiver.types()).toEqual([
      'customer.subscription.created',
      'invoice.payment_failed',
      'invoice.paid',
      'customer.subscription.updated',
    ])
  })
})

describe('setup intents', () => {
  it('saves a card, asks 3DS cards to authenticate and declines declined cards', async () => {
    const customer = await stripe.customers.create({})
    const plain = await stripe.setupIntents.create({ customer: customer.id, allowed_payment_method_types: ['card'] })
    expect(plain).toMatchObject({
      status: 'requires_payment_method',
      client_secret: expect.stringMatching(/^seti_\w+_secret_/),
    })
    const saved = await stripe.setupIntents.confirm(plain.id, { payment_method: 'pm_card_visa' })
    expect(saved.status).toBe('succeeded')
    expect((await stripe.paymentMethods.retrieve(String(saved.payment_method))).customer).toBe(customer.id)

    const strong = await stripe.setupIntents.create({ customer: customer.id })
    const pending = await stripe.setupIntents.confirm(strong.id, { payment_method: 'pm_card_threeDSecure2Required' })
    expect(pending.status).toBe('requires_action')
    expect(fake.authenticateSetupIntent(strong.id).status).toBe('succeeded')

    const declined = await stripe.setupIntents.create({ customer: customer.id })
    const error = await stripe.setupIntents
      .confirm(declined.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ type: 'StripeCardError', code: 'card_declined' })
    expect((await stripe.setupIntents.retrieve(declined.id)).status).toBe('requires_payment_method')
  })
})

describe('subscription changes', () => {
  it('lists by status, schedules cancellation, changes price and cancels', async () => {
    const customer = await stripe.customers.create({})
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalog.weekly.id }],
      default_payment_method: method.id,
    })
    expect(subscription.status).toBe('active')

    const scheduled = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })
    expect(scheduled).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: scheduled.items.data[0]?.current_period_end,
    })
    expect(scheduled.canceled_at).toEqual(expect.any(Number))

    const item = scheduled.items.data[0]
    const switched = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
      items: [{ id: item?.id, price: catalog.semester.id }],
      metadata: { plan: 'semester' },
    })
    expect(switched).toMatchObject({ cancel_at_period_end: false, canceled_at: null, metadata: { plan: 'semester' } })
    expect(switched.items.data.map((entry) => entry.price.id)).toEqual([catalog.semester.id])

    const canceled = await stripe.subscriptions.cancel(subscription.id)
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) })
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0)
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1)
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data).toHaveLength(1)

    await fake.flushWebhooks()
    const updates = receiver.received
      .filter((entry) => entry.event.type === 'customer.subscription.updated')
      .map((entry) => (entry.event as Stripe.CustomerSubscriptionUpdatedEvent).data.previous_attributes)
    // Paid right away on creation (incomplete → active), then the two updates above.
    expect(updates).toEqual([
      expect.objectContaining({ status: 'incomplete' }),
      expect.objectContaining({ cancel_at_period_end: false, cancel_at: null }),
      expect.objectContaining({ cancel_at_period_end: true, metadata: {} }),
    ])
    expect(receiver.types().at(-1)).toBe('customer.subscription.deleted')
  })
})

describe('control helpers', () => {
  const trialing = async () => {
    const customer = await stripe.customers.create({})
    const subscription = await startTrial(customer.id)
    const intentId = intentIdFromSecret(latestInvoice(subscription).confirmation_secret?.client_secret ?? '')
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' })
    await fake.flushWebhooks()
    receiver.received.length = 0
    return { customer, subscription }
  }

  it('ends a trial with a paid renewal at the plan price', async () => {
    const { customer, subscription } = await trialing()
    const active = fake.advanceSubscription(subscription.id, 'active')
    expect(active.status).toBe('active')
    const renewal = await stripe.invoices.retrieve(String(active.latest_invoice))
    expect(renewal).toMatchObject({
      status: 'paid',
      amount_paid: 499,
      billing_reason: 'subscription_cycle',
      customer: customer.id,
    })
    await fake.flushWebhooks()
    expect(receiver.types()).toEqual(['invoice.paid', 'customer.subscription.updated'])
  })

  it('moves to past_due with a failed renewal, back to active by paying, then cancels', async () => {
    const { subscription } = await trialing()
    const pastDue = fake.advanceSubscription(subscription.id, 'past_due')
    const open = fake.getInvoice(String(pastDue.latest_invoice))
    expect(open).toMatchObject({ status: 'open', amount_due: 499, attempt_count: 1 })
    expect(fake.payInvoice(open.id).status).toBe('paid')
    expect(fake.getSubscription(subscription.id).status).toBe('active')
    expect(fake.advanceSubscription(subscription.id, 'canceled').status).toBe('canceled')
    await fake.flushWebhooks()
    expect(receiver.types()).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ])
  })

  it('expires an unpaid first invoice and creates paid invoices for history', async () => {
    const customer = await stripe.customers.create({})
    const subscription = await startTrial(customer.id)
    expect(fake.advanceSubscription(subscription.id, 'incomplete_expired').status).toBe('incomplete_expired')
    expect(fake.getInvoice(latestInvoice(subscription).id).status).toBe('void')

    const paidAt = Date.UTC(2025, 0, 15) / 1000
    const invoice = fake.createPaidInvoice({
      customer: customer.id,
      amount: 3295,
      subscription: subscription.id,
      paidAt,
    })
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 3295, status_transitions: { paid_at: paidAt } })
    expect(
      (await stripe.invoices.list({ customer: customer.id, status: 'paid' })).data.map((entry) => entry.id),
    ).toContain(invoice.id)
    expect(() => fake.advanceSubscription(subscription.id, 'active')).toThrow(/Cannot move/)
  })

  it('announces the end of a trial on request', async () => {
    const { subscription } = await trialing()
    expect(fake.trialWillEnd(subscription.id).type).toBe('customer.subscription.trial_will_end')
  })
})

describe('browser-facing routes', () => {
  it('lets the publishable key read an intent only with its client secret', async () => {
    const customer = await stripe.customers.create({})
    const subscription = await startTrial(customer.id)
    const secret = latestInvoice(subscription).confirmation_secret?.client_secret ?? ''
    const browser = sdkFor(fake, fake.publishableKey)
    const intentId = intentIdFromSecret(secret)
    await expect(browser.paymentIntents.retrieve(intentId)).rejects.toMatchObject({ statusCode: 404 })
    expect((await browser.paymentIntents.retrieve(intentId, { client_secret: secret })).id).toBe(intentId)
  })

  it('serves a hosted 3-D Secure page that redirects back like Stripe', async () => {
    const customer = await stripe.customers.create({})
    const subscription = await startTrial(customer.id)
    const intentId = intentIdFromSecret(latestInvoice(subscription).confirmation_secret?.client_secret ?? '')
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_threeDSecure2Required' })
    const html = await (await fetch(`${fake.url}/__fake/3ds/${intentId}`)).text()
    expect(html).toContain('Complete authentication')
    const response = await fetch(`${fake.url}/__fake/payment_intents/${intentId}/authenticate`, {
      method: 'POST',
      body: new URLSearchParams({ result: 'succeed', return_url: 'http://app.test/checkout/done' }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.searchParams.get('payment_intent')).toBe(intentId)
    expect(location.searchParams.get('redirect_status')).toBe('succeeded')
  })

  it('serves the fake Stripe.js and lets the portal schedule a cancellation', async () => {
    const script = await fetch(fake.stripeJsUrl)
    expect(script.headers.get('content-type')).toBe('application/javascript')
    expect(await script.text()).toContain('window.Stripe = Stripe')

    const customer = await stripe.customers.create({})
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalog.weekly.id }],
      default_payment_method: method.id,
    })
    const session = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app.test' })
    const response = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(response.status).toBe(303)
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true)

    await stripe.customers.del(customer.id)
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled')
  })
})
