import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

type MigratableAdapter = { prodMigrations?: unknown[]; migrate: (args: { migrations?: unknown[] }) => Promise<void> }

/**
 * The Payload instance of this test run, on a database built by the shipped migrations
 * (the same path production takes), never by schema push.
 */
export const getTestPayload = async (): Promise<Payload> => {
  const payload = await getPayload({ config })
  const db = payload.db as unknown as MigratableAdapter
  if (db.prodMigrations) await db.migrate({ migrations: db.prodMigrations })
  return payload
}
