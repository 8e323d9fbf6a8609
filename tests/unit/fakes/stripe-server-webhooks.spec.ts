import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../../fakes/stripe'
import { sdkFor, seedCatalog, startWebhookReceiver, type WebhookReceiver } from './stripe-helpers'

const SECRET = 'whsec_webhooks_spec'

let fake: FakeStripe
let stripe: Stripe
let receiver: WebhookReceiver

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET)
  fake = await startFakeStripe({ webhookUrl: receiver.url, webhookSecret: SECRET })
  stripe = sdkFor(fake)
})
afterAll(async () => {
  await fake.stop()
  await receiver.stop()
})
beforeEach(() => {
  fake.reset()
  fake.setWebhookUrl(receiver.url)
  fake.setAutoDeliver(true)
  receiver.received.length = 0
  receiver.rejected.length = 0
  receiver.respondWith(200)
})
afterEach(() => fake.setClock(null))

const subscribe = async (options: Stripe.RequestOptions = {}) => {
  const { weekly } = await seedCatalog(stripe)
  const customer = await stripe.customers.create({})
  return stripe.subscriptions.create({ customer: customer.id, items: [{ price: weekly.id }] }, options)
}

describe('webhook delivery', () => {
  it('posts signed events that stripe.webhooks.constructEvent accepts', async () => {
    const subscription = await subscribe({ idempotencyKey: 'create-sub-1' })
    const results = await fake.flushWebhooks()
    expect(results).toEqual([expect.objectContaining({ type: 'customer.subscription.created', status: 200 })])
    expect(receiver.rejected).toEqual([])

    const [{ event, signature }] = receiver.received as [(typeof receiver.received)[number]]
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(event).toMatchObject({
      object: 'event',
      type: 'customer.subscription.created',
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: expect.stringMatching(/^req_/), idempotency_key: 'create-sub-1' },
      data: { object: { id: subscription.id, object: 'subscription', status: 'incomplete' } },
    })
    expect(event.id).toMatch(/^evt_/)
    expect(fake.state.deliveries).toEqual([expect.objectContaining({ eventId: event.id, status: 200 })])
  })

  it('records what the endpoint answered, including failures', async () => {
    receiver.respondWith(500)
    await subscribe()
    expect(await fake.flushWebhooks()).toEqual([expect.objectContaining({ status: 500 })])

    fake.setWebhookUrl('http://127.0.0.1:9/unreachable')
    fake.emitEvent('customer.subscription.updated', [...fake.state.subscriptions.values()][0]?.id ?? '')
    const [unreachable] = await fake.flushWebhooks()
    expect(unreachable).toMatchObject({ status: 0, error: expect.any(String) })
  })

  it('signs with the configured secret only', async () => {
    const other = await startFakeStripe({ webhookUrl: receiver.url, webhookSecret: 'whsec_someone_else' })
    const customer = await sdkFor(other).customers.create({})
    other.emitEvent('customer.subscription.trial_will_end', customer.id)
    expect(await other.flushWebhooks()).toEqual([expect.objectContaining({ status: 400 })])
    expect(receiver.rejected[0]).toMatch(/signature/i)
    await other.stop()
  })

  it('holds events back when auto-delivery is off, for tests that deliver by hand', async () => {
    fake.setAutoDeliver(false)
    await subscribe()
    expect(await fake.flushWebhooks()).toEqual([])
    const [event] = fake.state.events
    expect(event?.type).toBe('customer.subscription.created')
    // A duplicate delivery, as Stripe may send: the app must handle the same event id twice.
    await fake.deliverEvent(event?.id ?? '')
    await fake.deliverEvent(event?.id ?? '')
    expect(receiver.received.map((entry) => entry.event.id)).toEqual([event?.id, event?.id])
  })
})

describe('hand-made events', () => {
  it('builds and signs events that tests can shuffle and replay', async () => {
    fake.setClock(1_800_000_000)
    const subscription = await subscribe()
    const built = fake.buildEvent('customer.subscription.deleted', subscription.id)
    expect(built).toMatchObject({ created: 1_800_000_000, request: { id: null, idempotency_key: null } })
    expect(fake.state.events.some((event) => event.id === built.id)).toBe(false)

    const { payload, header } = fake.signEvent(built)
    const verified = Stripe.webhooks.constructEvent(payload, header, SECRET)
    expect(verified).toMatchObject({ id: built.id, type: 'customer.subscription.deleted' })

    const tampered = payload.replace(subscription.id, 'sub_someone_else')
    expect(() => Stripe.webhooks.constructEvent(tampered, header, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
  })

  it('emits checkout.session.completed only through its control helper', async () => {
    const customer = await stripe.customers.create({})
    const session = fake.completeCheckoutSession({
      customer: customer.id,
      amountTotal: 99,
      clientReferenceId: 'user-5',
    })
    expect(session).toMatchObject({ object: 'checkout.session', status: 'complete', payment_status: 'paid' })
    await fake.flushWebhooks()
    expect(receiver.received.at(-1)?.event).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: session.id, client_reference_id: 'user-5', amount_total: 99 } },
    })
  })
})
