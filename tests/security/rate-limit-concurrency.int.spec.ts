import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/config/limits'
import { isAppError } from '@/lib/errors/app-error'
import { consumeRateLimit } from '@/services/security/rate-limit'

import { getTestPayload } from '../helpers/payload'
import { fromClient, randomClientAddress, rest } from '../helpers/rest'
import { uniqueEmail } from '../helpers/factories'

/** Finding 11 (limiter): a concurrent burst cannot get past a limit. */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('consumeRateLimit under a concurrent burst', () => {
  it.each(['login', 'forgotPassword'] as const)('lets exactly the limit of %s through', async (action) => {
    const clientKey = randomUUID()
    const { limit } = RATE_LIMITS[action]
    const results = await Promise.allSettled(
      Array.from({ length: limit * 2 }, () => consumeRateLimit({ payload, action, clientKey })),
    )
    const passed = results.filter((result) => result.status === 'fulfilled').length
    const refused = results.filter((result) => result.status === 'rejected' && isAppError(result.reason))
    expect(passed).toBe(limit)
    expect(refused).toHaveLength(limit)
  })

  it('holds for concurrent sign-ins from one address over HTTP', async () => {
    const client = fromClient(randomClientAddress())
    const burst = await Promise.all(
      Array.from({ length: RATE_LIMITS.forgotPassword.limit * 3 }, () =>
        rest('POST', '/auth/forgot-password', { body: { email: uniqueEmail('burst') }, headers: client }),
      ),
    )
    expect(burst.filter((response) => response.status === 200)).toHaveLength(RATE_LIMITS.forgotPassword.limit)
  })
})
