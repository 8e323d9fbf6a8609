import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations as postgresMigrations } from '../../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../../migrations/sqlite'
import { postgresAggregateSchema, sqliteAggregateSchema } from '../analytics/aggregate-schema'
import { resolveDatabaseTarget } from './database-uri'
import { cachePreparedStatements } from './sqlite-statement-cache'

const ensureSqliteDirectory = (uri: string) => {
  const file = uri.replace(/^file:/, '').split('?')[0]!
  if (file && file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}

/** The Payload database adapter chosen by DATABASE_URI (see README, Configuration). */
export const databaseAdapter = (): DatabaseAdapterObj => {
  const { kind, uri, isSchemaPush } = resolveDatabaseTarget()
  // MIGRATIONS_ROOT lets the migration check diff against a scratch copy.
  const migrationDir = (name: string) =>
    path.resolve(process.env.MIGRATIONS_ROOT || path.resolve(process.cwd(), 'migrations'), name)

  if (kind === 'postgres') {
    return postgresAdapter({
      pool: {
        connectionString: uri,
        max: Number(process.env.DATABASE_POOL_MAX || 10),
        // While the database is unreachable a request fails fast with a 503 instead of waiting:
        // a new connection gets 3 s. No query timeout: a migration on a large table may need more.
        connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS || 3000),
        keepAlive: true,
      },
      push: isSchemaPush,
      afterSchemaInit: [postgresAggregateSchema],
      migrationDir: migrationDir('postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  ensureSqliteDirectory(uri)
  cachePreparedStatements()
  return sqliteAdapter({
    client: { url: uri },
    // WAL: readers never wait for the writer. NORMAL syncs the log at checkpoints instead of on every
    // commit (Payload's `wal: true` means FULL): ~0.3 ms less per write here, four writes per question.
    // The database stays consistent after a crash; a power cut may drop the last commits, which
    // PostgreSQL (the production choice) does not trade away.
    wal: { synchronous: 'NORMAL' },
    busyTimeout: 5000,
    // No `transactionOptions`, so Payload runs no SQLite transactions (beginTransaction answers null):
    // the driver is synchronous and every request shares this process, so a transaction holding the
    // write lock across an await would stall every other write. Multi-write services undo instead
    // (accounts/undo-sign-up.ts, Stripe claims).
    push: isSchemaPush,
    afterSchemaInit: [sqliteAggregateSchema],
    migrationDir: migrationDir('sqlite'),
    prodMigrations: sqliteMigrations,
  })
}
