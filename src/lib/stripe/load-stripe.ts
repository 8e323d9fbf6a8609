import { loadStripe, type Stripe } from '@stripe/stripe-js'

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
