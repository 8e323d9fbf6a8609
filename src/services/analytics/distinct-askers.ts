import type { Payload } from 'payload'

import { queryRows, toNumber } from '../db/raw-sql'
import { GAP_DAYS } from './aggregate-schema'
import { DAY_MS, HOUR_MS, dayOf, hourOf, inRanges, instant, splitRange, type Row } from './aggregate-reads'

/**
 * Accounts that asked in a range, without reading its questions. Each answer row knows its
 * asker's previous question `p`; an account asked in [x, b) exactly when one of its questions
 * `t` there has p < x (its first there), so distinct askers = #{x ≤ t < b, p < x}.
 */
const time = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).getTime()

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
 * (j = 0 and j = K), the days between read analytics_day_gaps, the ends of hours and the
 * previous questions on day(x) before x read rows.
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
        + (SELECT COUNT(*) FROM answers WHERE prev_asked_at >= ${at(xDayStart)} AND prev_asked_at < ${at(x)}
          AND created_at >= ${at(x)} AND created_at < ${at(end)}) AS ${sql.raw(`d${i}`)}`
    })
    return sql`SELECT ${sql.join(columns, sql`, `)}`
  })
  return starts.map((_, i) => toNumber(row?.[`d${i}`]))
}

/**
 * Σ over the period's 24-hour days (counted back from its end) of the accounts that asked in
 * each = questions − questions asked in the same 24-hour day as the asker's previous one. Such
 * pairs are < 24 h apart: analytics_close_pairs counts them by (hour, previous hour); a pair
 * whose hours hold no day boundary is in one day when no boundary hour lies between them. Pairs
 * touching a boundary hour (one a day) are read as rows.
 */
export const activeUserDays = async (
  payload: Payload,
  { start, end, days, questions }: { start: number; end: number; days: number; questions: number },
) => {
  const [hs, he] = [hourOf(start), hourOf(end)]
  const boundaries = Array.from({ length: days + 1 }, (_, k) => {
    const from = hourOf(end - k * DAY_MS) * HOUR_MS
    return { from, to: from + HOUR_MS }
  })
  const [cells, rows] = await Promise.all([
    queryRows<Row>(payload, (sql) => {
      // An integer parameter, so the divisions below are integer divisions on both engines.
      const last = sql`CAST(${he} AS integer)`
      return sql`SELECT COALESCE(SUM(n), 0) AS n FROM analytics_close_pairs
          WHERE t_hour > ${hs} AND t_hour < ${he} AND (${last} - t_hour) % 24 <> 0 AND (${last} - p_hour) % 24 <> 0
            AND (${last} - 1 - t_hour) / 24 = (${last} - 1 - p_hour) / 24`
    }),
    queryRows<Row>(payload, (sql, engine) => {
      const at = instant(sql, engine)
      const close = engine === 'postgres' ? sql`a.prev_close` : sql`a.prev_close = 1`
      // One index range per boundary hour, on the asked-at and on the previous-question side.
      const hours = sql.join(
        boundaries.map((b) => sql`SELECT ${at(b.from)} AS f, ${at(b.to)} AS t`),
        sql` UNION ALL `,
      )
      // CROSS JOIN: SQLite keeps the hours as the outer loop (PostgreSQL plans it as a join).
      const touching = (column: string) => sql`SELECT a.id, a.created_at, a.prev_asked_at FROM (${hours}) AS b
        CROSS JOIN answers a WHERE ${close} AND ${sql.raw(`a.${column}`)} >= b.f AND ${sql.raw(`a.${column}`)} < b.t
          AND a.created_at >= ${at(start)} AND a.created_at < ${at(end)}`
      return sql`${touching('created_at')} UNION ${touching('prev_asked_at')}`
    }),
  ])
  // The 24-hour day of an instant, counted back from the end: floor((end − t) / 24 h).
  const dayIndex = (ms: number) => Math.floor((end - ms) / DAY_MS)
  const sameDayRows = rows.filter((r) => {
    const [t, p] = [time(r.created_at), time(r.prev_asked_at)]
    return p >= start && dayIndex(p) === dayIndex(t)
  }).length
  return questions - toNumber(cells[0]?.n) - sameDayRows
}
