import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations as postgresMigrations } from '../../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../../migrations/sqlite'
import { resolveDatabaseTarget } from './database-uri'

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
      pool: { connectionString: uri, max: Number(process.env.DATABASE_POOL_MAX || 10) },
      push: isSchemaPush,
      migrationDir: migrationDir('postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  if (kind === 'mongodb') {
    return mongooseAdapter({ url: uri })
  }
  ensureSqliteDirectory(uri)
  return sqliteAdapter({
    client: { url: uri },
    // WAL: readers never wait for the writer and commits skip a full sync (fsync at checkpoints).
    wal: true,
    busyTimeout: 5000,
    push: isSchemaPush,
    migrationDir: migrationDir('sqlite'),
    prodMigrations: sqliteMigrations,
  })
}
