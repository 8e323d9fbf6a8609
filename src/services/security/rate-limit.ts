import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { RATE_LIMITS, type RateLimitedAction } from '../../config/limits'
import { AppError } from '../../lib/errors/app-error'
import { VALIDATION_MESSAGES } from '../../lib/validation/messages'

type Rows = { rows?: unknown[] }
type Executor = { execute: (statement: unknown) => Promise<Rows> }
type SqlAdapter = {
  name: string
  drizzle: Executor & { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> }
  execute: (args: { drizzle: unknown; sql: unknown }) => Promise<Rows>
}

/**
 * Records one attempt only while fewer than `limit` were recorded in the window, as a single
 * conditional INSERT: counting and recording cannot be split by a concurrent request. SQLite runs
 * one writer at a time, so the statement is atomic on its own; PostgreSQL first takes a
 * transaction-scoped advisory lock on the (action, client) pair, so every app server's requests
 * for that pair queue up and each sees the rows the previous one committed.
 */
const recordIfUnderLimit = async (payload: Payload, action: string, clientKey: string, limit: number, since: Date) => {
  const db = payload.db as unknown as SqlAdapter
  const now = new Date().toISOString()
  if (db.name === 'sqlite') {
    const sql = sqliteSql
    const result = await db.execute({
      drizzle: db.drizzle,
      sql: sql`INSERT INTO auth_attempts (action, client_key, created_at, updated_at)
        SELECT ${action}, ${clientKey}, ${now}, ${now}
        WHERE (SELECT COUNT(*) FROM auth_attempts
               WHERE action = ${action} AND client_key = ${clientKey} AND created_at > ${since.toISOString()}) < ${limit}
        RETURNING id`,
    })
    return Boolean(result.rows?.length)
  }
  const sql = postgresSql
  return db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rate-limit:${action}:${clientKey}`}, 0))`)
    const result = await tx.execute(sql`INSERT INTO auth_attempts (action, client_key, created_at, updated_at)
      SELECT ${action}, ${clientKey}, ${now}::timestamptz, ${now}::timestamptz
      WHERE (SELECT COUNT(*) FROM auth_attempts
             WHERE action = ${action} AND client_key = ${clientKey} AND created_at > ${since.toISOString()}::timestamptz) < ${limit}
      RETURNING id`)
    return Boolean(result.rows?.length)
  })
}

/** MongoDB has no conditional insert of this shape: the count-then-record of Payload's API. */
const recordThroughPayload = async (
  payload: Payload,
  action: string,
  clientKey: string,
  limit: number,
  since: Date,
) => {
  const recent = await payload.count({
    collection: 'auth-attempts',
    where: {
      and: [
        { action: { equals: action } },
        { clientKey: { equals: clientKey } },
        { createdAt: { greater_than: since.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (recent.totalDocs >= limit) return false
  await payload.create({ collection: 'auth-attempts', data: { action, clientKey }, overrideAccess: true })
  return true
}

/**
 * Counts this client's recent attempts at `action` in the database (so every app server shares
 * the count) and refuses once the window's limit is reached; otherwise records this attempt.
 */
export const consumeRateLimit = async ({
  payload,
  action,
  clientKey,
  message = VALIDATION_MESSAGES.tooManyRequests,
}: {
  payload: Payload
  action: RateLimitedAction
  clientKey: string
  message?: string
}) => {
  const { limit, windowMs } = RATE_LIMITS[action]
  const since = new Date(Date.now() - windowMs)
  const isSql = ['sqlite', 'postgres'].includes((payload.db as unknown as SqlAdapter).name)
  const recorded = await (isSql ? recordIfUnderLimit : recordThroughPayload)(payload, action, clientKey, limit, since)
  if (!recorded) {
    throw new AppError('rateLimited', message, { details: { retryAfterSeconds: Math.ceil(windowMs / 1000) } })
  }
}
