import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../../fakes/stripe'
import { sdkFor, seedCatalog, startWebhookReceiver, type Catalog, type WebhookReceiver } from './stripe-helpers'

let fake: FakeStripe
let stripe: Stripe
let receiver: WebhookReceiver
let catalog: Catalog

const WEEK = 7 * 24 * 3600

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: 'whsec_pause' })
  receiver = await startWebhookReceiver('whsec_pause')
  fake.setWebhookUrl(receiver.url)
  stripe = sdkFor(fake)
})
afterAll(async () => {
  await fake.stop()
  await receiver.stop()
})
beforeEach(async () => {
  fake.setClock(null)
  fake.reset()
  catalog = await seedCatalog(stripe)
  await fake.flushWebhooks()
  receiver.received.length = 0
})

/** A paid semester subscription, as the app's checkout leaves it. */
const semester = async () => {
  const customer = await stripe.customers.create({})
  const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalog.semester.id }],
    default_payment_method: method.id,
  })
  await fake.flushWebhooks()
  receiver.received.length = 0
  return subscription
}

const updates = async () => {
  await fake.flushWebhooks()
  return receiver.received
    .filter((entry) => entry.event.type === 'customer.subscription.updated')
    .map((entry) => entry.event as Stripe.CustomerSubscriptionUpdatedEvent)
}

describe('pause_collection', () => {
  it('pauses collection (status stays active) and lifts it with an empty value, one update event each', async () => {
    const subscription = await semester()
    const resumesAt = fake.state.now() + 3 * WEEK
    const paused = await stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    })
    expect(paused).toMatchObject({ status: 'active', pause_collection: { behavior: 'void', resumes_at: resumesAt } })
    const resumed = await stripe.subscriptions.update(subscription.id, { pause_collection: '' })
    expect(resumed.pause_collection).toBeNull()
    const events = await updates()
    expect(events.map((event) => event.data.previous_attributes)).toEqual([
      { pause_collection: null },
      { pause_collection: { behavior: 'void', resumes_at: resumesAt } },
    ])
    // Stripe's paused/resumed events belong to the `paused` status, not to paused collection.
    expect(receiver.types()).not.toContain('customer.subscription.paused')
  })

  it('refuses an unknown behavior, a missing one and a resume date in the past, changing nothing', async () => {
    const subscription = await semester()
    const attempts: Stripe.SubscriptionUpdateParams['pause_collection'][] = [
      { behavior: 'later' as 'void' },
      { resumes_at: fake.state.now() + WEEK } as never,
      { behavior: 'void', resumes_at: fake.state.now() - 60 },
    ]
    for (const pause_collection of attempts) {
      const error = await stripe.subscriptions.update(subscription.id, { pause_collection }).catch((caught) => caught)
      expect(error).toMatchObject({ type: 'StripeInvalidRequestError' })
    }
    expect((await stripe.subscriptions.retrieve(subscription.id)).pause_collection).toBeNull()
    expect(await updates()).toEqual([])
  })

  it('never charges a renewal while paused: void voids it, mark_uncollectible writes it off', async () => {
    for (const behavior of ['void', 'mark_uncollectible'] as const) {
      const subscription = await semester()
      await stripe.subscriptions.update(subscription.id, { pause_collection: { behavior } })
      const renewed = fake.advanceSubscription(subscription.id, 'active')
      const invoice = fake.getInvoice(renewed.latest_invoice as string)
      expect(invoice).toMatchObject({ status: behavior === 'void' ? 'void' : 'uncollectible', amount_paid: 0 })
      expect(renewed.status).toBe('active')
    }
    await fake.flushWebhooks()
    expect(receiver.types()).not.toContain('invoice.paid')
  })

  it('resumes by itself once the clock reaches resumes_at', async () => {
    const subscription = await semester()
    const resumesAt = fake.state.now() + 2 * WEEK
    await stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    })
    fake.setClock(resumesAt - 1)
    expect(fake.getSubscription(subscription.id).pause_collection).not.toBeNull()
    fake.setClock(resumesAt)
    expect(fake.getSubscription(subscription.id).pause_collection).toBeNull()
    const events = await updates()
    expect(events.at(-1)!.data.previous_attributes).toEqual({
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    })
  })
})

describe('restarting a period with credit (how a pause is settled)', () => {
  it('billing_cycle_anchor[type]=now starts a new period now and bills it, paid first from the credit balance', async () => {
    const subscription = await semester()
    const price = catalog.semester.unit_amount!
    const credit = await stripe.customers.createBalanceTransaction(subscription.customer as string, {
      amount: -1_000,
      currency: 'usd',
      description: 'unused days',
    })
    expect(credit).toMatchObject({ object: 'customer_balance_transaction', type: 'adjustment', ending_balance: -1_000 })
    fake.setClock(fake.state.now() + 3 * WEEK)
    const restarted = await stripe.subscriptions.update(subscription.id, {
      billing_cycle_anchor: { type: 'now' },
      proration_behavior: 'none',
    })
    expect(restarted.items.data[0]!.current_period_start).toBe(fake.state.now())
    const invoice = fake.getInvoice(restarted.latest_invoice as string)
    expect(invoice).toMatchObject({
      status: 'paid',
      total: price,
      starting_balance: -1_000,
      ending_balance: 0,
      amount_paid: price - 1_000,
    })
    expect(fake.getCustomer(subscription.customer as string).balance).toBe(0)
    const transactions = await stripe.customers.listBalanceTransactions(subscription.customer as string)
    expect(transactions.data.map((transaction) => [transaction.type, transaction.amount])).toEqual([
      ['applied_to_invoice', 1_000],
      ['adjustment', -1_000],
    ])
  })

  it('a credit larger than the bill pays it all and the rest stays for the next one', async () => {
    const subscription = await semester()
    const price = catalog.semester.unit_amount!
    await stripe.customers.createBalanceTransaction(subscription.customer as string, {
      amount: -(price + 500),
      currency: 'usd',
    })
    const restarted = await stripe.subscriptions.update(subscription.id, {
      billing_cycle_anchor: { type: 'now' },
      proration_behavior: 'none',
    })
    expect(fake.getInvoice(restarted.latest_invoice as string)).toMatchObject({ status: 'paid', amount_paid: 0 })
    expect(fake.getCustomer(subscription.customer as string).balance).toBe(-500)
  })

  it('refuses the string form of billing_cycle_anchor, prorations it cannot compute, and a zero adjustment', async () => {
    const subscription = await semester()
    const attempts = [
      () => stripe.subscriptions.update(subscription.id, { billing_cycle_anchor: 'now' as never }),
      () => stripe.subscriptions.update(subscription.id, { billing_cycle_anchor: { type: 'now' } }),
      () => stripe.subscriptions.update(subscription.id, { billing_cycle_anchor: { type: 'later' } }),
      () => stripe.customers.createBalanceTransaction(subscription.customer as string, { amount: 0, currency: 'usd' }),
    ]
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ type: 'StripeInvalidRequestError' })
    }
    expect(fake.getSubscription(subscription.id).latest_invoice).toBe(subscription.latest_invoice)
  })
})
