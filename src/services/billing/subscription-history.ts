import { type Payload, ValidationError } from 'payload'
import type Stripe from 'stripe'

import { isPaidStatus, type SubscriptionStatus } from '../../config/billing'
import type { UserPlanId } from '../../config/plans'

const WEEKS_PER_YEAR = 52
const DAYS_PER_YEAR = 365
const MONTHS_PER_YEAR = 12

/** A recurring price as a monthly amount (weekly × 52 / 12, a 3-month semester ÷ 3), in cents. */
export const monthlyCents = (price: Pick<Stripe.Price, 'unit_amount' | 'recurring'> | null | undefined): number => {
  if (!price?.recurring || !price.unit_amount) return 0
  const { interval, interval_count: count } = price.recurring
  const perInterval = price.unit_amount / Math.max(1, count)
  if (interval === 'week') return (perInterval * WEEKS_PER_YEAR) / MONTHS_PER_YEAR
  if (interval === 'day') return (perInterval * DAYS_PER_YEAR) / MONTHS_PER_YEAR
  if (interval === 'year') return perInterval / MONTHS_PER_YEAR
  return perInterval
}

const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null)

/** When a paused collection resumes (Stripe clears `pause_collection` at `resumes_at`); null when not paused. */
export const pausedUntilOf = (subscription: Stripe.Subscription): string | null =>
  isoOf(subscription.pause_collection?.resumes_at)

const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired', 'unpaid']

/**
 * Mirrors one Stripe subscription as a history row (upsert by its id): when it started, when a
 * trial turned paid, when it ended. Out-of-order syncs keep the earliest conversion and end.
 */
export const recordSubscription = async ({
  payload,
  subscription,
  userId,
  plan,
}: {
  payload: Payload
  subscription: Stripe.Subscription
  userId: number
  plan: UserPlanId
}) => {
  const status = subscription.status as SubscriptionStatus
  const existing = (
    await payload.find({
      collection: 'subscriptions',
      where: { stripeSubscriptionId: { equals: subscription.id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  const isConverted = status === 'active' && Boolean(subscription.trial_end)
  const now = new Date().toISOString()
  // Stripe does not say when a pause began: the first sync that sees it does (a changed date keeps it).
  const pausedUntil = pausedUntilOf(subscription)
  const endedAt = ENDED_STATUSES.includes(status)
    ? (existing?.endedAt ?? isoOf(subscription.ended_at ?? subscription.canceled_at) ?? now)
    : null
  const data = {
    stripeSubscriptionId: subscription.id,
    user: userId,
    plan,
    status,
    monthlyAmountCents: monthlyCents(subscription.items.data[0]?.price),
    startedAt: isoOf(subscription.start_date ?? subscription.created)!,
    trialEndsAt: isoOf(subscription.trial_end),
    convertedAt: existing?.convertedAt ?? (isConverted ? now : null),
    endedAt: isPaidStatus(status) ? null : endedAt,
    pausedAt: pausedUntil ? (existing?.pausedAt ?? now) : null,
    pausedUntil,
  }
  if (existing) {
    await payload.update({ collection: 'subscriptions', id: existing.id, data, overrideAccess: true })
    return
  }
  try {
    await payload.create({ collection: 'subscriptions', data, overrideAccess: true })
  } catch (error) {
    // A concurrent sync of the same subscription created the row first (unique id, reported as a
    // ValidationError on every engine): update that one.
    if (!(error instanceof ValidationError)) throw error
    await payload.update({
      collection: 'subscriptions',
      where: { stripeSubscriptionId: { equals: subscription.id } },
      data,
      overrideAccess: true,
    })
  }
}
