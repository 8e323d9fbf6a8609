import { FileRetrievalError, QueryError } from 'payload'

import type { ValidationMessageKey } from '../validation/messages'

/** A request the client got wrong: the status to answer and the message (a validation key) to show. */
export type ClientFault = { status: 400 | 404 | 409 | 413 | 415; key: ValidationMessageKey }

const BODY_TOO_LARGE = 'Request body too large'

/** A request body that grew past its cap while it was being read (Payload rethrows only its message). */
export class BodyTooLargeError extends Error {
  constructor() {
    super(BODY_TOO_LARGE)
    this.name = 'BodyTooLargeError'
  }
}

/** Ours, and Payload's own 413s (busboy's limits), answered in the reader's language. */
const TOO_LARGE = [BODY_TOO_LARGE, 'Multipart limit has been reached', 'File size limit has been reached']

/** The error and what caused it, a few links down (drizzle wraps the driver's error). */
const causes = function* (error: unknown) {
  let current = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as Error
    current = (current as { cause?: unknown }).cause
  }
}

/**
 * What busboy (Payload's multipart parser) and undici (`Request.formData()`) say about a body that
 * is not the multipart form it claims to be. Payload rethrows them as 500s.
 */
const MALFORMED_FORM = [
  /^Unexpected end of (form|file)$/,
  /^Malformed (part header|urlencoded form)$/,
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /^Failed to parse body as FormData/,
]

/**
 * Values a client put in a query or body that the database cannot hold: SQLite/libsql refuse NaN,
 * Infinity and undefined parameters (a number or date Payload could not read) and arrays or objects
 * where a column holds one value, an out-of-range integer is a "datatype mismatch", an unreadable
 * date fails in `toISOString`.
 */
const INVALID_VALUE = [
  /^Only finite numbers \(not Infinity or NaN\) can be passed as arguments$/,
  /^undefined cannot be passed as argument to the database$/,
  /^datatype mismatch$/,
  /^SQLite3 can only bind numbers, strings, bigints, buffers, and null$/,
  /^Invalid time value$/,
]

/** PostgreSQL's "data exception" class (SQLSTATE 22xxx): a value the column's type cannot hold. */
const isPostgresDataException = (error: object) =>
  'code' in error && typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code) && 'severity' in error

/**
 * PostgreSQL's "operator does not exist" (42883): a filter whose operator the column's type lacks
 * (`like` on a date, an enum or an id); and its syntax error (42601) for `not_like` on a date, whose
 * value the adapter drops. Our own queries are typed and well formed; only a client's filter in a
 * read builds one, so they count only for a select (SQLite compares any types; it raises the syntax error).
 */
const isPostgresOperatorMismatch = (error: object) =>
  'code' in error && (error.code === '42883' || error.code === '42601') && 'severity' in error
const isSelect = (error: unknown) => [...causes(error)].some((cause) => /^Failed query: select /.test(cause.message))

/**
 * A delete that other rows still point at (a thread with answers, a category with articles): the
 * reference is required, so the database refuses to clear it (SQLite's constraint messages,
 * PostgreSQL's not-null and foreign-key violations).
 */
const IN_USE = [/^(SQLITE_CONSTRAINT_\w+: )?(NOT NULL|FOREIGN KEY) constraint failed/]
const isPostgresReferenceViolation = (error: object) =>
  'code' in error && (error.code === '23502' || error.code === '23503') && 'severity' in error
const isDelete = (error: unknown) =>
  [...causes(error)].some((cause) => /^Failed query: delete from /.test(cause.message))

const isMultipart = (headers?: Headers) => (headers?.get('content-type') ?? '').includes('multipart/')

/**
 * Whether a thrown error was the client's fault, and which 4xx says so. Only errors that client
 * input alone produces are listed: anything else stays a server error (500), logged. A JSON syntax
 * error counts only for a multipart request: its `_payload` field is the one JSON Payload parses
 * from a body the /api guard could not check beforehand (a large form).
 */
export const clientFaultOf = (error: unknown, request?: { headers: Headers }): ClientFault | null => {
  for (const cause of causes(error)) {
    const message = typeof cause.message === 'string' ? cause.message : ''
    if (cause instanceof BodyTooLargeError || TOO_LARGE.includes(message))
      return { status: 413, key: 'requestTooLarge' }
    if (cause instanceof SyntaxError && isMultipart(request?.headers)) return { status: 400, key: 'requestJsonInvalid' }
    if (MALFORMED_FORM.some((pattern) => pattern.test(message))) return { status: 400, key: 'requestFormInvalid' }
    // Payload's own 400 for a filter path it cannot run (`where[][equals]`, `where[or][x]`), in English only.
    if (cause instanceof QueryError) return { status: 400, key: 'requestQueryInvalid' }
    if (INVALID_VALUE.some((pattern) => pattern.test(message))) return { status: 400, key: 'requestValueInvalid' }
    if (isPostgresDataException(cause)) return { status: 400, key: 'requestValueInvalid' }
    const isBrokenFilter =
      isPostgresOperatorMismatch(cause) || /^(SQLITE_ERROR: )?(near .*: syntax error|incomplete input)$/.test(message)
    if (isBrokenFilter && isSelect(error)) return { status: 400, key: 'requestQueryInvalid' }
    // Payload copies a document's file from disk (a duplicate); one that is gone is a 404, as when it is read.
    if (cause instanceof FileRetrievalError && message.includes('ENOENT')) return { status: 404, key: 'fileMissing' }
    const isReferenceViolation = IN_USE.some((pattern) => pattern.test(message)) || isPostgresReferenceViolation(cause)
    if (isReferenceViolation && isDelete(error)) return { status: 409, key: 'documentInUse' }
  }
  return null
}
