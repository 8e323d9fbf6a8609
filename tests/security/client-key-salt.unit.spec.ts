import { createHash } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { clientKey, PEER_HEADER, signPeer } from '@/lib/http/client-address'

/** Finding 11 (hashes): a stored client key cannot be turned back into the address. */
const headersFrom = (address: string) => new Headers({ [PEER_HEADER]: signPeer(address) })
const unsalted = (address: string) => createHash('sha256').update(`studify:${address}`).digest('hex').slice(0, 32)

afterEach(() => vi.unstubAllEnvs())

describe('clientKey', () => {
  it('is not the plain hash of the address (IPv4 space could be enumerated)', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'a'.repeat(40))
    expect(clientKey(headersFrom('198.51.100.7'))).not.toBe(unsalted('198.51.100.7'))
  })

  it('depends on the server secret, and is stable for one secret', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'a'.repeat(40))
    const first = clientKey(headersFrom('198.51.100.7'))
    expect(clientKey(headersFrom('198.51.100.7'))).toBe(first)
    vi.stubEnv('PAYLOAD_SECRET', 'b'.repeat(40))
    expect(clientKey(headersFrom('198.51.100.7'))).not.toBe(first)
  })
})
