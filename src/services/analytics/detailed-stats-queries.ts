import type { Payload } from 'payload'

import { queryRows, toNumber, type SqlEngine } from '../db/raw-sql'

/** A period [start, end) and the UTC midnight that starts the day of its end. */
export type Window = { start: Date; end: Date; days: number; todayStart: Date }

type SqlTag = Parameters<Parameters<typeof queryRows>[1]>[0]
type Row = Record<string, unknown>

const DAY_MS = 24 * 60 * 60 * 1000
const before = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS)

/**
 * An instant as an SQL value: PostgreSQL compares `timestamptz` (the cast spares it guessing the
 * parameter's type inside CASE), SQLite compares Payload's ISO-8601 UTC text, which sorts as time.
 */
const instant = (sql: SqlTag, engine: SqlEngine) => (date: Date) =>
  engine === 'postgres' ? sql`CAST(${date.toISOString()} AS timestamptz)` : sql`${date.toISOString()}`

/** The UTC calendar day of a date column, as YYYY-MM-DD. */
const utcDay = (sql: SqlTag, engine: SqlEngine, column: 'created_at' | 'paid_at') =>
  engine === 'postgres'
    ? sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`)
    : sql.raw(`substr(${column}, 1, 10)`)

const one = async (payload: Payload, build: Parameters<typeof queryRows>[1]) =>
  (await queryRows<Row>(payload, build))[0] ?? {}

const numbers = <K extends string>(row: Row, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, toNumber(row[key])])) as Record<K, number>

/** Questions of the period: counts, askers (overall, last 24 h, last 7 days, per 24-hour day), outcomes, latency. */
export const answerAggregates = async (payload: Payload, { start, end, todayStart }: Window) => {
  const row = await one(payload, (sql, engine) => {
    const at = instant(sql, engine)
    // Which 24-hour day of the period (0 = the last) a question falls in, paired with its asker.
    const dayAndUser =
      engine === 'postgres'
        ? sql`(floor(extract(epoch FROM (${at(end)} - created_at)) / 86400)::bigint * 4294967296 + user_id)`
        : sql`(CAST(julianday(${at(end)}) - julianday(created_at) AS INTEGER) * 4294967296 + user_id)`
    return sql`SELECT COUNT(*) AS questions,
        COUNT(DISTINCT user_id) AS askers,
        COUNT(DISTINCT CASE WHEN created_at >= ${at(before(end, 1))} THEN user_id END) AS active_24h,
        COUNT(DISTINCT CASE WHEN created_at >= ${at(before(end, 7))} THEN user_id END) AS active_7d,
        COUNT(DISTINCT ${dayAndUser}) AS active_user_days,
        SUM(CASE WHEN created_at >= ${at(todayStart)} THEN 1 ELSE 0 END) AS questions_today,
        SUM(CASE WHEN outcome = 'answered' THEN 1 ELSE 0 END) AS answered,
        SUM(CASE WHEN outcome = 'model_error' THEN 1 ELSE 0 END) AS failed,
        AVG(CASE WHEN outcome = 'answered' THEN latency_ms END) AS mean_latency_ms
      FROM answers WHERE created_at >= ${at(start)} AND created_at < ${at(end)}`
  })
  const n = numbers(row, [
    'questions',
    'askers',
    'active_24h',
    'active_7d',
    'active_user_days',
    'questions_today',
    'answered',
    'failed',
    'mean_latency_ms',
  ])
  return {
    questions: n.questions,
    askers: n.askers,
    active24h: n.active_24h,
    active7d: n.active_7d,
    activeUserDays: n.active_user_days,
    questionsToday: n.questions_today,
    answered: n.answered,
    failed: n.failed,
    meanLatencyMs: n.mean_latency_ms,
  }
}

/** Helpful / not-helpful votes given in the period (a changed vote counts once, as it stands). */
export const feedbackAggregates = async (payload: Payload, { start, end }: Window) => {
  const row = await one(payload, (sql, engine) => {
    const at = instant(sql, engine)
    return sql`SELECT SUM(CASE WHEN feedback = 'helpful' THEN 1 ELSE 0 END) AS helpful, COUNT(feedback) AS votes
      FROM answers WHERE feedback_at >= ${at(start)} AND feedback_at < ${at(end)}`
  })
  return numbers(row, ['helpful', 'votes'] as const)
}

/** Wrong-answer reports filed in the period that an admin upheld (moved to resolved). */
export const reportAggregates = async (payload: Payload, { start, end }: Window) => {
  const row = await one(payload, (sql, engine) => {
    const at = instant(sql, engine)
    return sql`SELECT COUNT(*) AS upheld FROM wrong_answer_reports
      WHERE status = 'resolved' AND created_at >= ${at(start)} AND created_at < ${at(end)}`
  })
  return numbers(row, ['upheld'] as const)
}

/** Accounts at the end, 30 days before it, created today and in the last 7 days. */
export const userAggregates = async (payload: Payload, { end, todayStart }: Window) => {
  const row = await one(payload, (sql, engine) => {
    const at = instant(sql, engine)
    return sql`SELECT COUNT(*) AS total,
        SUM(CASE WHEN created_at < ${at(before(end, 30))} THEN 1 ELSE 0 END) AS total_month_before,
        SUM(CASE WHEN created_at >= ${at(todayStart)} THEN 1 ELSE 0 END) AS new_today,
        SUM(CASE WHEN created_at >= ${at(before(end, 7))} THEN 1 ELSE 0 END) AS new_7d
      FROM users WHERE created_at < ${at(end)}`
  })
  const n = numbers(row, ['total', 'total_month_before', 'new_today', 'new_7d'] as const)
  return { total: n.total, totalMonthBefore: n.total_month_before, newToday: n.new_today, new7d: n.new_7d }
}

/** The 7-day cohort (created 7–14 days before the end) and the 30-day one (30–60), and who came back. */
export const retentionAggregates = async (payload: Payload, { end }: Window) => {
  const row = await one(payload, (sql, engine) => {
    const at = instant(sql, engine)
    const askedSince = (days: number) =>
      sql`EXISTS (SELECT 1 FROM answers a WHERE a.user_id = u.id
        AND a.created_at >= ${at(before(end, days))} AND a.created_at < ${at(end)})`
    const cohort = (days: number) =>
      sql`u.created_at >= ${at(before(end, 2 * days))} AND u.created_at < ${at(before(end, days))}`
    return sql`SELECT SUM(CASE WHEN ${cohort(7)} THEN 1 ELSE 0 END) AS cohort_7d,
        SUM(CASE WHEN ${cohort(7)} AND ${askedSince(7)} THEN 1 ELSE 0 END) AS retained_7d,
        SUM(CASE WHEN ${cohort(30)} THEN 1 ELSE 0 END) AS cohort_30d,
        SUM(CASE WHEN ${cohort(30)} AND ${askedSince(30)} THEN 1 ELSE 0 END) AS retained_30d
      FROM users u WHERE u.created_at >= ${at(before(end, 60))} AND u.created_at < ${at(before(end, 7))}`
  })
  const n = numbers(row, ['cohort_7d', 'retained_7d', 'cohort_30d', 'retained_30d'] as const)
  return { cohort7d: n.cohort_7d, retained7d: n.retained_7d, cohort30d: n.cohort_30d, retained30d: n.retained_30d }
}

/**
 * Subscriptions from the history rows. One runs from its start until it ends, except while it is
 * paused (Stripe's `paused` status, or collection paused over a break: nothing is charged and
 * premium access waits, so it counts neither as paid nor towards MRR); it pays while it runs, a
 * trial only from its conversion. Never-paid ones are left out.
 */
export const subscriptionAggregates = async (payload: Payload, { start, end }: Window) => {
  const row = await one(payload, (sql, engine) => {
    const at = instant(sql, engine)
    const runs = (t: Date) =>
      sql`(started_at <= ${at(t)} AND (ended_at IS NULL OR ended_at > ${at(t)}) AND status <> 'paused'
        AND (paused_at IS NULL OR paused_at > ${at(t)} OR paused_until <= ${at(t)}))`
    const pays = (t: Date) => sql`(${runs(t)} AND (trial_ends_at IS NULL OR converted_at <= ${at(t)}))`
    const trialEnded = sql`(trial_ends_at >= ${at(start)} AND trial_ends_at < ${at(end)})`
    return sql`SELECT COUNT(DISTINCT CASE WHEN ${runs(end)} THEN user_id END) AS paid_users,
        SUM(CASE WHEN ${pays(end)} THEN monthly_amount_cents ELSE 0 END) AS mrr_cents,
        SUM(CASE WHEN ${pays(start)} THEN 1 ELSE 0 END) AS paying_at_start,
        SUM(CASE WHEN ${pays(start)} AND ended_at < ${at(end)} THEN 1 ELSE 0 END) AS churned,
        SUM(CASE WHEN ${trialEnded} THEN 1 ELSE 0 END) AS trials_ended,
        SUM(CASE WHEN ${trialEnded} AND converted_at IS NOT NULL THEN 1 ELSE 0 END) AS trials_converted
      FROM subscriptions
      WHERE started_at < ${at(end)} AND status NOT IN ('incomplete', 'incomplete_expired')`
  })
  const n = numbers(row, [
    'paid_users',
    'mrr_cents',
    'paying_at_start',
    'churned',
    'trials_ended',
    'trials_converted',
  ] as const)
  return {
    paidUsers: n.paid_users,
    mrrCents: n.mrr_cents,
    payingAtStart: n.paying_at_start,
    churned: n.churned,
    trialsEnded: n.trials_ended,
    trialsConverted: n.trials_converted,
  }
}

type DayRow = { newUsers: number; activeUsers: number; questions: number; revenueCents: number }

/** Per UTC day in [start, end): accounts created, askers, questions, and payments received. */
export const seriesAggregates = async (payload: Payload, { start, end }: { start: Date; end: Date }) => {
  const [answers, users, payments] = await Promise.all([
    queryRows<Row>(payload, (sql, engine) => {
      const at = instant(sql, engine)
      return sql`SELECT ${utcDay(sql, engine, 'created_at')} AS day, COUNT(*) AS questions,
          COUNT(DISTINCT user_id) AS active_users
        FROM answers WHERE created_at >= ${at(start)} AND created_at < ${at(end)} GROUP BY 1`
    }),
    queryRows<Row>(payload, (sql, engine) => {
      const at = instant(sql, engine)
      return sql`SELECT ${utcDay(sql, engine, 'created_at')} AS day, COUNT(*) AS new_users
        FROM users WHERE created_at >= ${at(start)} AND created_at < ${at(end)} GROUP BY 1`
    }),
    queryRows<Row>(payload, (sql, engine) => {
      const at = instant(sql, engine)
      return sql`SELECT ${utcDay(sql, engine, 'paid_at')} AS day, SUM(amount_paid) AS revenue_cents
        FROM payments WHERE paid_at >= ${at(start)} AND paid_at < ${at(end)} GROUP BY 1`
    }),
  ])
  const days = new Map<string, DayRow>()
  const dayOf = (row: Row) => {
    const key = String(row.day)
    if (!days.has(key)) days.set(key, { newUsers: 0, activeUsers: 0, questions: 0, revenueCents: 0 })
    return days.get(key)!
  }
  for (const row of answers) {
    Object.assign(dayOf(row), { questions: toNumber(row.questions), activeUsers: toNumber(row.active_users) })
  }
  for (const row of users) dayOf(row).newUsers = toNumber(row.new_users)
  for (const row of payments) dayOf(row).revenueCents = toNumber(row.revenue_cents)
  return days
}
