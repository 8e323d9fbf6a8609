import { AUTH_COOKIE } from './auth-cookie'

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

/** Whether a request carries a session (cookie or Bearer token) that Payload would look up. */
export const hasCredentials = (headers: Headers) =>
  Boolean(headers.get('authorization')) ||
  (headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${AUTH_COOKIE}=`))
