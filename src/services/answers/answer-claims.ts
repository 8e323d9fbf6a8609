import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { LadderLevel } from '../../config/answers'

type Rows = { rows?: Record<string, unknown>[] }
type Adapter = {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; sql: unknown }) => Promise<Rows>
}

/** The adapter's raw side: each claim is one conditional statement, so concurrent requests cannot both win. */
const adapterOf = (payload: Payload) => payload.db as unknown as Adapter
const sqlTagOf = (db: Adapter) => (db.name === 'postgres' ? postgresSql : sqliteSql)

type AnswerRef = { payload: Payload; answerId: number | string }

/**
 * Moves an answer's ladder from `from` to `to` only if it is still at `from`: two clicks on "Full
 * solution" (or two tabs) reveal it once, and a level never comes twice.
 */
export const claimLadderLevel = async ({
  payload,
  answerId,
  from,
  to,
}: AnswerRef & { from: LadderLevel; to: LadderLevel }): Promise<boolean> => {
  const db = adapterOf(payload)
  const sql = sqlTagOf(db)
  const result = await db.execute({
    drizzle: db.drizzle,
    sql: sql`UPDATE answers SET ladder_level = ${to} WHERE id = ${answerId} AND ladder_level = ${from} RETURNING id`,
  })
  return Boolean(result.rows?.length)
}

/** Counts one check of an answer if it stays within `limit`. */
export const claimCheck = async ({ payload, answerId, limit }: AnswerRef & { limit: number }): Promise<boolean> => {
  const db = adapterOf(payload)
  const sql = sqlTagOf(db)
  const result = await db.execute({
    drizzle: db.drizzle,
    sql: sql`UPDATE answers SET check_count = COALESCE(check_count, 0) + 1
      WHERE id = ${answerId} AND COALESCE(check_count, 0) < ${limit} RETURNING id`,
  })
  return Boolean(result.rows?.length)
}

/** Gives a check back: the model could not give its verdict. */
export const releaseCheck = async ({ payload, answerId }: AnswerRef) => {
  const db = adapterOf(payload)
  const sql = sqlTagOf(db)
  await db.execute({
    drizzle: db.drizzle,
    sql: sql`UPDATE answers SET check_count = check_count - 1 WHERE id = ${answerId} AND check_count > 0`,
  })
}
