import Database from 'libsql'

import { finishRefusedStatement, isBusyError } from './sqlite-refused-statement'

type Statement = ReturnType<Database.Database['prepare']>

/** Distinct SQL texts kept prepared per connection; the app issues a few dozen. */
export const MAX_CACHED_STATEMENTS = 512

/**
 * A schema change (a migration) makes cached statements and their column lists stale. Only DDL
 * through the same connection is seen; the app's queries name their columns, so a change made
 * elsewhere (another process migrating) cannot reshape their rows.
 */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i

const caches = new WeakMap<object, Map<string, Statement>>()
// On the prototype itself, so a module reloaded in development does not wrap it twice.
const INSTALLED = Symbol.for('studify.sqliteStatementCache')

/**
 * Keeps libsql's prepared statements for reuse. Payload's SQLite client (@libsql/client) prepares
 * every statement afresh and asks for its column list twice; for Payload's long queries that
 * was over a millisecond of each question (bench/answers). Reuse is safe because the client runs
 * each statement to completion synchronously (`all` or `run`) before the next can start; the one
 * exception, a statement refused a lock (SQLite keeps it mid-run), is finished on the spot.
 */
export const cachePreparedStatements = () => {
  const prototype = Database.prototype as Database.Database & { [INSTALLED]?: true }
  if (prototype[INSTALLED]) return
  prototype[INSTALLED] = true
  const { prepare, exec } = prototype
  // A script (several statements at once) may change the schema: start afresh after it.
  prototype.exec = function execAndForget(this: Database.Database, source: string) {
    caches.delete(this)
    return exec.call(this, source)
  }
  prototype.prepare = function prepareCached(this: Database.Database, source: string) {
    let cache = caches.get(this)
    if (!cache || SCHEMA_CHANGE.test(source)) caches.set(this, (cache = new Map()))
    const cached = cache.get(source)
    if (cached) {
      // Most recently used last: the first key is the one to evict.
      cache.delete(source)
      cache.set(source, cached)
      return cached
    }
    const connection = { exec: (sql: string) => exec.call(this, sql) }
    const statement = rememberShape(prepare.call(this, source) as Statement, (rerun) =>
      finishRefusedStatement(connection, source, rerun),
    )
    cache.set(source, statement)
    if (cache.size > MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value!)
    return statement
  } as typeof prepare
}

type Parameters = unknown[] | Record<string, unknown>
type Method = (this: Statement, ...parameters: unknown[]) => unknown
const arityOf = (parameters: Parameters) =>
  Array.isArray(parameters) ? parameters.length : Object.keys(parameters ?? {}).length

/**
 * What the client asks of every statement before running it, answered once: its column list,
 * and whether it returns rows (`raw()` throws when not, which costs a stack trace each time).
 * libsql keeps a statement's bindings between runs, so a run with fewer parameters than the
 * first would silently reuse the last query's values: that is refused instead.
 * A run refused a lock is finished at once (`finishRefused`, see sqlite-refused-statement.ts).
 */
const rememberShape = (statement: Statement, finishRefused: (rerun: () => unknown) => void) => {
  const { columns, raw, all, run } = statement
  let arity: number | undefined
  // Called as libsql takes them: one array or object, or the values one by one.
  const checkArity = (parameters: unknown[]) => {
    const count =
      parameters.length === 1 && typeof parameters[0] === 'object'
        ? arityOf(parameters[0] as Parameters)
        : parameters.length
    arity ??= count
    if (count !== arity) throw new Error(`A cached SQLite statement was run with ${count} parameters, not ${arity}.`)
  }
  // Runs `method`; a run refused a lock is finished before its error goes on.
  const runFinished = (method: Method, parameters: unknown[]) => {
    checkArity(parameters)
    const once = () => method.apply(statement, parameters)
    try {
      return once()
    } catch (error) {
      if (isBusyError(error)) finishRefused(once)
      throw error
    }
  }
  statement.all = ((...parameters: unknown[]) => runFinished(all as Method, parameters)) as Statement['all']
  statement.run = ((...parameters: unknown[]) => runFinished(run as Method, parameters)) as Statement['run']
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
