import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createThrowawayDatabase, postgresMissing } from '../helpers/postgres-database'

/**
 * Every integration run gets its own empty database: a fresh PostgreSQL database when
 * TEST_DATABASE=postgres, otherwise a throwaway SQLite file. Schemas come from the migrations.
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE === 'postgres') {
    // Asked for by name, PostgreSQL is required: `npm test` decides whether to run this stage at all.
    const missing = await postgresMissing()
    if (missing) throw new Error(`TEST_DATABASE=postgres, but ${missing}`)
    const database = await createThrowawayDatabase('studify_test')
    process.env.DATABASE_URI = database.uri
    console.log(`integration tests on PostgreSQL database ${database.name}`)
    return database.drop
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'studify-int-'))
  process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  return () => rmSync(dir, { recursive: true, force: true })
}
