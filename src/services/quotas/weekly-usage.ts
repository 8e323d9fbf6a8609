import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { nextWeekStart, weekKey } from '../../lib/week'

type Rows = { rows?: Record<string, unknown>[] }
type SqlExecutor = { drizzle: unknown; execute: (args: { drizzle: unknown; sql: unknown }) => Promise<Rows> }
type MongoModel = {
  findOneAndUpdate: (filter: object, update: object, options: object) => Promise<{ count: number } | null>
  updateOne: (filter: object, update: object, options?: object) => Promise<unknown>
}

export type Reservation = {
  isAllowed: boolean
  /** Questions counted this week, including this one when allowed. */
  used: number
  week: string
  resetTime: string
}

type Adapter = SqlExecutor & { name: string; collections?: Record<string, MongoModel> }

/** The adapter's raw side: these counters are single statements, below Payload's operations. */
const adapterOf = (payload: Payload) => payload.db as unknown as Adapter
const sqlTagOf = (db: Adapter) => (db.name === 'postgres' ? postgresSql : sqliteSql)

const toCount = (rows: Rows) => Number(rows.rows?.[0]?.count ?? rows.rows?.[0]?.[0] ?? NaN)

/**
 * One conditional upsert does check-and-count, so any number of concurrent requests at the
 * limit let exactly the allowed number through, on every engine and across app servers.
 */
const incrementBelow = async (payload: Payload, userId: number, week: string, limit: number) => {
  const db = adapterOf(payload)
  if (db.name === 'mongoose') {
    const model = db.collections!['weekly-usage']!
    await model.updateOne({ user: userId, weekStart: week }, { $setOnInsert: { count: 0 } }, { upsert: true })
    const row = await model.findOneAndUpdate(
      { user: userId, weekStart: week, count: { $lt: limit } },
      { $inc: { count: 1 } },
      { new: true },
    )
    return row ? row.count : null
  }
  const sql = sqlTagOf(db)
  // The first question of the week inserts the row; later ones update it only below the limit.
  // (The SELECT … WHERE form lets SQLite parse ON CONFLICT after an INSERT … SELECT.)
  const result = await db.execute({
    drizzle: db.drizzle,
    sql: sql`INSERT INTO weekly_usage (user_id, week_start, count)
      SELECT CAST(${userId} AS INTEGER), CAST(${week} AS TEXT), 1 WHERE ${limit} > 0
      ON CONFLICT (user_id, week_start) DO UPDATE SET count = weekly_usage.count + 1
      WHERE weekly_usage.count < ${limit} RETURNING count`,
  })
  return result.rows?.length ? toCount(result) : null
}

/** Counts one question against the user's week if it stays within `limit`. */
export const reserveRequest = async ({
  payload,
  userId,
  limit,
  now = new Date(),
}: {
  payload: Payload
  userId: number
  limit: number
  now?: Date
}): Promise<Reservation> => {
  const week = weekKey(now)
  const resetTime = nextWeekStart(now).toISOString()
  const counted = await incrementBelow(payload, userId, week, limit)
  if (counted !== null) return { isAllowed: true, used: counted, week, resetTime }
  return { isAllowed: false, used: await usedThisWeek({ payload, userId, now }), week, resetTime }
}

/** Gives a counted question back (the answer failed through no fault of the user). */
export const releaseRequest = async ({ payload, userId, week }: { payload: Payload; userId: number; week: string }) => {
  const db = adapterOf(payload)
  if (db.name === 'mongoose') {
    await db.collections!['weekly-usage']!.updateOne(
      { user: userId, weekStart: week, count: { $gt: 0 } },
      { $inc: { count: -1 } },
    )
    return
  }
  const sql = sqlTagOf(db)
  await db.execute({
    drizzle: db.drizzle,
    sql: sql`UPDATE weekly_usage SET count = count - 1 WHERE user_id = ${userId} AND week_start = ${week} AND count > 0`,
  })
}

export const usedThisWeek = async ({
  payload,
  userId,
  now = new Date(),
}: {
  payload: Payload
  userId: number
  now?: Date
}) => {
  const rows = await payload.find({
    collection: 'weekly-usage',
    where: { and: [{ user: { equals: userId } }, { weekStart: { equals: weekKey(now) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return rows.docs[0]?.count ?? 0
}

/** Adds one to the user's lifetime question count in one statement (no lost updates under load). */
export const countQuestionAsked = async ({ payload, userId }: { payload: Payload; userId: number }) => {
  const db = adapterOf(payload)
  if (db.name === 'mongoose') {
    await db.collections!.users!.updateOne({ _id: userId }, { $inc: { totalQuestionsAsked: 1 } })
    return
  }
  const sql = sqlTagOf(db)
  await db.execute({
    drizzle: db.drizzle,
    sql: sql`UPDATE users SET total_questions_asked = COALESCE(total_questions_asked, 0) + 1 WHERE id = ${userId}`,
  })
}
