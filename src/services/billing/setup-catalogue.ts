import type Stripe from 'stripe'

import { CURRENCY } from '../../config/plans'
import { STRIPE_PRICES, type StripePriceName } from '../../config/billing'

const PRODUCT_NAMES: Record<StripePriceName, string> = {
  weekly: 'Studify+ Weekly',
  semester: 'Studify+ Semester',
  trialFee: 'Studify+ 72-hour trial',
}

/**
 * Creates (or finds, by lookup key) the products and prices of the plan catalogue in a Stripe
 * account, and returns the environment lines to configure the app with. Safe to run twice.
 */
export const setupCatalogue = async (stripe: Stripe): Promise<Record<string, string>> => {
  const names = Object.keys(STRIPE_PRICES) as StripePriceName[]
  const existing = await stripe.prices.list({
    lookup_keys: names.map((name) => STRIPE_PRICES[name].lookupKey),
    limit: 100,
  })
  const env: Record<string, string> = {}
  for (const name of names) {
    const spec = STRIPE_PRICES[name]
    const found = existing.data.find(
      (price) => price.lookup_key === spec.lookupKey && price.unit_amount === spec.unitAmount,
    )
    const price =
      found ??
      (await stripe.prices.create(
        {
          currency: CURRENCY,
          unit_amount: spec.unitAmount,
          lookup_key: spec.lookupKey,
          transfer_lookup_key: true,
          product_data: { name: PRODUCT_NAMES[name] },
          ...(spec.recurring ? { recurring: spec.recurring } : {}),
        },
        { idempotencyKey: `catalogue-${spec.lookupKey}-${spec.unitAmount}` },
      ))
    env[spec.env] = price.id
  }
  return env
}
