// The `pure` entry loads Stripe.js only when asked: the package's main entry also starts a load of
// its own as soon as it is imported, so a page where Stripe.js is blocked tried it twice over (four
// requests, each its own wait) before it could say so.
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'

let stripePromise: Promise<Stripe | null> | null = null

/**
 * Stripe.js, loaded once per page with the publishable key the server reports; null when payments
 * are not set up. A failed load is not cached, so a later attempt can succeed.
 */
export const loadStripeOnce = (): Promise<Stripe | null> => {
  stripePromise ??= fetch('/api/billing/config')
    .then((response) => response.json() as Promise<{ publishableKey: string | null }>)
    .then(({ publishableKey }) => (publishableKey ? loadStripe(publishableKey) : null))
    .catch((error: unknown) => {
      stripePromise = null
      throw error
    })
  return stripePromise
}
