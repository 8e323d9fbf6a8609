import { PLAN_CHOICE_PATH } from '../config/plans'
import { safeRedirect } from './safe-redirect'

/** Session-storage keys kept across sign-up (spec §3). */
export const SIGNUP_STORAGE_KEYS = {
  selectedPlan: 'selectedPlan',
  checkoutPlan: 'checkoutPlan',
  checkoutBilling: 'checkoutBilling',
} as const

type Storage = Pick<globalThis.Storage, 'getItem' | 'removeItem'>

const billingForPlanName = (plan: string) =>
  plan.includes('yearly') ? 'yearly' : plan.includes('semester') ? 'semester' : 'monthly'

/**
 * Where to go after sign-up (spec §4), in order: a stored selectedPlan → the dashboard for Free
 * (already chosen at sign-up), checkout with its billing for a paid one; else a stored checkoutPlan → checkout with the stored billing (default monthly); else
 * the redirect target; and with none of these, the plan choice (trial or free, decisions.md)
 * rather than the home page. Stored values are cleared as they are used.
 */
export const postSignupDestination = (storage: Storage, redirectTarget: string | null | undefined): string => {
  const selectedPlan = storage.getItem(SIGNUP_STORAGE_KEYS.selectedPlan)
  if (selectedPlan === 'free') {
    // The account was created on Free (the sign-up sent the choice): nothing is left to choose.
    storage.removeItem(SIGNUP_STORAGE_KEYS.selectedPlan)
    const target = safeRedirect(redirectTarget)
    return target === '/' ? '/dashboard' : target
  }
  if (selectedPlan) {
    storage.removeItem(SIGNUP_STORAGE_KEYS.selectedPlan)
    return `/checkout?plan=${encodeURIComponent(selectedPlan)}&billing=${billingForPlanName(selectedPlan)}`
  }
  const checkoutPlan = storage.getItem(SIGNUP_STORAGE_KEYS.checkoutPlan)
  if (checkoutPlan) {
    const billing = storage.getItem(SIGNUP_STORAGE_KEYS.checkoutBilling) || 'monthly'
    storage.removeItem(SIGNUP_STORAGE_KEYS.checkoutPlan)
    storage.removeItem(SIGNUP_STORAGE_KEYS.checkoutBilling)
    return `/checkout?plan=${encodeURIComponent(checkoutPlan)}&billing=${encodeURIComponent(billing)}`
  }
  const target = safeRedirect(redirectTarget)
  // No target (or only the home page, sign-up's default, or one that is not ours): choose a plan.
  return target === '/' ? PLAN_CHOICE_PATH : target
}
