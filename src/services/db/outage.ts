import type { Payload } from 'payload'

import { AUTH_COOKIE } from '../../lib/http/auth-cookie'

/** How long a client should wait before retrying while the database is unreachable or locked. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

// Node's socket errors, PostgreSQL's connection-class (08…) and shutdown (57P0…) SQLSTATEs, and
// SQLite's lock codes: each means "the database cannot answer now", never "the request is wrong".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
])
// node-postgres reports a dropped or never-made connection in words, without a code; Payload
// rethrows a failed BEGIN (which no request data can cause) as a new error without its cause.
const UNAVAILABLE_MESSAGES = [
  /cannot begin transaction/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /database is locked/i,
  /Client has encountered a connection error/i,
]

/** Whether an error (or anything in its cause chain) says the database is unreachable or locked. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, message, cause, errors } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
    // AggregateError (a connection tried on IPv4 and IPv6) keeps its reasons in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = cause
  }
  return false
}

/** The headers of every "database unavailable" answer: clients and load balancers retry after it. */
export const retryAfterHeaders = () => ({ 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) })

type ErrorSource = { on: (event: 'error', listener: (error: Error) => void) => unknown }
type Pool = ErrorSource & {
  on: (event: 'connect', listener: (client: ErrorSource) => void) => unknown
  listenerCount: (event: string) => number
}

/**
 * node-postgres raises a lost connection as an 'error' event: the pool's for an idle connection,
 * the connection's own while a request (or its transaction) holds it. An unheard 'error' ends the
 * process, so one database restart would take every app server down with it. Heard here, the
 * request in flight fails (→ 503) and the pool opens a fresh connection for the next one.
 */
export const watchDatabasePool = (payload: { db: unknown; logger: { warn: (entry: object) => void } }) => {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  const warn = (error: Error) =>
    payload.logger.warn({ msg: 'database connection lost; the next query opens a new one', err: error.message })
  pool.on('error', warn)
  pool.on('connect', (client) => client.on('error', warn))
}

/** Whether a request carries a session (cookie or Bearer token) that Payload would look up. */
export const hasCredentials = (headers: Headers) =>
  Boolean(headers.get('authorization')) ||
  (headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${AUTH_COOKIE}=`))

/**
 * Payload answers "signed out" when it cannot load a session's user, also when the reason is that
 * the database is away. Before a signed-in request is refused, one cheap query tells the two
 * apart: it throws the outage (→ 503) or passes (→ the refusal stands).
 */
export const assertDatabaseAnswers = async (payload: Payload) => {
  await payload.count({ collection: 'users', where: { id: { equals: 0 } }, overrideAccess: true })
}
