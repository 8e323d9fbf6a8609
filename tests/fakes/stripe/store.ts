import { randomBytes } from 'node:crypto'

import type { CardBehaviour } from './cards'

import type {
  ApiObject,
  FakeAccount,
  FakeBalanceTransaction,
  FakeCheckoutSession,
  FakeCustomer,
  FakeEvent,
  FakeInvoice,
  FakePaymentIntent,
  FakePaymentMethod,
  FakePortalSession,
  FakePrice,
  FakeProduct,
  FakeSetupIntent,
  FakeSubscription,
} from './types'

export type DeliveryRecord = {
  eventId: string
  type: string
  /** HTTP status of the webhook endpoint's answer, or 0 when it could not be reached. */
  status: number
  error?: string
  deliveredAt: number
}

export type RequestRecord = {
  method: string
  path: string
  status: number
  idempotencyKey: string | null
  replayed: boolean
}

export type FakeStats = {
  /** Every API request the fake answered (control routes included). */
  requests: number
  /** POST/DELETE requests that ran their handler (i.e. not replays). */
  applied: number
  /** Requests answered from the idempotency cache without side effects. */
  idempotentReplays: number
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Real Stripe ids are a prefix plus 14–24 base62 characters; apps sometimes validate that shape. */
export const randomToken = (length = 24): string =>
  Array.from(randomBytes(length), (byte) => BASE62[byte % BASE62.length]).join('')

/** The well-known prefix of each stored collection, so `expand[]` can find any object by its id. */
const COLLECTION_BY_PREFIX = {
  cus: 'customers',
  pm: 'paymentMethods',
  prod: 'products',
  price: 'prices',
  sub: 'subscriptions',
  in: 'invoices',
  pi: 'paymentIntents',
  seti: 'setupIntents',
  acct: 'accounts',
  bps: 'portalSessions',
  cs: 'checkoutSessions',
  cbtxn: 'balanceTransactions',
} as const

type CollectionName = (typeof COLLECTION_BY_PREFIX)[keyof typeof COLLECTION_BY_PREFIX]

export class Store {
  customers = new Map<string, FakeCustomer>()
  deletedCustomers = new Set<string>()
  paymentMethods = new Map<string, FakePaymentMethod>()
  products = new Map<string, FakeProduct>()
  prices = new Map<string, FakePrice>()
  subscriptions = new Map<string, FakeSubscription>()
  invoices = new Map<string, FakeInvoice>()
  paymentIntents = new Map<string, FakePaymentIntent>()
  setupIntents = new Map<string, FakeSetupIntent>()
  accounts = new Map<string, FakeAccount>()
  portalSessions = new Map<string, FakePortalSession>()
  checkoutSessions = new Map<string, FakeCheckoutSession>()
  balanceTransactions = new Map<string, FakeBalanceTransaction>()
  events: FakeEvent[] = []
  deliveries: DeliveryRecord[] = []
  requests: RequestRecord[] = []
  stats: FakeStats = { requests: 0, applied: 0, idempotentReplays: 0 }
  /** PaymentIntents no longer point at their invoice in this API version; the fake still needs the link. */
  invoiceByPaymentIntent = new Map<string, string>()
  /** How each stored card behaves when charged; the PaymentMethod shape has no room for it. */
  cardBehaviour = new Map<string, CardBehaviour>()

  private frozenNow: number | null = null
  private invoiceCounter = 0

  newId(prefix: string): string {
    return `${prefix}_${randomToken(prefix === 'evt' || prefix === 'sub' ? 24 : 14)}`
  }

  nextInvoiceNumber(): string {
    this.invoiceCounter += 1
    return `FAKE-${String(this.invoiceCounter).padStart(4, '0')}`
  }

  /** Unix seconds; tests may pin the clock to make periods and `created` deterministic. */
  now(): number {
    return this.frozenNow ?? Math.floor(Date.now() / 1000)
  }

  setClock(unixSeconds: number | null): void {
    this.frozenNow = unixSeconds
  }

  find(id: string): ApiObject | undefined {
    const prefix = id.slice(0, id.indexOf('_')) as keyof typeof COLLECTION_BY_PREFIX
    const name: CollectionName | undefined = COLLECTION_BY_PREFIX[prefix]
    if (name) return this[name].get(id)
    if (id.startsWith('evt_')) return this.events.find((event) => event.id === id)
    return undefined
  }

  reset(): void {
    for (const name of Object.values(COLLECTION_BY_PREFIX)) this[name].clear()
    this.deletedCustomers.clear()
    this.invoiceByPaymentIntent.clear()
    this.cardBehaviour.clear()
    this.events = []
    this.deliveries = []
    this.requests = []
    this.stats = { requests: 0, applied: 0, idempotentReplays: 0 }
    this.invoiceCounter = 0
  }
}

type ReadonlyView<T> = T extends Map<infer K, infer V> ? ReadonlyMap<K, V> : T extends (infer E)[] ? readonly E[] : T

/** Read-only view handed to tests: assertions may look, only the API and control helpers may change. */
export type FakeStripeState = {
  readonly [K in Exclude<keyof Store, 'newId' | 'nextInvoiceNumber' | 'setClock' | 'reset'>]: ReadonlyView<Store[K]>
}
