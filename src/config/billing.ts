import { PLANS } from './plans'

/** Stripe subscription statuses we store; `none` = never subscribed. */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** Statuses that carry the paid plan's benefits: unlimited answers and approved access. */
export const PAID_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active']
export const isPaidStatus = (status: string | null | undefined) =>
  PAID_STATUSES.includes((status ?? 'none') as SubscriptionStatus)

/** What checkout may sell (decisions.md): legacy plans are honoured but never sold. */
export const SELLABLE_PLAN_IDS = ['weekly_trial', 'weekly', 'semester'] as const
export type SellablePlanId = (typeof SELLABLE_PLAN_IDS)[number]

/** Checkout's `billing` query of spec §2 and the plan each value buys. */
export const CHECKOUT_BILLING = ['weekly', 'semester'] as const
export type CheckoutBilling = (typeof CHECKOUT_BILLING)[number]
export const CHECKOUT_PLAN_IDS = ['weekly_trial', 'semester'] as const

/** Billing-portal shortcuts: `cancel` opens on cancelling at the end of the period (paid → Free). */
export const PORTAL_FLOWS = ['cancel'] as const
export type PortalFlow = (typeof PORTAL_FLOWS)[number]

/** The Stripe prices the catalogue needs; ids come from configuration (`npm run stripe:setup` prints them). */
export const STRIPE_PRICES = {
  weekly: {
    env: 'STRIPE_PRICE_WEEKLY',
    lookupKey: 'studify_weekly',
    unitAmount: PLANS.weekly.priceCents,
    recurring: { interval: PLANS.weekly.interval, interval_count: PLANS.weekly.intervalCount },
  },
  semester: {
    env: 'STRIPE_PRICE_SEMESTER',
    lookupKey: 'studify_semester',
    unitAmount: PLANS.semester.priceCents,
    recurring: { interval: PLANS.semester.interval, interval_count: PLANS.semester.intervalCount },
  },
  trialFee: {
    env: 'STRIPE_PRICE_TRIAL_FEE',
    lookupKey: 'studify_trial_fee',
    unitAmount: PLANS.weekly_trial.trialPriceCents,
    recurring: null,
  },
} as const
export type StripePriceName = keyof typeof STRIPE_PRICES

export const TRIAL_PERIOD_DAYS = PLANS.weekly_trial.trialHours / 24

/** Affiliate programme (decisions.md): 30% for the customer's lifetime, Monday payouts, $50 minimum. */
export const AFFILIATE = {
  commissionRate: 0.3,
  minimumPayoutCents: 5000,
  payoutWeekday: 1,
} as const

/** Stripe's signature tolerance for webhooks, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300
