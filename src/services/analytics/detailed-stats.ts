import type { Payload } from 'payload'

import { ANALYTICS_PERIOD_DAYS, type AnalyticsPeriod } from '../../config/analytics'
import { toNumber } from '../db/raw-sql'
import type { DetailedStats, MetricKey, Metrics, SeriesPoint } from './contract'
import { dailySeriesRows } from './daily-series'
import {
  answerAggregates,
  feedbackAggregates,
  reportAggregates,
  retentionAggregates,
  subscriptionAggregates,
  userAggregates,
  type Window,
} from './detailed-stats-queries'

type WindowResult = { metrics: Metrics; noData: MetricKey[] }

const DAY_MS = 24 * 60 * 60 * 1000
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS)
const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))

/** Half away from zero, immune to binary fractions such as 1.005. */
const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor
}
/** A share in percent, 1 decimal; 0 when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole > 0 ? round((100 * part) / whole, 1) : 0)
const average = (total: number, count: number) => (count > 0 ? round(total / count, 1) : 0)

/**
 * The 22 metrics of one period, as defined in metric-definitions.ts: every count, sum and
 * average comes out of the database; only the final divisions and rounding happen here.
 */
const windowMetrics = async (
  payload: Payload,
  window: Window,
  subscriptionsOf: Promise<Awaited<ReturnType<typeof subscriptionAggregates>>[number]>,
): Promise<WindowResult> => {
  const [answers, feedback, reports, users, retention, subscriptions] = await Promise.all([
    answerAggregates(payload, window),
    feedbackAggregates(payload, window),
    reportAggregates(payload, window),
    userAggregates(payload, window),
    retentionAggregates(payload, window),
    subscriptionsOf,
  ])
  const mrrCents = Math.round(subscriptions.mrrCents)
  const divisors: Partial<Record<MetricKey, number>> = {
    avgQuestionsPerUser: answers.askers,
    trialConversionRate: subscriptions.trialsEnded,
    growthRateMoM: users.totalMonthBefore,
    retention7d: retention.cohort7d,
    retention30d: retention.cohort30d,
    churnRate: subscriptions.payingAtStart,
    avgResponseTime: answers.answered,
    accuracyRate: answers.answered,
    userSatisfaction: feedback.votes,
    errorRate: answers.questions,
  }
  const noData = (Object.keys(divisors) as MetricKey[]).filter((key) => !(divisors[key]! > 0))
  const metrics: Metrics = {
    activeUsers24h: answers.active24h,
    activeUsers7d: answers.active7d,
    avgDailyActiveUsers: average(answers.activeUserDays, window.days),
    totalQuestionsAsked: answers.questions,
    questionsToday: answers.questionsToday,
    avgQuestionsPerUser: average(answers.questions, answers.askers),
    totalUsers: users.total,
    freeUsers: users.total - subscriptions.paidUsers,
    paidUsers: subscriptions.paidUsers,
    monthlyRecurringRevenue: mrrCents / 100,
    annualRecurringRevenue: (mrrCents * 12) / 100,
    trialConversionRate: percent(subscriptions.trialsConverted, subscriptions.trialsEnded),
    newUsersToday: users.newToday,
    newUsers7d: users.new7d,
    growthRateMoM: percent(users.total - users.totalMonthBefore, users.totalMonthBefore),
    retention7d: percent(retention.retained7d, retention.cohort7d),
    retention30d: percent(retention.retained30d, retention.cohort30d),
    churnRate: percent(subscriptions.churned, subscriptions.payingAtStart),
    avgResponseTime: round(answers.meanLatencyMs / 1000, 2),
    accuracyRate: answers.answered > 0 ? Math.max(0, round(100 - (100 * reports.upheld) / answers.answered, 1)) : 0,
    userSatisfaction: percent(feedback.helpful, feedback.votes),
    errorRate: percent(answers.failed, answers.questions),
  }
  return { metrics, noData }
}

const windowEndingAt = (end: Date, days: number, endsNow: boolean): Window => ({
  start: daysBefore(end, days),
  end,
  days,
  todayStart: startOfUtcDay(end),
  endsNow,
})

/** The period's last `days` UTC calendar days (today so far included), one point each, gaps as zero. */
const dailySeries = async (payload: Payload, end: Date, days: number): Promise<SeriesPoint[]> => {
  const first = daysBefore(startOfUtcDay(end), days - 1)
  const rows = await dailySeriesRows(payload, { start: first.getTime(), end: end.getTime() })
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(first.getTime() + index * DAY_MS).toISOString().slice(0, 10)
    const row = rows.get(date)
    return {
      date,
      newUsers: row?.newUsers ?? 0,
      activeUsers: row?.activeUsers ?? 0,
      questions: row?.questions ?? 0,
      revenue: round(toNumber(row?.revenueCents) / 100, 2),
    }
  })
}

/**
 * GET /api/analytics/stats/detailed: the selected period (the last 7, 30 or 90 days ending at
 * `now`), the same metrics for the period before it, and the daily series for the charts.
 */
export const detailedStats = async ({
  payload,
  period,
  now = new Date(),
}: {
  payload: Payload
  period: AnalyticsPeriod
  now?: Date
}): Promise<DetailedStats> => {
  const days = ANALYTICS_PERIOD_DAYS[period]
  const current = windowEndingAt(now, days, true)
  const before = windowEndingAt(current.start, days, false)
  const subscriptions = subscriptionAggregates(payload, [current, before])
  const [metrics, previous, series] = await Promise.all([
    windowMetrics(
      payload,
      current,
      subscriptions.then(([of]) => of!),
    ),
    windowMetrics(
      payload,
      before,
      subscriptions.then(([, of]) => of!),
    ),
    dailySeries(payload, now, days),
  ])
  return {
    period,
    from: current.start.toISOString(),
    to: current.end.toISOString(),
    ...metrics.metrics,
    previous: previous.metrics,
    noData: metrics.noData,
    previousNoData: previous.noData,
    series,
  }
}
