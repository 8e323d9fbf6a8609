import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

type SqlTag = typeof sqliteSql
type Rows = { rows?: Record<string, unknown>[] }
type SqlAdapter = {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; sql: unknown }) => Promise<Rows>
}

export type SqlEngine = 'sqlite' | 'postgres'

/** Which SQL dialect the configured adapter speaks (SQLite or PostgreSQL: MongoDB is refused at start). */
export const sqlEngineOf = (payload: Payload): SqlEngine => {
  const { name } = payload.db as unknown as SqlAdapter
  if (name === 'postgres') return 'postgres'
  if (name === 'sqlite') return 'sqlite'
  throw new Error(`SQL aggregates need SQLite or PostgreSQL, not ${name}`)
}

/**
 * Runs one SQL statement written with the engine's own `sql` tag (parameters are bound, never
 * interpolated) and returns its rows: aggregates and paged lists run in the database, not in JS.
 */
export const queryRows = async <Row extends Record<string, unknown>>(
  payload: Payload,
  build: (sql: SqlTag, engine: SqlEngine) => unknown,
): Promise<Row[]> => {
  const db = payload.db as unknown as SqlAdapter
  const engine = sqlEngineOf(payload)
  const statement = build((engine === 'postgres' ? postgresSql : sqliteSql) as SqlTag, engine)
  const result = await db.execute({ drizzle: db.drizzle, sql: statement })
  return (result.rows ?? []) as Row[]
}

/** PostgreSQL returns COUNT and numeric columns as strings; SQLite as numbers. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))
