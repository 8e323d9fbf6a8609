import Stripe from 'stripe'

import { render } from './render'
import type { DeliveryRecord, Store } from './store'
import type { ApiObject, EventType, FakeEvent } from './types'

export const API_VERSION = '2026-10-28.endive'

const DELIVERY_TIMEOUT_MS = 15_000

export type SignedPayload = { payload: string; header: string }

export type RequestInfo = { id: string | null; idempotency_key: string | null }

/** `account` marks Connect events (they concern a connected account, e.g. `account.updated`). */
export type EventOptions = { account?: string }

/**
 * Creates Stripe events for every state change and delivers them, signed, to the app's webhook URL.
 * Deliveries run one after another in creation order (like a single Stripe endpoint usually sees them);
 * tests that need shuffled or repeated deliveries build and sign events themselves.
 */
export class EventBus {
  webhookUrl: string | null
  autoDeliver: boolean
  /** Set by the server while a request runs, so events carry `request.id` / `idempotency_key`. */
  currentRequest: RequestInfo | null = null

  private queue: Promise<unknown> = Promise.resolve()
  private inFlight = new Set<Promise<DeliveryRecord>>()

  constructor(
    private readonly store: Store,
    readonly webhookSecret: string,
    options: { webhookUrl?: string | null; autoDeliver?: boolean } = {},
  ) {
    this.webhookUrl = options.webhookUrl ?? null
    this.autoDeliver = options.autoDeliver ?? true
  }

  /** A well-formed event that is neither recorded nor delivered. */
  build(
    type: EventType,
    object: ApiObject,
    previousAttributes?: Record<string, unknown>,
    options: EventOptions = {},
  ): FakeEvent {
    const snapshot = render(object, [], (id) => this.store.find(id)) as Record<string, unknown>
    return {
      id: this.store.newId('evt'),
      object: 'event',
      ...(options.account ? { account: options.account } : {}),
      api_version: API_VERSION,
      created: this.store.now(),
      data: previousAttributes ? { object: snapshot, previous_attributes: previousAttributes } : { object: snapshot },
      livemode: false,
      pending_webhooks: 1,
      request: this.currentRequest ?? { id: null, idempotency_key: null },
      type,
    }
  }

  /** Records the event (GET /v1/events sees it) and delivers it when auto-delivery is on. */
  emit(
    type: EventType,
    object: ApiObject,
    previousAttributes?: Record<string, unknown>,
    options: EventOptions = {},
  ): FakeEvent {
    const event = this.build(type, object, previousAttributes, options)
    this.store.events.push(event)
    if (this.autoDeliver && this.webhookUrl) void this.deliver(event)
    return event
  }

  sign(eventOrPayload: FakeEvent | string, timestamp?: number): SignedPayload {
    const payload = typeof eventOrPayload === 'string' ? eventOrPayload : JSON.stringify(eventOrPayload, null, 2)
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret, timestamp })
    return { payload, header }
  }

  /** Queues one signed POST to the webhook URL; resolves with its recorded result. */
  deliver(event: FakeEvent, url = this.webhookUrl): Promise<DeliveryRecord> {
    const run = async (): Promise<DeliveryRecord> => {
      const base = { eventId: event.id, type: event.type }
      if (!url) return this.record({ ...base, status: 0, error: 'no webhook URL set' })
      const { payload, header } = this.sign(event)
      try {
        const response = await fetch(url, {
          method: 'POST',
          body: payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': header, 'user-agent': 'Stripe/1.0' },
          // Stripe gives up on slow endpoints too; a hung handler must not stall every later delivery.
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        })
        await response.arrayBuffer()
        return this.record({ ...base, status: response.status })
      } catch (error) {
        return this.record({ ...base, status: 0, error: error instanceof Error ? error.message : String(error) })
      }
    }
    // A macrotask first, so the API response that caused the event leaves before the webhook.
    const delivery = this.queue.then(() => new Promise((resolve) => setImmediate(resolve))).then(run)
    this.queue = delivery.catch(() => undefined)
    this.inFlight.add(delivery)
    void delivery.finally(() => this.inFlight.delete(delivery))
    return delivery
  }

  /** Waits for every queued delivery, including ones queued meanwhile; returns their results in order. */
  async flush(): Promise<DeliveryRecord[]> {
    const seen = new Set<Promise<DeliveryRecord>>()
    const results: DeliveryRecord[] = []
    for (;;) {
      const pending = [...this.inFlight].filter((delivery) => !seen.has(delivery))
      if (pending.length === 0) return results
      pending.forEach((delivery) => seen.add(delivery))
      for (const outcome of await Promise.allSettled(pending)) {
        if (outcome.status === 'fulfilled') results.push(outcome.value)
      }
    }
  }

  private record(result: Omit<DeliveryRecord, 'deliveredAt'>): DeliveryRecord {
    const entry = { ...result, deliveredAt: Date.now() }
    this.store.deliveries.push(entry)
    return entry
  }
}
