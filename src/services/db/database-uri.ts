export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

export type DatabaseTarget = { kind: DatabaseKind; uri: string; isSchemaPush: boolean }

const DEFAULT_SQLITE_URI = 'file:./data/studify.db'
const DEFAULT_DEV_SQLITE_URI = 'file:./data/studify-dev.db'

export const databaseKind = (uri: string): DatabaseKind => {
  if (/^postgres(ql)?:\/\//i.test(uri)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//i.test(uri)) return 'mongodb'
  if (uri.startsWith('file:')) return 'sqlite'
  throw new Error(
    `Unsupported DATABASE_URI scheme in "${uri.replace(/\/\/[^@]*@/, '//***@')}" (use file:, postgres:// or mongodb://)`,
  )
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
  return { kind, uri, isSchemaPush: isDevelopment && kind !== 'mongodb' }
}
