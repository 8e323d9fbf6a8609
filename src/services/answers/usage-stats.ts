import type { Payload } from 'payload'

import type { StatsPeriod } from '../../config/stats'
import { nextWeekStart, weekStart } from '../../lib/week'
import type { User } from '../../payload-types'
import { listReferrals } from '../accounts/public-user'
import { weeklyAllowance } from '../billing/current-subscription'
import { usedThisWeek } from '../quotas/weekly-usage'

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
const addMonths = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))

/**
 * The chart's buckets (UTC, like the quota week): the days of the quota week (Monday to Sunday,
 * the week the counter above the chart resets after), the last 8 weeks, the last 6 months, or
 * every month since the account was created (capped at five years).
 */
export const statsBuckets = (period: StatsPeriod, now: Date, createdAt: Date): Date[] => {
  const monday = weekStart(now).getTime()
  if (period === 'daily') return Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY_MS))
  if (period === 'weekly') return Array.from({ length: 8 }, (_, i) => new Date(monday - (7 - i) * 7 * DAY_MS))
  const thisMonth = monthStart(now)
  if (period === 'monthly') return Array.from({ length: 6 }, (_, i) => addMonths(thisMonth, i - 5))
  const first = monthStart(createdAt > now ? now : createdAt)
  const months = Math.min(
    60,
    (thisMonth.getUTCFullYear() - first.getUTCFullYear()) * 12 + thisMonth.getUTCMonth() - first.getUTCMonth() + 1,
  )
  return Array.from({ length: months }, (_, i) => addMonths(thisMonth, i - months + 1))
}

/** Counts each timestamp into the last bucket that starts at or before it. */
export const countIntoBuckets = (buckets: Date[], timestamps: Date[]) => {
  const counts = buckets.map(() => 0)
  for (const time of timestamps) {
    for (let i = buckets.length - 1; i >= 0; i -= 1) {
      if (time >= buckets[i]!) {
        counts[i]! += 1
        break
      }
    }
  }
  return buckets.map((bucket, i) => ({ date: isoDay(bucket), count: counts[i]! }))
}

const latestQuestionDate = async (payload: Payload, user: User) =>
  (
    await payload.find({
      collection: 'answers',
      where: { and: [{ user: { equals: user.id } }, { outcome: { not_equals: 'model_error' } }] },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
    })
  ).docs[0]?.createdAt ?? null

/** GET /api/user/stats: the Usage stats of spec §3 for one period. */
export const usageStats = async ({
  payload,
  user,
  period,
  now = new Date(),
}: {
  payload: Payload
  user: User
  period: StatsPeriod
  now?: Date
}) => {
  const buckets = statsBuckets(period, now, new Date(user.createdAt))
  // Counted questions only: an answer the model failed to give was handed back to the quota.
  const answers = await payload.find({
    collection: 'answers',
    where: {
      and: [
        { user: { equals: user.id } },
        { outcome: { not_equals: 'model_error' } },
        { createdAt: { greater_than_equal: buckets[0]!.toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    sort: 'createdAt',
    select: { createdAt: true },
    overrideAccess: true,
  })
  const [referrals, requestsCount] = await Promise.all([
    listReferrals({ payload, userId: user.id }),
    usedThisWeek({ payload, userId: user.id, now }),
  ])
  // The newest question is in the chart's range unless the student has been away longer.
  const lastRequestDate = answers.docs.at(-1)?.createdAt ?? (await latestQuestionDate(payload, user))
  const { isUnlimited, limit: requestLimit } = weeklyAllowance(user)
  return {
    period,
    totalQuestionsAsked: user.totalQuestionsAsked ?? 0,
    totalReferrals: referrals.length,
    requestLimit,
    isUnlimited,
    requestsCount,
    remainingRequests: isUnlimited ? null : Math.max(0, requestLimit - requestsCount),
    resetTime: nextWeekStart(now).toISOString(),
    createdAt: user.createdAt,
    lastRequestDate,
    usageData: countIntoBuckets(
      buckets,
      answers.docs.map((doc) => new Date(doc.createdAt)),
    ),
  }
}
