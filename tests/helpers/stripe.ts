import type { Payload } from 'payload'
import Stripe from 'stripe'

import { setupCatalogue } from '@/services/billing/setup-catalogue'

import { type FakeEvent, startFakeStripe } from '../fakes/stripe'
import { rest } from './rest'

const ENV_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_API_BASE',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_WEEKLY',
  'STRIPE_PRICE_SEMESTER',
  'STRIPE_PRICE_TRIAL_FEE',
] as const

/**
 * The fake Stripe server with the app configured to use it, the catalogue created through the same
 * operation `npm run stripe:setup` runs, and events delivered by hand to the real webhook route.
 */
export const startBilling = async () => {
  const fake = await startFakeStripe({ autoDeliver: false })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_API_BASE: fake.url,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  })
  const stripe = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: 'http' })
  Object.assign(process.env, await setupCatalogue(stripe))
  return {
    fake,
    stripe,
    /** Every event the fake emitted since the last call, in emission order. */
    takeEvents: (() => {
      let seen = 0
      return () => {
        const fresh = fake.state.events.slice(seen)
        seen = fake.state.events.length
        return fresh as FakeEvent[]
      }
    })(),
    deliver: async (event: FakeEvent, { timestamp }: { timestamp?: number } = {}) => {
      const signed = fake.signEvent(event, timestamp)
      return rest('POST', '/stripe/webhook', {
        body: signed.payload,
        headers: { 'stripe-signature': signed.header, 'content-type': 'application/json' },
      })
    },
    stop: async () => {
      for (const key of ENV_KEYS) delete process.env[key]
      await fake.stop()
    },
  }
}
export type Billing = Awaited<ReturnType<typeof startBilling>>

export const billingOf = async (payload: Payload, userId: number) => {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  return { plan: user.plan, ...user.billing }
}
