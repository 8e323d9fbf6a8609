import { CHECKOUT_BILLING, CHECKOUT_PLAN_IDS, type CheckoutBilling, type SellablePlanId } from '../config/billing'
import { PLANS } from '../config/plans'

export type CheckoutSelection =
  | { isValid: true; plan: (typeof CHECKOUT_PLAN_IDS)[number]; billing: CheckoutBilling; purchase: SellablePlanId }
  | { isValid: false; plan: string }

/**
 * Reads checkout's query (spec §2): plan defaults to weekly_trial, billing to weekly; an unknown
 * plan is the Invalid Plan page, an unknown billing falls back to weekly. Semester billing buys the
 * semester plan whichever plan the link named.
 */
export const parseCheckoutQuery = (query: { plan?: string | null; billing?: string | null }): CheckoutSelection => {
  const plan = query.plan || 'weekly_trial'
  if (!(CHECKOUT_PLAN_IDS as readonly string[]).includes(plan)) return { isValid: false, plan }
  const billing = (CHECKOUT_BILLING as readonly string[]).includes(query.billing ?? '')
    ? (query.billing as CheckoutBilling)
    : plan === 'semester'
      ? 'semester'
      : 'weekly'
  return {
    isValid: true,
    plan: plan as (typeof CHECKOUT_PLAN_IDS)[number],
    billing,
    purchase: billing === 'semester' ? 'semester' : 'weekly_trial',
  }
}

/** The checkout a sign-up will continue to (its `redirect`), or null when it leads elsewhere. */
export const checkoutSelectionOf = (redirect: string | null | undefined) => {
  if (!redirect || !/^\/checkout(\?|$)/.test(redirect)) return null
  const query = new URLSearchParams(redirect.slice('/checkout'.length))
  const selection = parseCheckoutQuery({ plan: query.get('plan'), billing: query.get('billing') })
  return selection.isValid ? selection : null
}

export type OrderSummary = {
  dueTodayCents: number
  thenCents: number
  renewal: 'week' | 'threeMonths'
  trialHours: number | null
}

/** What the order summary shows, from the catalogue only. */
export const orderSummaryFor = (purchase: SellablePlanId): OrderSummary =>
  purchase === 'semester'
    ? {
        dueTodayCents: PLANS.semester.priceCents,
        thenCents: PLANS.semester.priceCents,
        renewal: 'threeMonths',
        trialHours: null,
      }
    : {
        dueTodayCents: PLANS.weekly_trial.trialPriceCents,
        thenCents: PLANS.weekly.priceCents,
        renewal: 'week',
        trialHours: PLANS.weekly_trial.trialHours,
      }

export const checkoutPath = (plan: string, billing: string) =>
  `/checkout?plan=${encodeURIComponent(plan)}&billing=${encodeURIComponent(billing)}`
