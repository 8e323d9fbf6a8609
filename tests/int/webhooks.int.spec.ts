import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FREE_WEEKLY_REQUEST_LIMIT, PAID_WEEKLY_ABUSE_CAP } from '@/config/limits'

import { createUser, STRONG_PASSWORD } from '../helpers/factories'
import { readOutbox } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { type Billing, billingOf, startBilling } from '../helpers/stripe'

let payload: Payload
let billing: Billing

/** A signed-up user with a subscription created through our API and its first payment confirmed. */
const subscribedUser = async (planId: 'weekly_trial' | 'semester' = 'weekly_trial') => {
  const user = await createUser(payload, { plan: 'onboarding' })
  const token = (await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })).json
    .token as string
  const card = await billing.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })
  const created = await rest('POST', '/subscription/create', {
    token,
    body: { paymentMethodId: card.id, planId, email: user.email, name: user.name },
  })
  await billing.stripe.paymentIntents.confirm(created.json.clientSecret.split('_secret_')[0])
  return { user, token, subscriptionId: created.json.subscriptionId as string }
}

const count = async (collection: 'stripe-events' | 'payments', where = {}) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs

const accessStatus = async (userId: number) =>
  (await payload.find({ collection: 'access-requests', where: { user: { equals: userId } }, overrideAccess: true }))
    .docs[0]?.status ?? 'none'

const limitOf = async (token: string) => (await rest('GET', '/subscription/current', { token })).json.weeklyLimit

const shuffle = <T>(items: T[]) => {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}

beforeAll(async () => {
  payload = await getTestPayload()
  billing = await startBilling()
})
afterAll(async () => billing?.stop())

describe('POST /api/stripe/webhook', () => {
  it('trial → active → past_due → canceled drives plan, access and weekly limit', async () => {
    const { user, token, subscriptionId } = await subscribedUser()
    const step = async () => {
      for (const event of billing.takeEvents()) await billing.deliver(event)
      return {
        ...(await billingOf(payload, user.id)),
        access: await accessStatus(user.id),
        limit: await limitOf(token),
      }
    }
    expect(await step()).toMatchObject({
      plan: 'weekly_trial',
      subscriptionStatus: 'trialing',
      access: 'approved',
      limit: PAID_WEEKLY_ABUSE_CAP,
    })
    billing.fake.advanceSubscription(subscriptionId, 'active')
    expect(await step()).toMatchObject({
      plan: 'weekly',
      subscriptionStatus: 'active',
      access: 'approved',
      limit: PAID_WEEKLY_ABUSE_CAP,
    })
    billing.fake.advanceSubscription(subscriptionId, 'past_due')
    expect(await step()).toMatchObject({
      plan: 'weekly',
      subscriptionStatus: 'past_due',
      limit: FREE_WEEKLY_REQUEST_LIMIT,
    })
    billing.fake.advanceSubscription(subscriptionId, 'canceled')
    expect(await step()).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'canceled',
      limit: FREE_WEEKLY_REQUEST_LIMIT,
    })
  })

  it('keeps a history row per subscription: start, trial end, conversion, end and monthly amount', async () => {
    const { user, subscriptionId } = await subscribedUser()
    const row = async () => {
      for (const event of billing.takeEvents()) await billing.deliver(event)
      const found = await payload.find({
        collection: 'subscriptions',
        where: { stripeSubscriptionId: { equals: subscriptionId } },
        depth: 0,
        overrideAccess: true,
      })
      expect(found.totalDocs).toBe(1)
      return found.docs[0]!
    }
    const trialing = await row()
    expect(trialing).toMatchObject({ user: user.id, plan: 'weekly_trial', status: 'trialing', convertedAt: null })
    expect(trialing.trialEndsAt).toBeTruthy()
    // $4.99 a week is 499 × 52 / 12 cents a month.
    expect(trialing.monthlyAmountCents).toBeCloseTo((499 * 52) / 12, 5)
    billing.fake.advanceSubscription(subscriptionId, 'active')
    const active = await row()
    expect(active).toMatchObject({ plan: 'weekly', status: 'active', endedAt: null })
    expect(active.convertedAt).toBeTruthy()
    billing.fake.advanceSubscription(subscriptionId, 'canceled')
    const ended = await row()
    expect(ended).toMatchObject({ status: 'canceled', convertedAt: active.convertedAt })
    expect(ended.endedAt).toBeTruthy()
  })

  it('each event replayed 5× has one effect', async () => {
    const { user, subscriptionId } = await subscribedUser()
    billing.fake.trialWillEnd(subscriptionId)
    const events = billing.takeEvents()
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'customer.subscription.trial_will_end']),
    )
    const before = { events: await count('stripe-events'), mails: readOutbox(user.email).length }
    for (const event of events) {
      const outcomes = []
      for (let attempt = 0; attempt < 5; attempt += 1) outcomes.push((await billing.deliver(event)).json.outcome)
      expect(outcomes.filter((outcome) => outcome === 'processed')).toHaveLength(1)
      expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(4)
    }
    expect(await count('stripe-events')).toBe(before.events + events.length)
    expect(await count('payments', { user: { equals: user.id } })).toBe(1)
    const mails = readOutbox(user.email).slice(before.mails)
    expect(mails.filter((mail) => /trial ends/.test(mail.subject))).toHaveLength(1)
  })

  it('the same event delivered concurrently is processed once', async () => {
    const { user } = await subscribedUser('semester')
    const paid = billing.takeEvents().find((event) => event.type === 'invoice.paid')!
    const results = await Promise.all(Array.from({ length: 8 }, () => billing.deliver(paid)))
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200))
    expect(results.filter((result) => result.json.outcome === 'processed')).toHaveLength(1)
    expect(await count('payments', { user: { equals: user.id } })).toBe(1)
  })

  it('50 shuffled, duplicated lifecycles end in the state the fake Stripe holds', async () => {
    const targets = [['active'], ['active', 'past_due'], ['past_due', 'canceled'], ['active', 'canceled'], []] as const
    const users = []
    for (let index = 0; index < 50; index += 1) {
      const subscribed = await subscribedUser(index % 3 === 0 ? 'semester' : 'weekly_trial')
      for (const target of targets[index % targets.length]!)
        billing.fake.advanceSubscription(subscribed.subscriptionId, target)
      users.push(subscribed)
    }
    const events = billing.takeEvents()
    const deliveries = shuffle([...events, ...events.filter(() => Math.random() < 0.5)])
    // Out of order and some in parallel, as Stripe may deliver them.
    for (let index = 0; index < deliveries.length; index += 4) {
      const batch = deliveries.slice(index, index + 4)
      const statuses = await Promise.all(batch.map(async (event) => (await billing.deliver(event)).status))
      expect(statuses).toEqual(Array(batch.length).fill(200))
    }
    for (const { user, subscriptionId } of users) {
      const truth = billing.fake.getSubscription(subscriptionId)
      const mirrored = await billingOf(payload, user.id)
      expect(mirrored.subscriptionStatus).toBe(truth.status)
      expect(mirrored.plan).toBe(
        truth.status === 'canceled'
          ? 'free'
          : truth.items.data[0]!.price.id === process.env.STRIPE_PRICE_SEMESTER
            ? 'semester'
            : truth.status === 'trialing'
              ? 'weekly_trial'
              : 'weekly',
      )
    }
  }, 180_000)

  it.each([
    ['no signature', () => ({})],
    [
      'a wrong secret',
      (body: string) => ({
        'stripe-signature': billing.fake.signEvent(JSON.parse(body)).header.replace(/v1=\w+/, 'v1=' + '0'.repeat(64)),
      }),
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, headersFor) => {
    const { user } = await subscribedUser()
    const created = billing.takeEvents()[0]!
    const before = { events: await count('stripe-events'), billing: await billingOf(payload, user.id) }
    const body = JSON.stringify(created)
    const response = await rest('POST', '/stripe/webhook', {
      body,
      headers: { 'content-type': 'application/json', ...headersFor(body) },
    })
    expect(response.status).toBe(400)
    expect(await count('stripe-events')).toBe(before.events)
    expect(await billingOf(payload, user.id)).toEqual(before.billing)
  })

  it('refuses a stale signature (older than 300 s) and a tampered body', async () => {
    const { user } = await subscribedUser()
    const [created] = billing.takeEvents()
    const before = { events: await count('stripe-events'), billing: await billingOf(payload, user.id) }
    const stale = await billing.deliver(created!, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    expect(stale.status).toBe(400)
    const signed = billing.fake.signEvent(created!)
    const tampered = await rest('POST', '/stripe/webhook', {
      body: signed.payload.replace(/"livemode":\s*false/, '"livemode": true'),
      headers: { 'stripe-signature': signed.header, 'content-type': 'application/json' },
    })
    expect(tampered.status).toBe(400)
    expect(await count('stripe-events')).toBe(before.events)
    expect(await billingOf(payload, user.id)).toEqual(before.billing)
  })

  it('acknowledges unknown event types with 200 and ignores them', async () => {
    const event = billing.fake.buildEvent('charge.refunded' as never, { id: 'ch_123', object: 'charge' } as never)
    const before = await count('stripe-events')
    const response = await billing.deliver(event)
    expect(response.status).toBe(200)
    expect(response.json.outcome).toBe('ignored')
    expect(await count('stripe-events')).toBe(before)
  })

  it('answers 503 when webhooks are not configured', async () => {
    const secret = process.env.STRIPE_WEBHOOK_SECRET
    delete process.env.STRIPE_WEBHOOK_SECRET
    try {
      expect((await rest('POST', '/stripe/webhook', { body: '{}' })).status).toBe(503)
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = secret
    }
  })
})
