import Database from 'libsql'

type Statement = ReturnType<Database.Database['prepare']>

/** Distinct SQL texts kept prepared per connection; the app issues a few dozen. */
export const MAX_CACHED_STATEMENTS = 512

/** A schema change (a migration) makes cached statements and their column lists stale. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i

const caches = new WeakMap<object, Map<string, Statement>>()
let isInstalled = false

/**
 * Keeps libsql's prepared statements for reuse. Payload's SQLite client (@libsql/client) prepares
 * every statement afresh and asks for its column list twice; for Payload's long queries that
 * was over a millisecond of each question (bench/answers). Reuse is safe because the client runs
 * each statement to completion synchronously (`all` or `run`) before the next can start.
 */
export const cachePreparedStatements = () => {
  if (isInstalled) return
  isInstalled = true
  const { prepare, exec } = Database.prototype
  // A script (several statements at once) may change the schema: start afresh after it.
  Database.prototype.exec = function execAndForget(this: Database.Database, source: string) {
    caches.delete(this)
    return exec.call(this, source)
  }
  Database.prototype.prepare = function prepareCached(this: Database.Database, source: string) {
    let cache = caches.get(this)
    if (!cache || SCHEMA_CHANGE.test(source)) caches.set(this, (cache = new Map()))
    const cached = cache.get(source)
    if (cached) {
      // Most recently used last: the first key is the one to evict.
      cache.delete(source)
      cache.set(source, cached)
      return cached
    }
    const statement = rememberShape(prepare.call(this, source) as Statement)
    cache.set(source, statement)
    if (cache.size > MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value!)
    return statement
  } as typeof prepare
}

/**
 * What the client asks of every statement before running it, answered once: its column list,
 * and whether it returns rows (`raw()` throws when not, which costs a stack trace each time).
 */
const rememberShape = (statement: Statement) => {
  const { columns, raw } = statement
  let knownColumns: ReturnType<Statement['columns']> | undefined
  let notReader: unknown
  statement.columns = () => (knownColumns ??= columns.call(statement))
  statement.raw = (toggle?: boolean) => {
    if (notReader) throw notReader
    try {
      return raw.call(statement, toggle)
    } catch (error) {
      notReader = error
      throw error
    }
  }
  return statement
}
