import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

const ADMIN_URI = process.env.TEST_POSTGRES_ADMIN_URI || 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Every integration run gets its own empty database: a fresh PostgreSQL database when
 * TEST_DATABASE=postgres, otherwise a throwaway SQLite file. Schemas come from the migrations.
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE === 'postgres') {
    const name = `studify_test_${Date.now()}_${process.pid}`
    const admin = new pg.Client({ connectionString: ADMIN_URI })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(ADMIN_URI)
    url.pathname = `/${name}`
    process.env.DATABASE_URI = url.toString()
    console.log(`integration tests on PostgreSQL database ${name}`)
    return async () => {
      const client = new pg.Client({ connectionString: ADMIN_URI })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    }
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'studify-int-'))
  process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  return () => rmSync(dir, { recursive: true, force: true })
}
