/**
 * Runs the fake Stripe server for browser tests and local demos: creates the plan catalogue in it
 * (the same operation `npm run stripe:setup` runs) and prints the app's Stripe environment as
 * one line, `FAKE_STRIPE_READY {json}`, then serves until killed.
 */
import Stripe from 'stripe'

import { setupCatalogue } from '../../../src/services/billing/setup-catalogue'
import { startFakeStripe } from './server'

const port = Number(process.env.FAKE_STRIPE_PORT || 0)
const fake = await startFakeStripe({ webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL, port }).catch(
  (error: NodeJS.ErrnoException) => {
    console.error(`fake Stripe: cannot listen on port ${port} (${error.code ?? error.message})`)
    process.exit(1)
  },
)
const stripe = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: 'http' })
const prices = await setupCatalogue(stripe)
const env = {
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_API_BASE: fake.url,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
  ...prices,
}
console.log(`FAKE_STRIPE_READY ${JSON.stringify(env)}`)

const stop = async () => {
  await fake.stop()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
