import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

import type { FakeStripe } from '../../fakes/stripe'

/** The real SDK, pointed at the fake exactly the way the app's client is. */
export const sdkFor = (fake: FakeStripe, key: string = fake.secretKey): Stripe =>
  new Stripe(key, { host: fake.host, port: fake.port, protocol: 'http', maxNetworkRetries: 0 })

export type ReceivedWebhook = { event: Stripe.Event; payload: string; signature: string }

export type WebhookReceiver = {
  url: string
  received: ReceivedWebhook[]
  /** Every delivery whose signature did not verify; should stay empty. */
  rejected: string[]
  types: () => string[]
  /** What the endpoint answers (default 200), to test failed deliveries. */
  respondWith: (status: number) => void
  stop: () => Promise<void>
}

/** A stand-in for the app's webhook route: verifies each signature like the app must. */
export const startWebhookReceiver = async (secret: string): Promise<WebhookReceiver> => {
  const received: ReceivedWebhook[] = []
  const rejected: string[] = []
  let status = 200
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8')
      const signature = String(req.headers['stripe-signature'] ?? '')
      try {
        const event = Stripe.webhooks.constructEvent(payload, signature, secret)
        received.push({ event, payload, signature })
        res.writeHead(status).end()
      } catch (error) {
        rejected.push(error instanceof Error ? error.message : String(error))
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/stripe/webhook`,
    received,
    rejected,
    types: () => received.map((entry) => entry.event.type),
    respondWith: (next) => void (status = next),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type Catalog = { weekly: Stripe.Price; semester: Stripe.Price; trialFee: Stripe.Price }

/** The app's plans: $4.99/week, $32.95 every 3 months, and the $0.99 trial fee. */
export const seedCatalog = async (stripe: Stripe): Promise<Catalog> => {
  const product = await stripe.products.create({ name: 'Studify+' })
  const weekly = await stripe.prices.create({
    product: product.id,
    unit_amount: 499,
    currency: 'usd',
    recurring: { interval: 'week' },
    lookup_key: 'weekly',
  })
  const semester = await stripe.prices.create({
    product: product.id,
    unit_amount: 3295,
    currency: 'usd',
    recurring: { interval: 'month', interval_count: 3 },
    lookup_key: 'semester',
  })
  const trialFee = await stripe.prices.create({
    product_data: { name: 'Trial' },
    unit_amount: 99,
    currency: 'usd',
    lookup_key: 'weekly_trial_fee',
  })
  return { weekly, semester, trialFee }
}

/** Latest invoice of a subscription created with `expand: ['latest_invoice.confirmation_secret']`. */
export const latestInvoice = (subscription: Stripe.Subscription): Stripe.Invoice => {
  const invoice = subscription.latest_invoice
  if (!invoice || typeof invoice === 'string') throw new Error('latest_invoice was not expanded')
  return invoice
}

export const intentIdFromSecret = (clientSecret: string): string =>
  clientSecret.slice(0, clientSecret.indexOf('_secret_'))
