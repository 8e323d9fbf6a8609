import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { clientKey, PEER_HEADER } from '@/lib/http/client-address'

import { uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { fromClient, rest } from '../helpers/rest'

let payload: Payload
let address = 0
/** A fresh documentation-range address per call, so each test starts with empty buckets. */
const newAddress = () => `198.18.${Math.floor(++address / 250)}.${address % 250}`
const forgot = (headers: Record<string, string>) =>
  rest('POST', '/auth/forgot-password', { body: { email: uniqueEmail('bucket') }, headers })
// RATE_LIMITS.forgotPassword allows five an hour; the sixth shows which bucket a request fell in.
const exhaust = async (headers: () => Record<string, string>) => {
  const statuses: number[] = []
  for (let attempt = 0; attempt < 6; attempt++) statuses.push((await forgot(headers())).status)
  return statuses
}
const EXHAUSTED = [200, 200, 200, 200, 200, 429]

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS
})

describe('the client address behind the per-IP limits', () => {
  it('with no trusted proxy, counts the connection whatever X-Forwarded-For claims', async () => {
    const peer = newAddress()
    expect(await exhaust(() => ({ ...fromClient(peer), 'x-forwarded-for': newAddress() }))).toEqual(EXHAUSTED)
  })

  it('with no trusted proxy, counts two real clients apart', async () => {
    const first = newAddress()
    expect(await exhaust(() => fromClient(first))).toEqual(EXHAUSTED)
    expect((await forgot(fromClient(newAddress()))).status).toBe(200)
  })

  it('with one trusted proxy, counts the address it appended, not what the client wrote before it', async () => {
    process.env.TRUST_PROXY_HOPS = '1'
    const loadBalancer = newAddress()
    const client = newAddress()
    expect(
      await exhaust(() => ({ ...fromClient(loadBalancer), 'x-forwarded-for': `${newAddress()}, ${client}` })),
    ).toEqual(EXHAUSTED)
    // Another student behind the same load balancer has a bucket of their own.
    expect((await forgot({ ...fromClient(loadBalancer), 'x-forwarded-for': newAddress() })).status).toBe(200)
  })

  it('puts every unsigned peer stamp in one shared bucket, never a fresh one per forged value', async () => {
    const forged = Array.from({ length: 6 }, () => newAddress())
    const statuses: number[] = []
    for (const address of forged) {
      statuses.push((await forgot({ [PEER_HEADER]: `${address} not-our-signature` })).status)
    }
    // One bucket of five an hour, shared with every other unsigned request of this run: by the
    // sixth forged value it is full, whatever came before.
    expect(statuses.at(-1)).toBe(429)
    // No forged value got a bucket of its own.
    const forgedKeys = forged.map((address) => clientKey(new Headers(fromClient(address))))
    const rows = await payload.count({
      collection: 'auth-attempts',
      where: { clientKey: { in: forgedKeys } },
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(0)
  })
})
