import type { Payload } from 'payload'

import { queryRows, toNumber, type SqlEngine } from '../db/raw-sql'
import { answerHourValues, simpleSources, type SimpleTable } from './aggregate-sql'

export type SqlTag = Parameters<Parameters<typeof queryRows>[1]>[0]
export type Row = Record<string, unknown>
export type Range = { from: number; to: number } // epoch ms, [from, to)

export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS
export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS)
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS)
const floorHour = (ms: number) => hourOf(ms) * HOUR_MS
const ceilHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS

/**
 * An instant as an SQL value: PostgreSQL compares `timestamptz` (the cast spares it guessing the
 * parameter's type), SQLite compares Payload's ISO-8601 UTC text, which sorts as time.
 */
export const instant = (sql: SqlTag, engine: SqlEngine) => (ms: number) => {
  const iso = new Date(ms).toISOString()
  return engine === 'postgres' ? sql`CAST(${iso} AS timestamptz)` : sql`${iso}`
}

/**
 * A range cut into the whole UTC hours it covers (read from analytics_hours) and the parts of
 * hours at its ends (read from the rows themselves): ranges end at `now`, not on the hour.
 * `from: -Infinity` reads every hour before `to`.
 */
export const splitRange = ({ from, to }: Range) => {
  const first = Number.isFinite(from) ? ceilHour(from) : -Infinity
  const last = floorHour(to)
  if (first > last) return { hours: null, edges: [{ from, to }] }
  const edges = [
    ...(Number.isFinite(from) && from < first ? [{ from, to: first }] : []),
    ...(last < to ? [{ from: last, to }] : []),
  ]
  return { hours: { from: hourOf(first), to: hourOf(last) }, edges }
}

/** `column` in one of the edge ranges, as SQL. */
export const inRanges = (sql: SqlTag, engine: SqlEngine, column: string, ranges: Range[]) => {
  const at = instant(sql, engine)
  if (ranges.length === 0) return sql`false`
  return sql.join(
    ranges.map((r) => sql`(${sql.raw(column)} >= ${at(r.from)} AND ${sql.raw(column)} < ${at(r.to)})`),
    sql` OR `,
  )
}

const hourFilter = (sql: SqlTag, hours: { from: number; to: number } | null) => {
  if (!hours) return sql`false`
  return Number.isFinite(hours.from) ? sql`hour >= ${hours.from} AND hour < ${hours.to}` : sql`hour < ${hours.to}`
}

/** What a range of hours sums, per kind of row: the hourly columns and the same values per row. */
const KINDS: Record<string, { table: string; at: string; where: string; values: Record<string, string> }> = {
  answers: { table: 'answers', at: 'created_at', where: 'true', values: answerHourValues('x') },
  votes: {
    table: 'answers',
    at: 'feedback_at',
    where: 'x.feedback IS NOT NULL',
    values: { votes: '1', helpful: "CASE WHEN x.feedback = 'helpful' THEN 1 ELSE 0 END" },
  },
  ...(Object.fromEntries(
    (Object.keys(simpleSources) as SimpleTable[]).map((table) => {
      const { column, at, value, where } = simpleSources[table]
      const ref = (text: string) => text.replace(/\b(status|amount_paid)\b/g, 'x.$1')
      return [table, { table, at, where: ref(where), values: { [column]: ref(value) } }]
    }),
  ) as Record<SimpleTable, { table: string; at: string; where: string; values: Record<string, string> }>),
}
export type SumKind = 'answers' | 'votes' | SimpleTable

/** Sums of `kind` over each range: whole hours from the aggregates, hour ends from the rows. */
export const rangeSums = async (payload: Payload, kind: SumKind, ranges: Range[]) => {
  const { table, at, where, values } = KINDS[kind]!
  const columns = Object.keys(values)
  const rows = await queryRows<Row>(payload, (sql, engine) => {
    const perRow = sql.raw(columns.map((c) => `${values[c]} AS ${c}`).join(', '))
    const parts = ranges.map((range, index) => {
      const { hours, edges } = splitRange(range)
      return sql`SELECT ${index} AS part, ${sql.raw(columns.join(', '))} FROM analytics_hours WHERE ${hourFilter(sql, hours)}
        UNION ALL SELECT ${index} AS part, ${perRow} FROM ${sql.raw(table)} x
        WHERE ${sql.raw(where)} AND (${inRanges(sql, engine, `x.${at}`, edges)})`
    })
    const sums = sql.raw(columns.map((c) => `SUM(${c}) AS ${c}`).join(', '))
    return sql`SELECT part, ${sums} FROM (${sql.join(parts, sql` UNION ALL `)}) AS sums GROUP BY part`
  })
  const byPart = new Map(rows.map((row) => [toNumber(row.part), row]))
  return ranges.map((_, index) => Object.fromEntries(columns.map((c) => [c, toNumber(byPart.get(index)?.[c])])))
}
