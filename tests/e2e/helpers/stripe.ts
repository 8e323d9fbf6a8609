import type { Page } from '@playwright/test'

import { fakeStripeJsSource } from '../../fakes/stripe/stripe-js'

/** The fake Stripe server scripts/e2e-server.mjs starts next to the app. */
export const FAKE_STRIPE_URL = `http://127.0.0.1:${process.env.E2E_FAKE_STRIPE_PORT || '3199'}`

/** Where Stripe.js sends its API calls; the Content-Security-Policy allows exactly this origin. */
const STRIPE_API = 'https://api.stripe.com'

/**
 * Serves the fake Stripe.js wherever the page asks for js.stripe.com and forwards its calls to
 * api.stripe.com to the fake server, so the browser sees Stripe's own origins (the site's CSP is
 * exercised as in production); every other Stripe host stays unreachable.
 */
export const routeStripe = async (page: Page) => {
  const source = fakeStripeJsSource(STRIPE_API)
  // Playwright tries the most recently added route first: the catch-all goes in before the others.
  await page.route(/https:\/\/([a-z0-9-]+\.)?(stripe\.com|stripe\.network)\//, (route) => route.abort())
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: source }),
  )
  await page.route(`${STRIPE_API}/**`, async (route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: `${FAKE_STRIPE_URL}${url.pathname}${url.search}` })
    await route.fulfill({ response })
  })
}
