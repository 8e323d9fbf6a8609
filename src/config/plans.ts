import { FREE_WEEKLY_REQUEST_LIMIT, REQUESTS_PER_REFERRAL } from './limits'
import { isLocale, textDirection } from './locales'
import { isAdminAreaRole } from './roles'

/**
 * The plan catalogue: every price, interval and limit the product shows or charges.
 * Pages, e-mails, CMS copy placeholders and tests read these numbers, never literals.
 * Amounts are in US cents.
 */
export const CURRENCY = 'usd'

export const PLANS = {
  free: { id: 'free', weeklyRequestLimit: FREE_WEEKLY_REQUEST_LIMIT, priceCents: 0 },
  weekly_trial: { id: 'weekly_trial', trialPriceCents: 99, trialHours: 72, convertsTo: 'weekly' },
  weekly: { id: 'weekly', priceCents: 499, interval: 'week', intervalCount: 1 },
  semester: {
    id: 'semester',
    priceCents: 3295,
    interval: 'month',
    intervalCount: 3,
    compareAtCents: 5990,
    savingsPercent: 45,
  },
} as const

/** Plan ids seen on subscriptions from earlier price lists: accepted, shown as Studify+, never sold. */
export const LEGACY_PLAN_IDS = ['pro_monthly', 'pro_yearly'] as const

/** Every plan a user record may carry; `onboarding` = signed up, trial not set up yet (decisions.md). */
export const USER_PLAN_IDS = ['onboarding', 'free', 'weekly_trial', 'weekly', 'semester', ...LEGACY_PLAN_IDS] as const
export type UserPlanId = (typeof USER_PLAN_IDS)[number]
export const INITIAL_PLAN: UserPlanId = 'onboarding'

/**
 * The free plan is chosen, not bought (decisions.md): only an account that has chosen nothing yet
 * moves to it by itself. A paid plan reaches Free by cancelling in the billing portal, at the end
 * of its period (the subscription's end moves the plan, see billing/sync-subscription).
 */
export const FREE_PLAN_SOURCES: readonly UserPlanId[] = [INITIAL_PLAN]
export const canChooseFreePlan = (plan: UserPlanId) => FREE_PLAN_SOURCES.includes(plan)

/** The plans a sign-up may start on by itself: Free, chosen before the account exists ("Sign up free"). */
export const SIGNUP_PLAN_IDS = ['free'] as const
export type SignupPlanId = (typeof SIGNUP_PLAN_IDS)[number]
export const isSignupPlan = (value: unknown): value is SignupPlanId =>
  (SIGNUP_PLAN_IDS as readonly unknown[]).includes(value)
/** Where "Sign up free" leads: sign-up with the free plan already chosen. */
export const FREE_SIGNUP_PATH = '/signup?plan=free'

export const REFUND_WINDOW_DAYS = 3

/** Where every "start your trial" button leads (spec §2). */
/**
 * Whether the site header offers "Complete trial setup": a student who has not chosen a plan yet.
 * Staff accounts (admin, editor, contributor) are not students, whatever their plan field says
 * (issue 34 item 11).
 */
export const showsTrialSetup = (user: { plan?: string | null; role?: string | null }): boolean =>
  user.plan === INITIAL_PLAN && !isAdminAreaRole(user.role)

export const TRIAL_CHECKOUT_PATH = '/checkout?plan=weekly_trial&billing=weekly'

/** The plan choice (trial or free) a new account sees when sign-up has nowhere else to go. */
export const PLAN_CHOICE_PATH = '/pricing'

const WEEKS_PER_SEMESTER = 12
export const semesterWeeklyCents = (): number => Math.round(PLANS.semester.priceCents / WEEKS_PER_SEMESTER)
/** The semester's regular price per week: what its weekly price is struck against (like with like). */
export const semesterCompareAtWeeklyCents = (): number => Math.round(PLANS.semester.compareAtCents / WEEKS_PER_SEMESTER)

export const formatUsd = (cents: number, locale: string): string => {
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100)
  // In right-to-left text the "$" of "US$" is a neutral that drifts to the far side ("$US 2.75"):
  // a left-to-right mark after it keeps the sign with its letters.
  return isLocale(locale) && textDirection(locale) === 'rtl' ? price.replace(/\$(?!\u200e)/, '$&\u200e') : price
}

/** Values for the `{placeholders}` editors may use in CMS copy (FAQ answers, pricing text). */
export const contentPlaceholders = (locale: string): Record<string, string> => ({
  trialPrice: formatUsd(PLANS.weekly_trial.trialPriceCents, locale),
  trialHours: String(PLANS.weekly_trial.trialHours),
  weeklyPrice: formatUsd(PLANS.weekly.priceCents, locale),
  semesterPrice: formatUsd(PLANS.semester.priceCents, locale),
  semesterWeeklyPrice: formatUsd(semesterWeeklyCents(), locale),
  semesterCompareAtPrice: formatUsd(PLANS.semester.compareAtCents, locale),
  semesterSavingsPercent: String(PLANS.semester.savingsPercent),
  refundDays: String(REFUND_WINDOW_DAYS),
  freeRequests: String(FREE_WEEKLY_REQUEST_LIMIT),
  referralBonus: String(REQUESTS_PER_REFERRAL),
})

/** Replaces `{name}` with its value; unknown names are left as written so editors notice them. */
export const fillPlaceholders = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
