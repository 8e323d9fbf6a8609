import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAID_WEEKLY_ABUSE_CAP } from '@/config/limits'
import { PLANS } from '@/config/plans'

import { createUser, STRONG_PASSWORD } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { type Billing, billingOf, startBilling } from '../helpers/stripe'

let payload: Payload
let billing: Billing

const signIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(payload, { plan: 'onboarding', ...overrides })
  const token = (await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })).json
    .token as string
  return { user, token }
}

const subscribe = (token: string, body: Record<string, unknown>) =>
  rest('POST', '/subscription/create', { token, body })

const accessStatus = async (userId: number) =>
  (await payload.find({ collection: 'access-requests', where: { user: { equals: userId } }, overrideAccess: true }))
    .docs[0]?.status ?? 'none'

/** What the browser does with the client secret: confirm the invoice's payment. */
const confirmPayment = (clientSecret: string, paymentMethod?: string) =>
  billing.stripe.paymentIntents.confirm(
    clientSecret.split('_secret_')[0]!,
    paymentMethod ? { payment_method: paymentMethod } : {},
  )

/** A card as Stripe.js would create it in the browser. */
const card = async (token: 'tok_visa' | 'tok_threeDSecure2Required' | 'tok_chargeDeclined' = 'tok_visa') =>
  (await billing.stripe.paymentMethods.create({ type: 'card', card: { token } })).id

const deliverAll = async () => {
  for (const event of billing.takeEvents()) expect((await billing.deliver(event)).status).toBe(200)
}

beforeAll(async () => {
  payload = await getTestPayload()
  billing = await startBilling()
})
afterAll(async () => billing?.stop())

describe('POST /api/subscription/create', () => {
  it('needs a signed-in user', async () => {
    expect((await rest('POST', '/subscription/create', { body: {} })).status).toBe(401)
  })

  it.each([
    ['a legacy plan', { planId: 'pro_monthly' }, 'planId'],
    ['an unknown plan', { planId: 'gold' }, 'planId'],
    ['a malformed payment method', { paymentMethodId: 'card_4242; DROP' }, 'paymentMethodId'],
    ['no e-mail', { email: '' }, 'email'],
    ['a one-letter name', { name: 'A' }, 'name'],
  ])('refuses %s with 400 on its field and creates nothing', async (_case, change, field) => {
    const { token } = await signIn()
    const before = billing.fake.state.subscriptions.size
    const response = await subscribe(token, {
      paymentMethodId: await card(),
      planId: 'weekly_trial',
      email: 'a@example.test',
      name: 'Alan Turing',
      ...change,
    })
    expect(response.status).toBe(400)
    expect(response.json.field).toBe(field)
    expect(billing.fake.state.subscriptions.size).toBe(before)
  })

  it('answers 503 with a translated "try again" and changes nothing while Stripe cannot be reached', async () => {
    const { user, token } = await signIn()
    const paymentMethodId = await card()
    const reachable = process.env.STRIPE_API_BASE
    // Nothing listens on port 9 (discard): every call fails to connect, as when Stripe is down.
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9'
    try {
      const response = await rest('POST', '/subscription/create', {
        token,
        body: { paymentMethodId, planId: 'weekly_trial', email: user.email, name: user.name },
        headers: { 'accept-language': 'de' },
      })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(response.json.message).toBe(
        'Zahlungen sind kurz nicht verfügbar. Dir wurde nichts berechnet; bitte versuche es in einer Minute erneut.',
      )
    } finally {
      process.env.STRIPE_API_BASE = reachable
    }
    expect(await billingOf(payload, user.id)).toMatchObject({ plan: 'onboarding' })
    expect((await billingOf(payload, user.id)).stripeSubscriptionId ?? null).toBeNull()
  })

  it('starts the weekly trial: $0.99 due now, then the weekly price after 72 hours', async () => {
    const { user, token } = await signIn()
    const response = await subscribe(token, {
      paymentMethodId: await card(),
      planId: 'weekly_trial',
      email: user.email,
      name: user.name,
    })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ requiresAction: true, clientSecret: expect.stringContaining('_secret_') })
    const subscription = billing.fake.getSubscription(response.json.subscriptionId)
    expect(subscription.status).toBe('incomplete')
    expect(subscription.items.data[0]!.price.unit_amount).toBe(PLANS.weekly.priceCents)
    expect(subscription.trial_end! - subscription.trial_start!).toBe(PLANS.weekly_trial.trialHours * 3600)
    expect(billing.fake.getInvoice(subscription.latest_invoice as string).amount_due).toBe(
      PLANS.weekly_trial.trialPriceCents,
    )
    expect(await billingOf(payload, user.id)).toMatchObject({ plan: 'onboarding', subscriptionStatus: 'incomplete' })

    const paid = await confirmPayment(response.json.clientSecret)
    expect(paid.status).toBe('succeeded')
    await deliverAll()
    expect(await billingOf(payload, user.id)).toMatchObject({
      plan: 'weekly_trial',
      subscriptionStatus: 'trialing',
      hasUsedTrial: true,
    })
    expect(await accessStatus(user.id)).toBe('approved')
    const current = await rest('GET', '/subscription/current', { token })
    expect(current.json).toMatchObject({
      planId: 'weekly_trial',
      status: 'active',
      weeklyLimit: PAID_WEEKLY_ABUSE_CAP,
      subscription: { status: 'trialing' },
    })
  })

  it('semester charges the full price up front', async () => {
    const { user, token } = await signIn()
    const response = await subscribe(token, {
      paymentMethodId: await card(),
      planId: 'semester',
      email: user.email,
      name: user.name,
    })
    const subscription = billing.fake.getSubscription(response.json.subscriptionId)
    expect(billing.fake.getInvoice(subscription.latest_invoice as string).amount_due).toBe(PLANS.semester.priceCents)
    await confirmPayment(response.json.clientSecret)
    await deliverAll()
    expect(await billingOf(payload, user.id)).toMatchObject({ plan: 'semester', subscriptionStatus: 'active' })
  })

  it('concurrent duplicate calls create one customer and one subscription', async () => {
    const { user, token } = await signIn()
    const before = billing.fake.state.subscriptions.size
    const body = { paymentMethodId: await card(), planId: 'weekly_trial', email: user.email, name: user.name }
    const responses = await Promise.all(Array.from({ length: 6 }, () => subscribe(token, body)))
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200))
    expect(new Set(responses.map((response) => response.json.subscriptionId)).size).toBe(1)
    expect(billing.fake.state.subscriptions.size).toBe(before + 1)
    expect([...billing.fake.state.customers.values()].filter((customer) => customer.email === user.email)).toHaveLength(
      1,
    )
  })

  it('3-D Secure: the payment waits for authentication, then the trial starts', async () => {
    const { user, token } = await signIn()
    const response = await subscribe(token, {
      paymentMethodId: await card('tok_threeDSecure2Required'),
      planId: 'weekly_trial',
      email: user.email,
      name: user.name,
    })
    const intent = await confirmPayment(response.json.clientSecret)
    expect(intent.status).toBe('requires_action')
    await deliverAll()
    expect(await billingOf(payload, user.id)).toMatchObject({ plan: 'onboarding' })
    billing.fake.authenticatePaymentIntent(intent.id, 'succeed')
    await deliverAll()
    expect(await billingOf(payload, user.id)).toMatchObject({ plan: 'weekly_trial', subscriptionStatus: 'trialing' })
  })

  it('a declined card leaves the account on onboarding with no access', async () => {
    const { user, token } = await signIn()
    const response = await subscribe(token, {
      paymentMethodId: await card('tok_chargeDeclined'),
      planId: 'weekly_trial',
      email: user.email,
      name: user.name,
    })
    await expect(confirmPayment(response.json.clientSecret)).rejects.toMatchObject({ type: 'StripeCardError' })
    await deliverAll()
    expect(await billingOf(payload, user.id)).toMatchObject({ plan: 'onboarding', subscriptionStatus: 'incomplete' })
    expect(await accessStatus(user.id)).not.toBe('approved')
  })

  it('refuses a second subscription while one is paid (409)', async () => {
    const { user, token } = await signIn()
    const body = { paymentMethodId: await card(), planId: 'semester', email: user.email, name: user.name }
    await confirmPayment((await subscribe(token, body)).json.clientSecret)
    await deliverAll()
    const again = await subscribe(token, { ...body, planId: 'weekly_trial' })
    expect(again.status).toBe(409)
  })
})

describe('GET /api/subscription/current', () => {
  it('catches up with Stripe when the webhook has not arrived yet', async () => {
    const { user, token } = await signIn()
    const created = await subscribe(token, {
      paymentMethodId: await card(),
      planId: 'weekly_trial',
      email: user.email,
      name: user.name,
    })
    await confirmPayment(created.json.clientSecret)
    billing.takeEvents() // lost: never delivered
    const current = await rest('GET', '/subscription/current', { token })
    expect(current.json).toMatchObject({ planId: 'weekly_trial', status: 'active' })
  })

  it('reports the stored plan for a user who never subscribed', async () => {
    const { token } = await signIn({ plan: 'free' })
    const current = await rest('GET', '/subscription/current', { token })
    expect(current.json).toEqual({ planId: 'free', status: 'inactive', subscription: null, weeklyLimit: 10 })
  })
})

describe('payment methods', () => {
  it('lists, adds, makes default, and never removes the default', async () => {
    const { user, token } = await signIn()
    expect((await rest('GET', '/subscription/payment-methods', { token })).json.paymentMethods).toEqual([])
    await subscribe(token, { paymentMethodId: await card(), planId: 'semester', email: user.email, name: user.name })
    const second = await billing.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })
    expect(
      (await rest('POST', '/subscription/payment-methods', { token, body: { paymentMethodId: second.id } })).status,
    ).toBe(201)
    const listed = await rest('GET', '/subscription/payment-methods', { token })
    expect(listed.json.paymentMethods).toHaveLength(2)
    const defaultMethod = listed.json.paymentMethods.find((method: { isDefault: boolean }) => method.isDefault)
    expect(defaultMethod.card).toMatchObject({ brand: 'visa', last4: '4242' })

    const removeDefault = await rest('DELETE', `/subscription/payment-methods/${defaultMethod.id}`, { token })
    expect(removeDefault.status).toBe(409)
    expect(
      (await rest('POST', '/subscription/payment-methods/default', { token, body: { paymentMethodId: second.id } }))
        .status,
    ).toBe(200)
    expect((await rest('DELETE', `/subscription/payment-methods/${defaultMethod.id}`, { token })).status).toBe(200)
    const after = await rest('GET', '/subscription/payment-methods', { token })
    expect(after.json.paymentMethods).toEqual([expect.objectContaining({ id: second.id, isDefault: true })])
  })

  it("cannot touch another customer's card", async () => {
    const owner = await signIn()
    await subscribe(owner.token, {
      paymentMethodId: await card(),
      planId: 'semester',
      email: owner.user.email,
      name: owner.user.name,
    })
    const ownerCard = (await rest('GET', '/subscription/payment-methods', { token: owner.token })).json
      .paymentMethods[0].id
    const stranger = await signIn()
    await subscribe(stranger.token, {
      paymentMethodId: await card(),
      planId: 'semester',
      email: stranger.user.email,
      name: stranger.user.name,
    })
    expect((await rest('DELETE', `/subscription/payment-methods/${ownerCard}`, { token: stranger.token })).status).toBe(
      404,
    )
    expect(
      (
        await rest('POST', '/subscription/payment-methods/default', {
          token: stranger.token,
          body: { paymentMethodId: ownerCard },
        })
      ).status,
    ).toBe(404)
  })

  it('opens the customer portal', async () => {
    const { user, token } = await signIn()
    expect((await rest('POST', '/subscription/portal', { token })).status).toBe(409)
    await subscribe(token, { paymentMethodId: await card(), planId: 'semester', email: user.email, name: user.name })
    const portal = await rest('POST', '/subscription/portal', { token })
    expect(portal.json.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__fake\/portal\//)
  })
})

describe('affiliates', () => {
  it('are for admins only', async () => {
    const { token } = await signIn()
    for (const [method, path] of [
      ['POST', '/affiliate/connect'],
      ['GET', '/affiliate/status'],
      ['GET', '/affiliate/stats'],
    ] as const) {
      expect((await rest(method, path, { token })).status).toBe(403)
    }
  })

  it('connect, finish onboarding, and earn 30% of referred customers’ paid invoices', async () => {
    const { user: admin, token } = await signIn({ role: 'admin' })
    expect((await rest('GET', '/affiliate/status', { token })).json).toEqual({
      stripeAccountId: null,
      payoutsEnabled: false,
    })
    const first = await rest('POST', '/affiliate/connect', { token })
    const again = await rest('POST', '/affiliate/connect', { token })
    expect(first.json.url).toContain('/__fake/connect/')
    const status = await rest('GET', '/affiliate/status', { token })
    expect(status.json).toMatchObject({ stripeAccountId: expect.stringMatching(/^acct_/), payoutsEnabled: false })
    expect(again.json.url).toContain(status.json.stripeAccountId)
    billing.fake.completeConnectOnboarding(status.json.stripeAccountId)
    expect((await rest('GET', '/affiliate/status', { token })).json.payoutsEnabled).toBe(true)

    const referred = await Promise.all([signIn(), signIn(), signIn()])
    for (const { user } of referred) {
      await payload.update({ collection: 'users', id: user.id, data: { referredBy: admin.id }, overrideAccess: true })
    }
    const [payer] = referred
    const created = await subscribe(payer!.token, {
      paymentMethodId: await card(),
      planId: 'semester',
      email: payer!.user.email,
      name: payer!.user.name,
    })
    await confirmPayment(created.json.clientSecret)
    await deliverAll()
    const stats = await rest('GET', '/affiliate/stats', { token })
    expect(stats.json).toMatchObject({
      totalEarnings: Math.floor(PLANS.semester.priceCents * 0.3),
      activeSubscribers: 1,
      conversionRate: 33.3,
      pendingPayouts: Math.floor(PLANS.semester.priceCents * 0.3),
      lastPayout: null,
    })
    expect(new Date(stats.json.nextPayoutDate).getUTCDay()).toBe(1)
  })
})
