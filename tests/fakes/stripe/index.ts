/**
 * A local, stateful stand-in for Stripe that the real `stripe` SDK talks to, plus a fake Stripe.js.
 *
 *   const fake = await startFakeStripe({ webhookUrl: 'http://localhost:3100/api/stripe/webhook' })
 *   const stripe = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: 'http' })
 *   // browser tests: page.route('https://js.stripe.com/**', (r) => r.fulfill({ contentType: 'application/javascript', body: fake.stripeJsSource() }))
 *   fake.advanceSubscription(subscriptionId, 'active'); await fake.flushWebhooks(); await fake.stop()
 */
export { TEST_CARDS, type CardBehaviour, type TestCard } from './cards'
export type { AdvanceOptions, AdvanceTarget, PaidInvoiceInput } from './control'
export { API_VERSION, type SignedPayload } from './events'
export type { CheckoutCompletion } from './resources/checkout'
export { startFakeStripe, type FakeStripe, type FakeStripeOptions } from './server'
export type { DeliveryRecord, FakeStats, FakeStripeState, RequestRecord } from './store'
export { fakeStripeJsSource } from './stripe-js'
export type * from './types'
