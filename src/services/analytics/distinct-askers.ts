import type { Payload } from 'payload'

import { queryRows, toNumber, type SqlEngine } from '../db/raw-sql'
import { GAP_DAYS, PAIR_GAP_DAYS } from './aggregate-schema'
import { DAY_MS, HOUR_MS, dayOf, hourOf, inRanges, instant, splitRange, type Row, type SqlTag } from './aggregate-reads'

/**
 * Accounts that asked in a range, without reading its questions. Each answer row knows its
 * asker's previous question `p`; an account asked in [x, b) exactly when one of its questions
 * `t` there has p < x (its first there), so distinct askers = #{x ≤ t < b, p < x}.
 */

/**
 * Ranges that end now: #{t ≥ x, p < x} = #{t ≥ x} − #{p ≥ x} (a question whose previous is at or
 * after x was itself asked after x), two sums of hourly columns; minus questions stamped after
 * now, read from their rows (none in production, a few from a clock a little ahead).
 */
export const askersUntilNow = async (payload: Payload, now: number, starts: number[]) => {
  const [row] = await queryRows<Row>(payload, (sql, engine) => {
    const at = instant(sql, engine)
    const columns = starts.map((x, i) => {
      const fromHour = Math.ceil(x / HOUR_MS)
      const head = x < fromHour * HOUR_MS ? [{ from: x, to: fromHour * HOUR_MS }] : []
      return sql`(SELECT COALESCE(SUM(questions - prevs), 0) FROM analytics_hours WHERE hour >= ${fromHour})
        + (SELECT COUNT(*) FROM answers WHERE ${inRanges(sql, engine, 'created_at', head)})
        - (SELECT COUNT(*) FROM answers WHERE ${inRanges(sql, engine, 'prev_asked_at', head)})
        - (SELECT COUNT(*) - COUNT(CASE WHEN prev_asked_at >= ${at(x)} THEN 1 END) FROM answers
          WHERE created_at >= ${at(now)}) AS ${sql.raw(`d${i}`)}`
    })
    return sql`SELECT ${sql.join(columns, sql`, `)}`
  })
  return starts.map((_, i) => toNumber(row?.[`d${i}`]))
}

/**
 * Ranges [x, b) that end in the past, b − x a whole number K of days. Counted by UTC day: a
 * question on day(x) + j has p < x when its previous one is more than j days earlier, or on
 * day(x) itself before x. Whole hours of day(x) and of day(b) read the hourly gap columns
 * (j = 0 and j = K), the days between read analytics_day_gaps, the ends of hours read rows.
 *
 * The questions whose previous one is on day(x) before x, t in [x, b) — "same day" pairs —
 * are #{dS ≤ p < x ≤ t} − #{dS ≤ p < x, t ≥ b} (dS: the midnight of day(x)). The first is
 * prevs − questions + gap_gt0 over [dS, x) (a question of [dS, x) whose previous is on that
 * day came before x); the second, for previous questions in the whole hours of [dS, x), is
 * `pgap_gtK` (asked again after day(b)) plus the hour pairs of gap K (asked again on day(b),
 * at or after b); the hour that holds x (on the previous side) and the one that holds b (on
 * the asked side) are read as rows: at most an hour of questions each.
 */
export const askersBefore = async (payload: Payload, end: number, starts: number[]) => {
  const [row] = await queryRows<Row>(payload, (sql, engine) => {
    const at = instant(sql, engine)
    const columns = starts.map((x, i) => {
      const days = Math.round((end - x) / DAY_MS)
      if (!(GAP_DAYS as readonly number[]).includes(days)) throw new Error(`no hourly gap column for ${days} days`)
      const [dx, db] = [dayOf(x), dayOf(end)]
      const { hours, edges } = splitRange({ from: x, to: end })
      const xDayStart = dx * DAY_MS
      const hourly = hours
        ? sql`(SELECT COALESCE(SUM(CASE WHEN hour / 24 = ${dx} THEN gap_gt0
            WHEN hour / 24 = ${db} THEN ${sql.raw(`gap_gt${days}`)} ELSE 0 END), 0)
            FROM analytics_hours WHERE hour >= ${hours.from} AND hour < ${hours.to})`
        : sql`0`
      return sql`${hourly}
        + (SELECT COALESCE(SUM(n), 0) FROM analytics_day_gaps WHERE day > ${dx} AND day < ${db} AND gap > day - ${dx})
        + (SELECT COUNT(*) - COUNT(CASE WHEN prev_asked_at >= ${at(xDayStart)} THEN 1 END) FROM answers
          WHERE ${inRanges(sql, engine, 'created_at', edges)})
        + ${sameDayPairs(sql, engine, { x, end, days })} AS ${sql.raw(`d${i}`)}`
    })
    return sql`SELECT ${sql.join(columns, sql`, `)}`
  })
  return starts.map((_, i) => toNumber(row?.[`d${i}`]))
}

/** #{dS ≤ p < x ≤ t < b} (see askersBefore), as an SQL expression; 0 when x is a midnight. */
const sameDayPairs = (sql: SqlTag, engine: SqlEngine, { x, end, days }: { x: number; end: number; days: number }) => {
  const dayStart = dayOf(x) * DAY_MS
  if (x === dayStart) return sql`0`
  if (!(PAIR_GAP_DAYS as readonly number[]).includes(days)) throw new Error(`no hour pairs for ${days} days`)
  const at = instant(sql, engine)
  // Each edge reads the index of its hour (the other column's range spans up to days): SQLite
  // cannot weigh two ranges, so the other column is kept off its index there (unary +).
  const noIndex = (column: string) => sql.raw(engine === 'sqlite' ? `+${column}` : column)
  const [xHour, bHour] = [hourOf(x), hourOf(end)]
  const bHourEnd = Math.ceil(end / HOUR_MS) // the first whole hour at or after b
  const bDayEnd = (dayOf(end) + 1) * 24
  const [firstHour, xHourStart] = [dayOf(x) * 24, xHour * HOUR_MS]
  // Whole hours of [dS, x): prevs − questions + gap_gt0, and the previous questions there asked again after day(b).
  const wholeHours = sql`(SELECT COALESCE(SUM(prevs - questions + gap_gt0 - ${sql.raw(`pgap_gt${days}`)}), 0)
    FROM analytics_hours WHERE hour >= ${firstHour} AND hour < ${xHour})`
  // …and those asked again on day(b), in a whole hour at or after b.
  const pairs = sql`(SELECT COALESCE(SUM(n), 0) FROM analytics_gap_pairs
    WHERE t_hour >= ${bHourEnd} AND t_hour < ${bDayEnd} AND p_hour >= ${firstHour} AND p_hour < ${xHour})`
  // …and those asked again in the hour of b, at or after b.
  const bEdge =
    bHourEnd > bHour
      ? sql`(SELECT COUNT(*) FROM answers WHERE created_at >= ${at(end)} AND created_at < ${at(bHourEnd * HOUR_MS)}
          AND ${noIndex('prev_asked_at')} >= ${at(dayStart)} AND ${noIndex('prev_asked_at')} < ${at(xHourStart)})`
      : sql`0`
  // The hour of x up to x: previous questions there asked again at or after x but before b, …
  const xEdge =
    xHourStart < x
      ? sql`(SELECT COUNT(*) FROM answers WHERE prev_asked_at >= ${at(xHourStart)} AND prev_asked_at < ${at(x)}
          AND ${noIndex('created_at')} >= ${at(x)} AND ${noIndex('created_at')} < ${at(end)})
        - (SELECT COUNT(*) FROM answers WHERE created_at >= ${at(xHourStart)} AND created_at < ${at(x)}
          AND ${noIndex('prev_asked_at')} >= ${at(dayStart)} AND ${noIndex('prev_asked_at')} < ${at(xHourStart)})`
      : sql`0`
  return sql`(${wholeHours} - ${pairs} - ${bEdge} + ${xEdge})`
}

/**
 * Σ over the period's 24-hour days (counted back from its end) of the accounts that asked in
 * each = questions − questions asked in the same 24-hour day as the asker's previous one. Such
 * pairs are "close" (< 24 h apart): the close questions of the period, less those whose previous
 * one lies across a day boundary b (p ≤ b < t; at most one, and b = start included), less the
 * close ones asked exactly at the start after a previous before it.
 * Across b: S(b) = #{close t > b} − #{close p > b}: from b's next whole hour on, the hourly
 * `close_t − close_p` (every hour to the last, summed once from the top); the part of b's hour
 * after b from the rows' close indexes (the same offset in every boundary's hour).
 */
export const activeUserDays = async (
  payload: Payload,
  { start, end, days, questions }: { start: number; end: number; days: number; questions: number },
) => {
  const boundaries = Array.from({ length: days }, (_, k) => end - (k + 1) * DAY_MS) // b_1 … b_days = start
  const onHour = end % HOUR_MS === 0
  const { hours, edges } = splitRange({ from: start, to: end })
  const [hourRows, [row]] = await Promise.all([
    queryRows<Row>(
      payload,
      (sql) => sql`SELECT hour, close_t, close_p FROM analytics_hours
        WHERE hour >= ${hourOf(start)} AND (close_t <> 0 OR close_p <> 0)`,
    ),
    queryRows<Row>(payload, (sql, engine) => {
      const at = instant(sql, engine)
      const close = sql.raw(engine === 'postgres' ? 'a.prev_close' : 'a.prev_close = 1')
      const bounds = sql.join(
        boundaries.map((b) => sql`SELECT ${at(b)} AS f, ${at((hourOf(b) + 1) * HOUR_MS)} AS t`),
        sql` UNION ALL `,
      )
      // Off the hour: the close rows in (b, next hour); on it: those at b, which the hours count after it.
      const across = (column: string) => {
        const c = sql.raw(`a.${column}`)
        const inside = onHour ? sql`${c} = b.f` : sql`${c} > b.f AND ${c} < b.t`
        return sql`(SELECT COUNT(*) FROM (${bounds}) AS b CROSS JOIN answers a WHERE ${close} AND ${inside})`
      }
      const edgeRows = edges.length
        ? sql`(SELECT COUNT(*) FROM answers a WHERE ${close} AND (${inRanges(sql, engine, 'a.created_at', edges)}))`
        : sql`0`
      return sql`SELECT ${across('created_at')} AS across_t, ${across('prev_asked_at')} AS across_p, ${edgeRows} AS edge_t,
        (SELECT COUNT(*) FROM answers a WHERE ${close} AND a.created_at = ${at(start)}
          AND a.prev_asked_at < ${at(start)}) AS at_start`
    }),
  ])
  // Σ (close_t − close_p) over every hour from h on, and close_t over the period's whole hours.
  const byHour = hourRows
    .map((r) => ({ hour: toNumber(r.hour), net: toNumber(r.close_t) - toNumber(r.close_p), t: toNumber(r.close_t) }))
    .sort((a, b) => a.hour - b.hour)
  const hoursFrom = (from: number) => byHour.reduce((sum, h) => (h.hour >= from ? sum + h.net : sum), 0)
  const closeInPeriod =
    toNumber(row?.edge_t) +
    (hours ? byHour.reduce((sum, h) => (h.hour >= hours.from && h.hour < hours.to ? sum + h.t : sum), 0) : 0)
  let across = (onHour ? -1 : 1) * (toNumber(row?.across_t) - toNumber(row?.across_p))
  for (const b of boundaries) across += hoursFrom(onHour ? hourOf(b) : hourOf(b) + 1)
  return questions - (closeInPeriod - across - toNumber(row?.at_start))
}
