import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../../fakes/stripe'
import { sdkFor, seedCatalog } from './stripe-helpers'

let fake: FakeStripe
let stripe: Stripe

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = sdkFor(fake)
})
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

describe('customers', () => {
  it('creates, retrieves, updates, lists by email and deletes', async () => {
    const created = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { userId: '5' } })
    expect(created).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { userId: '5' },
    })
    expect(created.id).toMatch(/^cus_[0-9A-Za-z]{14}$/)

    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: created.id })
    const updated = await stripe.customers.update(created.id, {
      invoice_settings: { default_payment_method: method.id },
      metadata: { userId: '', plan: 'weekly' },
    })
    expect(updated.invoice_settings.default_payment_method).toBe(method.id)
    expect(updated.metadata).toEqual({ plan: 'weekly' })

    const expanded = await stripe.customers.retrieve(created.id, {
      expand: ['invoice_settings.default_payment_method'],
    })
    expect((expanded as Stripe.Customer).invoice_settings.default_payment_method).toMatchObject({
      id: method.id,
      card: { last4: '4242' },
    })

    await stripe.customers.create({ email: 'other@example.com' })
    const list = await stripe.customers.list({ email: 'ada@example.com' })
    expect(list).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' })
    expect(list.data.map((customer) => customer.id)).toEqual([created.id])

    expect(await stripe.customers.del(created.id)).toMatchObject({ id: created.id, deleted: true })
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({ id: created.id, deleted: true })
  })

  it('answers unknown ids with 404 resource_missing', async () => {
    const error = await stripe.customers.retrieve('cus_nope').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nope'",
    })
  })

  it('validates required parameters like Stripe', async () => {
    const error = await stripe.subscriptions.create({ items: [] } as never).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'customer' })
  })

  it('pages through lists with the SDK auto-pagination', async () => {
    for (let i = 0; i < 12; i += 1) await stripe.customers.create({ email: `user${i}@example.com` })
    const firstPage = await stripe.customers.list({ limit: 5 })
    expect(firstPage.has_more).toBe(true)
    const all = await stripe.customers.list({ limit: 5 }).autoPagingToArray({ limit: 100 })
    expect(all).toHaveLength(12)
    expect(new Set(all.map((customer) => customer.id)).size).toBe(12)
  })
})

describe('authentication', () => {
  it('rejects a wrong secret key with a 401', async () => {
    const error = await sdkFor(fake, 'sk_test_wrong_key_123')
      .customers.list()
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 })
  })

  it('lets the publishable key create payment methods but nothing server-side', async () => {
    const browser = sdkFor(fake, fake.publishableKey)
    const method = await browser.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242' })
    const error = await browser.customers.create({ email: 'x@example.com' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 })
  })

  it('answers CORS preflights for the browser script', async () => {
    const response = await fetch(`${fake.url}/v1/payment_methods`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('idempotency-key')
  })

  it('answers unknown URLs with Stripe-shaped 404s', async () => {
    const response = await fetch(`${fake.url}/v1/nothing`, { headers: { authorization: `Bearer ${fake.secretKey}` } })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } })
  })
})

describe('payment methods', () => {
  it('creates from test tokens and numbers, attaches, lists and detaches', async () => {
    const customer = await stripe.customers.create({ email: 'pm@example.com' })
    const byToken = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_threeDSecure2Required' } })
    expect(byToken.card).toMatchObject({ last4: '3184', brand: 'visa' })
    const byNumber = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '5555555555554444', exp_month: 12, exp_year: 2040, cvc: '123' },
      billing_details: { name: 'Ada Lovelace' },
    })
    expect(byNumber).toMatchObject({
      card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2040 },
      billing_details: { name: 'Ada Lovelace' },
      customer: null,
    })

    await stripe.paymentMethods.attach(byNumber.id, { customer: customer.id })
    await stripe.paymentMethods.attach(byToken.id, { customer: customer.id })
    const listed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })
    expect(listed.data.map((method) => method.id)).toEqual([byNumber.id, byToken.id])
    const viaCustomer = await stripe.customers.listPaymentMethods(customer.id)
    expect(viaCustomer.data).toHaveLength(2)

    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: byNumber.id } })
    expect((await stripe.paymentMethods.detach(byNumber.id)).customer).toBeNull()
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer
    expect(after.invoice_settings.default_payment_method).toBeNull()
  })

  it('rejects numbers that fail the Luhn check and unknown tokens', async () => {
    const bad = await stripe.paymentMethods
      .create({ type: 'card', card: { number: '4242424242424241', exp_month: 1, exp_year: 2040 } })
      .catch((caught: unknown) => caught)
    expect(bad).toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'incorrect_number' })
    const token = await stripe.paymentMethods
      .create({ type: 'card', card: { token: 'tok_nope' } })
      .catch((caught: unknown) => caught)
    expect(token).toMatchObject({ statusCode: 404, code: 'resource_missing' })
  })
})

describe('products and prices', () => {
  it('creates the catalogue and finds prices by lookup key', async () => {
    const { weekly, semester, trialFee } = await seedCatalog(stripe)
    expect(weekly).toMatchObject({
      type: 'recurring',
      recurring: { interval: 'week', interval_count: 1 },
      unit_amount: 499,
    })
    expect(trialFee).toMatchObject({ type: 'one_time', recurring: null })

    const found = await stripe.prices.list({ lookup_keys: ['weekly', 'semester'], expand: ['data.product'] })
    expect(found.data.map((price) => price.id).sort()).toEqual([weekly.id, semester.id].sort())
    expect(found.data[0]?.product).toMatchObject({ object: 'product', name: 'Studify+' })

    const retrieved = await stripe.prices.retrieve(weekly.id)
    expect(retrieved.lookup_key).toBe('weekly')
    expect((await stripe.products.list()).data).toHaveLength(2)
  })

  it('keeps lookup keys unique unless transfer_lookup_key is set', async () => {
    const { weekly } = await seedCatalog(stripe)
    const again = {
      product: String(weekly.product),
      unit_amount: 599,
      currency: 'usd',
      recurring: { interval: 'week' as const },
    }
    const error = await stripe.prices.create({ ...again, lookup_key: 'weekly' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 400, param: 'lookup_key' })
    const moved = await stripe.prices.create({ ...again, lookup_key: 'weekly', transfer_lookup_key: true })
    expect((await stripe.prices.list({ lookup_keys: ['weekly'] })).data.map((price) => price.id)).toEqual([moved.id])
    expect((await stripe.prices.retrieve(weekly.id)).lookup_key).toBeNull()
  })
})

describe('idempotency', () => {
  it('replays the first response for a repeated key without a second effect', async () => {
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'signup-42' })
    const second = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'signup-42' })
    expect(second.id).toBe(first.id)
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true')
    expect(fake.state.customers.size).toBe(1)
    expect(fake.stats).toMatchObject({ applied: 1, idempotentReplays: 1 })
  })

  it('gives one effect for concurrent requests with the same key', async () => {
    const customer = await stripe.customers.create({ email: 'race@example.com' })
    const { weekly } = await seedCatalog(stripe)
    const attempts = Array.from({ length: 5 }, () =>
      stripe.subscriptions.create(
        { customer: customer.id, items: [{ price: weekly.id }], payment_behavior: 'default_incomplete' },
        { idempotencyKey: 'checkout-race' },
      ),
    )
    const results = await Promise.all(attempts)
    expect(new Set(results.map((subscription) => subscription.id)).size).toBe(1)
    expect(fake.state.subscriptions.size).toBe(1)
    expect(fake.stats.idempotentReplays).toBe(4)
  })

  it('refuses a key reused with other parameters and does not keep validation errors', async () => {
    await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' })
    const error = await stripe.customers
      .create({ email: 'b@example.com' }, { idempotencyKey: 'key-1' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 })

    const invalid = { customer: 'cus_missing', items: [{ price: 'price_missing' }] }
    await expect(stripe.subscriptions.create(invalid, { idempotencyKey: 'key-2' })).rejects.toMatchObject({
      statusCode: 404,
    })
    await expect(stripe.subscriptions.create(invalid, { idempotencyKey: 'key-2' })).rejects.toMatchObject({
      statusCode: 404,
    })
    expect(fake.stats.idempotentReplays).toBe(0)
  })
})

describe('expansion', () => {
  it('rejects paths that do not exist', async () => {
    const customer = await stripe.customers.create({})
    const error = await stripe.customers.retrieve(customer.id, { expand: ['nope'] }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 400, param: 'expand' })
  })
})

describe('billing portal', () => {
  it('creates a session whose page links back to the app', async () => {
    const customer = await stripe.customers.create({ email: 'portal@example.com' })
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/account',
    })
    expect(session).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'http://app.test/account',
    })
    expect(session.url).toBe(`${fake.url}/__fake/portal/${session.id}`)
    const html = await (await fetch(session.url)).text()
    expect(html).toContain('href="http://app.test/account"')
  })
})

describe('Connect', () => {
  it('onboards an Express account through its account link', async () => {
    const account = await stripe.accounts.create({
      type: 'express',
      email: 'tutor@example.com',
      metadata: { userId: '9' },
      capabilities: { transfers: { requested: true } },
    })
    expect(account).toMatchObject({ payouts_enabled: false, details_submitted: false, charges_enabled: false })
    expect(account.capabilities).toEqual({ transfers: 'inactive' })

    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'http://app.test/refresh',
      return_url: 'http://app.test/return',
      type: 'account_onboarding',
    })
    expect(link).toMatchObject({ object: 'account_link' })
    const response = await fetch(link.url, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('http://app.test/return')

    const onboarded = await stripe.accounts.retrieve(account.id)
    expect(onboarded).toMatchObject({
      details_submitted: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
    })
  })

  it('has a control helper for onboarding without a browser', async () => {
    const account = await stripe.accounts.create({ type: 'express' })
    expect(fake.completeConnectOnboarding(account.id)).toMatchObject({ payouts_enabled: true, details_submitted: true })
  })
})

describe('events', () => {
  it('lists and retrieves recorded events', async () => {
    const customer = await stripe.customers.create({})
    const { weekly } = await seedCatalog(stripe)
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: weekly.id }] })
    const events = await stripe.events.list({ type: 'customer.subscription.*' })
    expect(events.data.map((event) => event.type)).toEqual(['customer.subscription.created'])
    const event = await stripe.events.retrieve(events.data[0]?.id ?? '')
    expect(event).toMatchObject({
      api_version: '2026-10-28.endive',
      livemode: false,
      data: { object: { id: subscription.id } },
    })
  })
})
