export type DatabaseKind = 'sqlite' | 'postgres'

export type DatabaseTarget = { kind: DatabaseKind; uri: string; isSchemaPush: boolean }

const DEFAULT_SQLITE_URI = 'file:./data/studify.db'
const DEFAULT_DEV_SQLITE_URI = 'file:./data/studify-dev.db'

const withoutCredentials = (uri: string) => uri.replace(/\/\/[^@]*@/, '//***@')

/**
 * MongoDB is refused, not half supported: the admin's analytics and lists, the weekly counters and
 * the answer claims are SQL statements (src/services/db/raw-sql.ts), which MongoDB cannot run.
 */
export const MONGODB_REFUSED =
  'MongoDB is not supported: Studify needs PostgreSQL in production (DATABASE_URI=postgres://…) or SQLite ' +
  '(file:…) for a single server, because its analytics, counters and admin lists are SQL.'

export const databaseKind = (uri: string): DatabaseKind => {
  if (/^postgres(ql)?:\/\//i.test(uri)) return 'postgres'
  if (uri.startsWith('file:')) return 'sqlite'
  if (/^mongodb(\+srv)?:\/\//i.test(uri)) throw new Error(`${MONGODB_REFUSED} Got "${withoutCredentials(uri)}".`)
  throw new Error(`Unsupported DATABASE_URI scheme in "${withoutCredentials(uri)}" (use postgres:// or file:)`)
}

/**
 * `next dev` pushes schema changes straight into the database, which would corrupt a database
 * managed by migrations; so development uses its own database (DEV_DATABASE_URI, by default a
 * separate SQLite file) and every other mode uses DATABASE_URI with migrations only.
 */
export const resolveDatabaseTarget = (env: NodeJS.ProcessEnv = process.env): DatabaseTarget => {
  const isDevelopment = env.NODE_ENV === 'development'
  const uri = (
    isDevelopment ? env.DEV_DATABASE_URI || DEFAULT_DEV_SQLITE_URI : env.DATABASE_URI || DEFAULT_SQLITE_URI
  ).trim()
  const kind = databaseKind(uri)
  return { kind, uri, isSchemaPush: isDevelopment }
}
