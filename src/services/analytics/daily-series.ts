import type { Payload } from 'payload'

import { queryRows, toNumber } from '../db/raw-sql'
import { DAY_MS, HOUR_MS, hourOf, instant, type Row } from './aggregate-reads'

export type DayRow = { newUsers: number; activeUsers: number; questions: number; revenueCents: number }

/**
 * Per UTC day from `start` (a midnight) to `end`: accounts created, askers, questions, payments.
 * An account asked on a day when one of its questions there has its previous one on an earlier
 * day (or none): the hourly `gap_gt0`. Whole hours come from analytics_hours, the hour that ends
 * at `end` from the rows.
 */
export const dailySeriesRows = async (payload: Payload, { start, end }: { start: number; end: number }) => {
  const lastHour = hourOf(end)
  const edge = { from: lastHour * HOUR_MS, to: end }
  const [hours, [tail]] = await Promise.all([
    queryRows<Row>(
      payload,
      (sql) => sql`SELECT hour / 24 AS day, SUM(questions) AS questions, SUM(gap_gt0) AS active_users,
          SUM(signups) AS new_users, SUM(revenue_cents) AS revenue_cents
        FROM analytics_hours WHERE hour >= ${hourOf(start)} AND hour < ${lastHour} GROUP BY hour / 24`,
    ),
    queryRows<Row>(payload, (sql, engine) => {
      const at = instant(sql, engine)
      const dayStart = Math.floor(end / DAY_MS) * DAY_MS
      const answers = sql`FROM answers WHERE created_at >= ${at(edge.from)} AND created_at < ${at(edge.to)}`
      return sql`SELECT (SELECT COUNT(*) ${answers}) AS questions,
        (SELECT COUNT(*) ${answers} AND (prev_asked_at IS NULL OR prev_asked_at < ${at(dayStart)})) AS active_users,
        (SELECT COUNT(*) FROM users WHERE created_at >= ${at(edge.from)} AND created_at < ${at(edge.to)}) AS new_users,
        (SELECT SUM(amount_paid) FROM payments WHERE paid_at >= ${at(edge.from)} AND paid_at < ${at(edge.to)})
          AS revenue_cents`
    }),
  ])
  const days = new Map<string, DayRow>()
  const add = (dayNumber: number, row: Row | undefined) => {
    const key = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)
    const day = days.get(key) ?? { newUsers: 0, activeUsers: 0, questions: 0, revenueCents: 0 }
    day.newUsers += toNumber(row?.new_users)
    day.activeUsers += toNumber(row?.active_users)
    day.questions += toNumber(row?.questions)
    day.revenueCents += toNumber(row?.revenue_cents)
    days.set(key, day)
  }
  for (const row of hours) add(toNumber(row.day), row)
  if (edge.from < edge.to) add(Math.floor(end / DAY_MS), tail)
  return days
}
