import type { Payload } from 'payload'

import { queryRows, toNumber, type SqlEngine } from '../db/raw-sql'
import { rangeSums } from './aggregate-reads'
import { activeUserDays, askersBefore, askersUntilNow } from './distinct-askers'

/** A period [start, end), the UTC midnight that starts the day of its end, and whether it ends now. */
export type Window = { start: Date; end: Date; days: number; todayStart: Date; endsNow: boolean }

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

const one = async (payload: Payload, build: Parameters<typeof queryRows>[1]) =>
  (await queryRows<Row>(payload, build))[0] ?? {}

const numbers = <K extends string>(row: Row, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, toNumber(row[key])])) as Record<K, number>

/** Questions of the period: counts, askers (overall, last 24 h, last 7 days, per 24-hour day), outcomes, latency. */
export const answerAggregates = async (payload: Payload, { start, end, days, todayStart, endsNow }: Window) => {
  const [from, to] = [start.getTime(), end.getTime()]
  const starts = [from, to - DAY_MS, to - 7 * DAY_MS]
  const [[sums, today], [askers, active24h, active7d]] = await Promise.all([
    rangeSums(payload, 'answers', [
      { from, to },
      { from: todayStart.getTime(), to },
    ]),
    endsNow ? askersUntilNow(payload, to, starts) : askersBefore(payload, to, starts),
  ])
  const questions = sums!.questions!
  const activeDays = await activeUserDays(payload, { start: from, end: to, days, questions })
  return {
    questions,
    askers: askers!,
    active24h: active24h!,
    active7d: active7d!,
    activeUserDays: activeDays,
    questionsToday: today!.questions!,
    answered: sums!.answered!,
    failed: sums!.failed!,
    meanLatencyMs: sums!.latency_count! > 0 ? sums!.latency_sum! / sums!.latency_count! : 0,
  }
}

/** Helpful / not-helpful votes given in the period (a changed vote counts once, as it stands). */
export const feedbackAggregates = async (payload: Payload, { start, end }: Window) => {
  const [sums] = await rangeSums(payload, 'votes', [{ from: start.getTime(), to: end.getTime() }])
  return { helpful: sums!.helpful!, votes: sums!.votes! }
}

/** Wrong-answer reports filed in the period that an admin upheld (moved to resolved). */
export const reportAggregates = async (payload: Payload, { start, end }: Window) => {
  const [sums] = await rangeSums(payload, 'wrong_answer_reports', [{ from: start.getTime(), to: end.getTime() }])
  return { upheld: sums!.upheld! }
}

/** Accounts at the end, 30 days before it, created today and in the last 7 days. */
export const userAggregates = async (payload: Payload, { end, todayStart }: Window) => {
  const to = end.getTime()
  const [total, monthBefore, today, week] = await rangeSums(payload, 'users', [
    { from: -Infinity, to },
    { from: -Infinity, to: to - 30 * DAY_MS },
    { from: todayStart.getTime(), to },
    { from: to - 7 * DAY_MS, to },
  ])
  return {
    total: total!.signups!,
    totalMonthBefore: monthBefore!.signups!,
    newToday: today!.signups!,
    new7d: week!.signups!,
  }
}

/**
 * The 7-day cohort (created 7–14 days before the end) and the 30-day one (30–60), and who came back.
 * Each cohort reads its own range of the users index, then one probe per account into the
 * (user, asked-at) index: its first question at or after the range's start, kept when before the
 * end. A scalar subquery with LIMIT 1 keeps it a probe on both engines (PostgreSQL would otherwise
 * hash the whole range's questions, which grows with them); its cost follows the cohorts' size only.
 */
export const retentionAggregates = async (payload: Payload, { end }: Window) => {
  const row = await one(payload, (sql, engine) => {
    const at = instant(sql, engine)
    const askedSince = (days: number) =>
      sql`(SELECT a.created_at FROM answers a WHERE a.user_id = u.id AND a.created_at >= ${at(before(end, days))}
        ORDER BY a.created_at LIMIT 1) < ${at(end)}`
    const cohort = (days: number) =>
      sql`FROM users u WHERE u.created_at >= ${at(before(end, 2 * days))} AND u.created_at < ${at(before(end, days))}`
    return sql`SELECT (SELECT COUNT(*) ${cohort(7)}) AS cohort_7d,
        (SELECT COUNT(*) ${cohort(7)} AND ${askedSince(7)}) AS retained_7d,
        (SELECT COUNT(*) ${cohort(30)}) AS cohort_30d,
        (SELECT COUNT(*) ${cohort(30)} AND ${askedSince(30)}) AS retained_30d`
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
export const subscriptionAggregates = async (payload: Payload, windows: Window[]) => {
  const keys = ['paid_users', 'mrr_cents', 'paying_at_start', 'churned', 'trials_ended', 'trials_converted'] as const
  const row = await one(payload, (sql, engine) => {
    const at = instant(sql, engine)
    const runs = (t: Date) =>
      sql`(started_at <= ${at(t)} AND (ended_at IS NULL OR ended_at > ${at(t)}) AND status <> 'paused'
        AND (paused_at IS NULL OR paused_at > ${at(t)} OR paused_until <= ${at(t)}))`
    const pays = (t: Date) => sql`(${runs(t)} AND (trial_ends_at IS NULL OR converted_at <= ${at(t)}))`
    // Every period's figures from one pass over the subscriptions (SQLite: a plain scan of the
    // table beats fetching each row through the started_at index).
    const columns = windows.map(({ start, end }, i) => {
      const started = sql`started_at < ${at(end)}`
      const trialEnded = sql`(${started} AND trial_ends_at >= ${at(start)} AND trial_ends_at < ${at(end)})`
      const name = (key: string) => sql.raw(`${key}_${i}`)
      return sql`COUNT(DISTINCT CASE WHEN ${started} AND ${runs(end)} THEN user_id END) AS ${name('paid_users')},
        SUM(CASE WHEN ${started} AND ${pays(end)} THEN monthly_amount_cents ELSE 0 END) AS ${name('mrr_cents')},
        SUM(CASE WHEN ${started} AND ${pays(start)} THEN 1 ELSE 0 END) AS ${name('paying_at_start')},
        SUM(CASE WHEN ${started} AND ${pays(start)} AND ended_at < ${at(end)} THEN 1 ELSE 0 END) AS ${name('churned')},
        SUM(CASE WHEN ${trialEnded} THEN 1 ELSE 0 END) AS ${name('trials_ended')},
        SUM(CASE WHEN ${trialEnded} AND converted_at IS NOT NULL THEN 1 ELSE 0 END) AS ${name('trials_converted')}`
    })
    return sql`SELECT ${sql.join(columns, sql`, `)}
      FROM subscriptions ${sql.raw(engine === 'sqlite' ? 'NOT INDEXED' : '')}
      WHERE status NOT IN ('incomplete', 'incomplete_expired')`
  })
  return windows.map((_, i) => {
    const n = numbers(
      row,
      keys.map((key) => `${key}_${i}`),
    )
    const of = (key: (typeof keys)[number]) => n[`${key}_${i}`]!
    return {
      paidUsers: of('paid_users'),
      mrrCents: of('mrr_cents'),
      payingAtStart: of('paying_at_start'),
      churned: of('churned'),
      trialsEnded: of('trials_ended'),
      trialsConverted: of('trials_converted'),
    }
  })
}
