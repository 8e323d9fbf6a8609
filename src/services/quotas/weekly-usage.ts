import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { nextWeekStart, weekKey } from '../../lib/week'

type Rows = { rows?: Record<string, unknown>[] }
type SqlExecutor = { drizzle: unknown; execute: (args: { drizzle: unknown; sql: unknown }) => Promise<Rows> }

export type Reservation = {
  isAllowed: boolean
  /** Questions counted this week, including this one when allowed. */
  used: number
  week: string
  resetTime: string
}

type Adapter = SqlExecutor & { name: string }

/** The adapter's raw side: these counters are single statements, below Payload's operations. */
const adapterOf = (payload: Payload) => payload.db as unknown as Adapter
const sqlTagOf = (db: Adapter) => (db.name === 'postgres' ? postgresSql : sqliteSql)

const toCount = (rows: Rows) => Number(rows.rows?.[0]?.count ?? rows.rows?.[0]?.[0] ?? NaN)

/** The counters kept side by side in a user's row for the week: questions, and essays (decisions.md). */
export const WEEKLY_COUNTERS = {
  questions: { column: 'count', field: 'count' },
  essays: { column: 'essay_count', field: 'essayCount' },
} as const
export type WeeklyCounter = keyof typeof WEEKLY_COUNTERS

type CounterArgs = { payload: Payload; userId: number; counter?: WeeklyCounter }

/**
 * One conditional upsert does check-and-count, so any number of concurrent requests at the
 * limit let exactly the allowed number through, on every engine and across app servers.
 */
const incrementBelow = async (
  payload: Payload,
  userId: number,
  week: string,
  limit: number,
  counter: WeeklyCounter,
) => {
  const db = adapterOf(payload)
  const { column } = WEEKLY_COUNTERS[counter]
  const sql = sqlTagOf(db)
  // The column name comes from the fixed table above, never from a request.
  const target = sql.raw(column)
  // The first count of the week inserts the row; later ones update it only below the limit.
  // (The SELECT … WHERE form lets SQLite parse ON CONFLICT after an INSERT … SELECT.)
  const result = await db.execute({
    drizzle: db.drizzle,
    sql: sql`INSERT INTO weekly_usage (user_id, week_start, ${target})
      SELECT CAST(${userId} AS INTEGER), CAST(${week} AS TEXT), 1 WHERE ${limit} > 0
      ON CONFLICT (user_id, week_start) DO UPDATE SET ${target} = weekly_usage.${target} + 1
      WHERE weekly_usage.${target} < ${limit} RETURNING ${target} AS count`,
  })
  return result.rows?.length ? toCount(result) : null
}

/** Counts one question (or essay) against the user's week if it stays within `limit`. */
export const reserveRequest = async ({
  payload,
  userId,
  limit,
  counter = 'questions',
  now = new Date(),
}: CounterArgs & { limit: number; now?: Date }): Promise<Reservation> => {
  const week = weekKey(now)
  const resetTime = nextWeekStart(now).toISOString()
  const counted = await incrementBelow(payload, userId, week, limit, counter)
  if (counted !== null) return { isAllowed: true, used: counted, week, resetTime }
  return { isAllowed: false, used: await usedThisWeek({ payload, userId, counter, now }), week, resetTime }
}

/**
 * Gives a counted question (or essay) back: it failed, or was refused, through no fault of the
 * user's week. A row the reservation created and nothing else counted in goes again: a refused
 * question leaves no trace. Each statement is conditional, so a concurrent question that counts in
 * between keeps its row.
 */
export const releaseRequest = async ({
  payload,
  userId,
  week,
  counter = 'questions',
}: CounterArgs & { week: string }) => {
  const db = adapterOf(payload)
  const { column } = WEEKLY_COUNTERS[counter]
  const sql = sqlTagOf(db)
  const target = sql.raw(column)
  await db.execute({
    drizzle: db.drizzle,
    sql: sql`UPDATE weekly_usage SET ${target} = ${target} - 1 WHERE user_id = ${userId} AND week_start = ${week} AND ${target} > 0`,
  })
  await db.execute({
    drizzle: db.drizzle,
    sql: sql`DELETE FROM weekly_usage WHERE user_id = ${userId} AND week_start = ${week} AND count = 0 AND essay_count = 0`,
  })
}

export const usedThisWeek = async ({
  payload,
  userId,
  counter = 'questions',
  now = new Date(),
}: CounterArgs & { now?: Date }) => {
  const rows = await payload.find({
    collection: 'weekly-usage',
    where: { and: [{ user: { equals: userId } }, { weekStart: { equals: weekKey(now) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return rows.docs[0]?.[WEEKLY_COUNTERS[counter].field] ?? 0
}

/** Adds one to the user's lifetime question count in one statement (no lost updates under load). */
export const countQuestionAsked = async ({ payload, userId }: { payload: Payload; userId: number }) => {
  const db = adapterOf(payload)
  const sql = sqlTagOf(db)
  await db.execute({
    drizzle: db.drizzle,
    sql: sql`UPDATE users SET total_questions_asked = COALESCE(total_questions_asked, 0) + 1 WHERE id = ${userId}`,
  })
}
