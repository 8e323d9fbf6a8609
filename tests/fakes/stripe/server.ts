import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { resumeDuePauses } from './billing/pause-collection'
import { authenticatePaymentIntent } from './billing/payments'
import { payInvoice } from './billing/renewals'
import type { FakeContext } from './context'
import {
  advanceSubscription,
  type AdvanceOptions,
  type AdvanceTarget,
  createPaidInvoice,
  type PaidInvoiceInput,
  trialWillEnd,
} from './control'
import { resourceMissing } from './errors'
import { EventBus, type SignedPayload } from './events'
import { createRequestHandler } from './handler'
import { completeCheckoutSession, type CheckoutCompletion } from './resources/checkout'
import { completeConnectOnboarding } from './resources/connect'
import { getPaymentIntent } from './resources/payment-intents'
import { authenticateSetupIntent, getSetupIntent } from './resources/setup-intents'
import { ROUTES } from './routes'
import { type DeliveryRecord, type FakeStats, type FakeStripeState, Store } from './store'
import { fakeStripeJsSource } from './stripe-js'
import type {
  ApiObject,
  EventType,
  FakeAccount,
  FakeCheckoutSession,
  FakeCustomer,
  FakeEvent,
  FakeInvoice,
  FakePaymentIntent,
  FakeSetupIntent,
  FakeSubscription,
} from './types'

export type FakeStripeOptions = {
  /** Where events are POSTed, signed with `webhookSecret`; settable later with `setWebhookUrl`. */
  webhookUrl?: string
  webhookSecret?: string
  /** Deliver each event as it happens (default true); otherwise use `deliverEvent`. */
  autoDeliver?: boolean
  /** A fixed port (browser tests need a known address); any free port by default. */
  port?: number
}

export type FakeStripe = {
  url: string
  host: string
  port: number
  secretKey: 'sk_test_fake'
  publishableKey: 'pk_test_fake'
  webhookSecret: string
  /** Serves `fakeStripeJsSource(url)`: route https://js.stripe.com/* here in browser tests. */
  stripeJsUrl: string
  /** Live, read-only view of everything the fake holds (maps of objects, events, deliveries, requests). */
  state: FakeStripeState
  readonly stats: FakeStats
  stop(): Promise<void>
  /** Forgets every object, event, delivery, request and idempotency key. */
  reset(): void
  setWebhookUrl(url: string | null): void
  setAutoDeliver(enabled: boolean): void
  /**
   * Pins the fake's clock (unix seconds) for deterministic periods; `null` follows real time again.
   * Scheduled changes that are then due happen at once (a paused collection past `resumes_at` resumes).
   */
  setClock(unixSeconds: number | null): void
  flushWebhooks(): Promise<DeliveryRecord[]>
  deliverEvent(event: FakeEvent | string, url?: string): Promise<DeliveryRecord>
  buildEvent(type: EventType, object: ApiObject | string, previousAttributes?: Record<string, unknown>): FakeEvent
  emitEvent(type: EventType, object: ApiObject | string, previousAttributes?: Record<string, unknown>): FakeEvent
  signEvent(event: FakeEvent | string, timestamp?: number): SignedPayload
  advanceSubscription(id: string, to: AdvanceTarget, options?: AdvanceOptions): FakeSubscription
  trialWillEnd(subscriptionId: string): FakeEvent
  payInvoice(invoiceId: string): FakeInvoice
  createPaidInvoice(input: PaidInvoiceInput): FakeInvoice
  authenticatePaymentIntent(id: string, result?: 'succeed' | 'fail'): FakePaymentIntent
  authenticateSetupIntent(id: string, result?: 'succeed' | 'fail'): FakeSetupIntent
  completeConnectOnboarding(accountId: string): FakeAccount
  completeCheckoutSession(input: CheckoutCompletion): FakeCheckoutSession
  getSubscription(id: string): FakeSubscription
  getInvoice(id: string): FakeInvoice
  getCustomer(id: string): FakeCustomer
  getPaymentIntent(id: string): FakePaymentIntent
  stripeJsSource(): string
}

const SECRET_KEY = 'sk_test_fake'
const PUBLISHABLE_KEY = 'pk_test_fake'

export const startFakeStripe = async (options: FakeStripeOptions = {}): Promise<FakeStripe> => {
  const store = new Store()
  const events = new EventBus(store, options.webhookSecret ?? 'whsec_fake', {
    webhookUrl: options.webhookUrl,
    autoDeliver: options.autoDeliver,
  })
  let base = ''
  const fake: FakeContext = { store, events, baseUrl: () => base }
  const { handle, idempotency } = createRequestHandler(fake, ROUTES, {
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
  })
  const server = createServer((req, res) => {
    // Stripe's scheduled work (paused collections reaching resumes_at) is due before any answer.
    resumeDuePauses(fake)
    void handle(req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`

  /**
   * Control helpers hand out full copies (includable fields like an invoice's confirmation_secret
   * too): tests must not change state behind the API's back.
   */
  const copy = <T>(value: T): T => structuredClone(value)
  const find = <T>(map: Map<string, T>, resource: string, id: string): T => {
    const value = map.get(id)
    if (!value) throw resourceMissing(resource, id)
    return value
  }
  const objectOf = (object: ApiObject | string): ApiObject => {
    if (typeof object !== 'string') return object
    const found = store.find(object)
    if (!found) throw resourceMissing('object', object)
    return found
  }

  return {
    url: base,
    host: '127.0.0.1',
    port,
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: events.webhookSecret,
    stripeJsUrl: `${base}/__fake/stripe.js`,
    state: store,
    get stats() {
      return { ...store.stats }
    },
    stop: async () => {
      await events.flush()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
    reset: () => {
      store.reset()
      idempotency.clear()
    },
    setWebhookUrl: (url) => void (events.webhookUrl = url),
    setAutoDeliver: (enabled) => void (events.autoDeliver = enabled),
    setClock: (unixSeconds) => {
      store.setClock(unixSeconds)
      resumeDuePauses(fake)
    },
    flushWebhooks: () => events.flush(),
    deliverEvent: (event, url) => {
      const found = typeof event === 'string' ? store.events.find((candidate) => candidate.id === event) : event
      if (!found) throw resourceMissing('event', String(event))
      return events.deliver(found, url ?? events.webhookUrl)
    },
    buildEvent: (type, object, previous) => events.build(type, objectOf(object), previous),
    emitEvent: (type, object, previous) => events.emit(type, objectOf(object), previous),
    signEvent: (event, timestamp) => events.sign(event, timestamp),
    advanceSubscription: (id, to, advanceOptions) => copy(advanceSubscription(fake, id, to, advanceOptions)),
    trialWillEnd: (id) => trialWillEnd(fake, id),
    payInvoice: (id) => copy(payInvoice(fake, find(store.invoices, 'invoice', id))),
    createPaidInvoice: (input) => copy(createPaidInvoice(fake, input)),
    authenticatePaymentIntent: (id, result = 'succeed') =>
      copy(authenticatePaymentIntent(fake, getPaymentIntent(fake, id), result)),
    authenticateSetupIntent: (id, result = 'succeed') =>
      copy(authenticateSetupIntent(fake, getSetupIntent(fake, id), result)),
    completeConnectOnboarding: (id) => copy(completeConnectOnboarding(fake, id)),
    completeCheckoutSession: (input) => copy(completeCheckoutSession(fake, input)),
    getSubscription: (id) => copy(find(store.subscriptions, 'subscription', id)),
    getInvoice: (id) => copy(find(store.invoices, 'invoice', id)),
    getCustomer: (id) => copy(find(store.customers, 'customer', id)),
    getPaymentIntent: (id) => copy(find(store.paymentIntents, 'payment_intent', id)),
    stripeJsSource: () => fakeStripeJsSource(base),
  }
}
