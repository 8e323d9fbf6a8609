import { describe, expect, it } from 'vitest'

import { isStripeUnavailable } from '../../services/billing/stripe-availability'
import { isDatabaseUnavailable } from './database-outage'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['PostgreSQL shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a BEGIN Payload could not run', new Error('Error: cannot begin transaction: Failed query: begin\nparams: ')],
    ['a locked SQLite file', withCode('SQLITE_BUSY', 'SQLITE_BUSY: database is locked')],
    [
      'a cause two levels down',
      new Error('query failed', { cause: new Error('wrap', { cause: withCode('ECONNREFUSED') }) }),
    ],
    ['an AggregateError of refused addresses', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a constraint failure in SQLite', withCode('SQLITE_CONSTRAINT')],
    ['a plain error', new Error('Something else')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('survives a cause cycle', () => {
    const first = new Error('a') as Error & { cause?: unknown }
    const second = new Error('b', { cause: first })
    first.cause = second
    expect(isDatabaseUnavailable(first)).toBe(false)
  })
})

describe('isStripeUnavailable', () => {
  it.each([
    [{ type: 'StripeConnectionError' }, true],
    [{ type: 'StripeAPIError', statusCode: 500 }, true],
    [{ type: 'StripeRateLimitError', statusCode: 429 }, true],
    [{ type: 'StripeInvalidRequestError', statusCode: 502 }, true],
    [{ type: 'StripeCardError', statusCode: 402 }, false],
    [{ type: 'StripeInvalidRequestError', statusCode: 400 }, false],
    [new Error('ECONNREFUSED'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isStripeUnavailable(error)).toBe(expected)
  })
})
