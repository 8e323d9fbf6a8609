/**
 * `npm run stripe:setup`: creates the catalogue's products and prices in the Stripe account of
 * STRIPE_SECRET_KEY (use a test-mode key) and prints the price ids to put in the environment.
 */
import { setupCatalogue } from '../src/services/billing/setup-catalogue'
import { stripeClient, stripeConfigFromEnv } from '../src/services/billing/stripe-client'

const config = stripeConfigFromEnv()
if (!config) {
  console.error('Set STRIPE_SECRET_KEY (a test-mode key, sk_test_…) first.')
  process.exit(1)
}
if (!config.secretKey.startsWith('sk_test_') && process.env.STRIPE_SETUP_LIVE !== '1') {
  console.error('Refusing to write to a live account; set STRIPE_SETUP_LIVE=1 if you really mean it.')
  process.exit(1)
}
const env = await setupCatalogue(stripeClient(config))
console.log('# Add these to your environment (.env):')
for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`)
