import pg from 'pg'

/** The server's maintenance database, from which test databases are created and dropped. */
export const POSTGRES_ADMIN_URI = process.env.TEST_POSTGRES_ADMIN_URI || 'postgres://postgres@127.0.0.1:5432/postgres'

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Why PostgreSQL cannot be used for tests (its server does not answer), or null when it can. */
export const postgresMissing = async (): Promise<string | null> => {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URI, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return null
  } catch (error) {
    const { hostname, port } = new URL(POSTGRES_ADMIN_URI)
    return `PostgreSQL does not answer at ${hostname}:${port || 5432} (${(error as Error).message})`
  } finally {
    await client.end().catch(() => {})
  }
}

export type ThrowawayDatabase = { name: string; uri: string; drop: () => Promise<void> }

/**
 * A new, empty PostgreSQL database named `<prefix>_<time>_<pid>` (unique per run, so parallel runs
 * on one server never meet), and how to drop it, even while connections remain.
 */
export const createThrowawayDatabase = async (prefix: string): Promise<ThrowawayDatabase> => {
  const name = `${prefix}_${Date.now()}_${process.pid}`
  await adminQuery(`CREATE DATABASE "${name}"`)
  const url = new URL(POSTGRES_ADMIN_URI)
  url.pathname = `/${name}`
  return { name, uri: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}
