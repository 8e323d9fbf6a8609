import { type SellablePlanId, STRIPE_PRICES, type StripePriceName } from '../../config/billing'
import type { UserPlanId } from '../../config/plans'
import { AppError } from '../../lib/errors/app-error'

export const priceId = (name: StripePriceName, env: NodeJS.ProcessEnv = process.env): string => {
  const id = env[STRIPE_PRICES[name].env]
  if (!id) throw new AppError('unavailable', 'Payments are not set up yet. Please try again later.')
  return id
}

/** The recurring price a sellable plan subscribes to, and the one-off trial fee when it has one. */
export const subscriptionPricesFor = (plan: SellablePlanId, env: NodeJS.ProcessEnv = process.env) => ({
  recurring: priceId(plan === 'semester' ? 'semester' : 'weekly', env),
  trialFee: plan === 'weekly_trial' ? priceId('trialFee', env) : null,
})

/**
 * The plan a Stripe subscription stands for, from its price: a weekly price in its trial is the
 * weekly trial. Unknown prices (an older price list) count as the legacy Studify+ plan.
 */
export const planForPrice = (
  price: string | null | undefined,
  status: string,
  env: NodeJS.ProcessEnv = process.env,
): UserPlanId => {
  if (price && price === env[STRIPE_PRICES.semester.env]) return 'semester'
  if (price && price === env[STRIPE_PRICES.weekly.env]) return status === 'trialing' ? 'weekly_trial' : 'weekly'
  return 'pro_monthly'
}
