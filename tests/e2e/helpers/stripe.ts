import type { Page } from '@playwright/test'

import { fakeStripeJsSource } from '../../fakes/stripe/stripe-js'

/** The fake Stripe server scripts/e2e-server.mjs starts next to the app. */
export const FAKE_STRIPE_URL = `http://127.0.0.1:${process.env.E2E_FAKE_STRIPE_PORT || '3199'}`

/**
 * Serves the fake Stripe.js wherever the page asks for js.stripe.com, and keeps every other
 * Stripe host unreachable: the browser never talks to Stripe.
 */
export const routeStripe = async (page: Page) => {
  const source = fakeStripeJsSource(FAKE_STRIPE_URL)
  // Playwright tries the most recently added route first: the catch-all goes in before Stripe.js.
  await page.route(/https:\/\/([a-z0-9-]+\.)?(stripe\.com|stripe\.network)\//, (route) => route.abort())
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: source }),
  )
}
