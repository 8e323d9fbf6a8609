import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/config/limits'
import { serverMessages } from '@/i18n/server-messages'

import { getTestPayload } from '../helpers/payload'
import { fromClient, randomClientAddress, rest } from '../helpers/rest'

/**
 * Finding 7 (issue 22): POST /api/analytics/track took unlimited anonymous visits from one address,
 * so anyone could inflate the analytics. One address now gets the window's limit, counted in the
 * database (the shared limiter every app server uses), and a translated 429 after that.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const visitsOf = async (marker: string) =>
  (await payload.count({ collection: 'visits', where: { path: { like: marker } }, overrideAccess: true })).totalDocs

describe('POST /api/analytics/track from one address', () => {
  it('records up to the limit, then refuses with a translated 429 and records nothing more', async () => {
    const { limit } = RATE_LIMITS.trackVisit
    const address = randomClientAddress()
    const marker = `/pricing/limit-${Date.now()}`
    for (let index = 0; index < limit; index += 1) {
      const response = await rest('POST', '/analytics/track', {
        body: { path: `${marker}-${index}`, sessionId: `s-${index}` },
        headers: fromClient(address),
      })
      expect(response.status).toBe(201)
    }
    const refused = await rest('POST', '/analytics/track', {
      body: { path: `${marker}-over`, sessionId: 'over' },
      headers: { ...fromClient(address), 'x-locale': 'de' },
    })
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({ message: (await serverMessages('de')).tooManyRequests })
    expect(await visitsOf(marker)).toBe(limit)

    // Another address is its own client.
    const other = await rest('POST', '/analytics/track', {
      body: { path: `${marker}-other`, sessionId: 'other' },
      headers: fromClient(randomClientAddress()),
    })
    expect(other.status).toBe(201)
  }, 120_000)
})
