import { isPaidStatus } from './billing'
import type { UserPlanId } from './plans'

/**
 * Pausing a subscription over a break (issue 18): Stripe's `pause_collection` with a resume date.
 *
 * - Only the semester plan pauses. The weekly plan (and its trial) bills one week at a time, so a
 *   student on a break simply cancels and subscribes again; legacy plans are honoured, not extended.
 * - Whole weeks, 1 to 8, from today: the resume day is a calendar date (UTC), and billing and
 *   premium access resume at 00:00 UTC that day (Stripe clears `pause_collection` at `resumes_at`).
 * - While paused nothing is charged (invoices Stripe would send are voided) and premium access is
 *   paused with it: the account has the free allowance until the resume day, or until it resumes early.
 * - Nothing paid is lost and nothing unpaid is given: when the plan resumes (on the day, or early), a
 *   new semester starts that day and is billed in full, less the part of the paid semester still
 *   unused when the pause began (a Stripe customer credit). A renewal voided during the pause is
 *   therefore never served for free. The pause's start and that credit travel in the subscription's
 *   metadata (`PAUSE_METADATA`), so whichever server receives the resume webhook can settle it.
 * - A paused subscription contributes nothing to MRR (services/analytics/detailed-stats-queries).
 */
export const SUBSCRIPTION_PAUSE = {
  pausablePlans: ['semester'] as readonly UserPlanId[],
  minWeeks: 1,
  maxWeeks: 8,
  /** What Stripe does with the invoices of a paused period: `void` = nothing is ever charged for them. */
  behavior: 'void',
} as const

/** Keys of the subscription metadata that carry an unsettled pause (cleared when it is settled). */
export const PAUSE_METADATA = { pausedAt: 'pausedAt', creditCents: 'pauseCreditCents' } as const

export type PauseMarker = { pausedAt: number; creditCents: number }

/** The pause a subscription's metadata records, or null when there is none (or it is malformed). */
export const pauseMarkerOf = (metadata: Record<string, string> | null | undefined): PauseMarker | null => {
  const pausedAt = Number(metadata?.[PAUSE_METADATA.pausedAt])
  const creditCents = Number(metadata?.[PAUSE_METADATA.creditCents] ?? 0)
  if (!Number.isSafeInteger(pausedAt) || pausedAt <= 0) return null
  return { pausedAt, creditCents: Number.isSafeInteger(creditCents) && creditCents > 0 ? creditCents : 0 }
}

/**
 * What is left, in cents, of a period paid `paidCents` for, from `at` to its end (unix seconds):
 * its share of the time, rounded down so the credit never exceeds what was paid.
 */
export const unusedPaidCents = ({
  paidCents,
  periodStart,
  periodEnd,
  at,
}: {
  paidCents: number
  periodStart: number
  periodEnd: number
  at: number
}): number => {
  if (paidCents <= 0 || periodEnd <= periodStart || at >= periodEnd) return 0
  const share = (periodEnd - Math.max(at, periodStart)) / (periodEnd - periodStart)
  return Math.floor(paidCents * share)
}

const DAY_MS = 24 * 60 * 60 * 1000
const WEEK_DAYS = 7

export const canPausePlan = (plan: UserPlanId) => SUBSCRIPTION_PAUSE.pausablePlans.includes(plan)

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10)

/** 00:00 UTC of a YYYY-MM-DD day: the instant billing and access resume. */
export const resumeInstant = (resumeOn: string): Date => new Date(`${resumeOn}T00:00:00.000Z`)

/** The resume days a student can choose today: one per whole week, 1…8 weeks from today (UTC). */
export const resumeDayChoices = (now: Date = new Date()): { weeks: number; resumeOn: string }[] => {
  const today = resumeInstant(utcDay(now)).getTime()
  return Array.from({ length: SUBSCRIPTION_PAUSE.maxWeeks - SUBSCRIPTION_PAUSE.minWeeks + 1 }, (_, index) => {
    const weeks = SUBSCRIPTION_PAUSE.minWeeks + index
    return { weeks, resumeOn: utcDay(new Date(today + weeks * WEEK_DAYS * DAY_MS)) }
  })
}

/** Whether a resume day is after today and at most `maxWeeks` weeks away (any day in between is accepted). */
export const isResumeDayAllowed = (resumeOn: string, now: Date = new Date()): boolean => {
  const choices = resumeDayChoices(now)
  const tomorrow = utcDay(new Date(resumeInstant(utcDay(now)).getTime() + DAY_MS))
  return resumeOn >= tomorrow && resumeOn <= choices[choices.length - 1]!.resumeOn
}

/** Whether collection is paused at `now`: a resume instant still ahead. A past one has resumed already. */
export const isCollectionPaused = (pausedUntil: string | null | undefined, now: Date = new Date()): boolean =>
  Boolean(pausedUntil && new Date(pausedUntil).getTime() > now.getTime())

type BillingState = { subscriptionStatus?: string | null; pausedUntil?: string | null } | null | undefined

/** Premium benefits (unlimited answers and essays): a paid status whose collection is not paused. */
export const hasPremiumAccess = (billing: BillingState, now: Date = new Date()): boolean =>
  isPaidStatus(billing?.subscriptionStatus) && !isCollectionPaused(billing?.pausedUntil, now)
