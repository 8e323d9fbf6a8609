import { afterEach, describe, expect, it, vi } from 'vitest'

import { payloadSecret } from '@/config/server'

afterEach(() => vi.unstubAllEnvs())

describe('payloadSecret', () => {
  it('refuses to run production without a secret', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', '')
    expect(() => payloadSecret()).toThrow(/Refusing to start in production/)
  })

  it('refuses a short secret', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'short')
    expect(() => payloadSecret()).toThrow(/at least 32/)
  })

  it('returns a proper secret', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'a'.repeat(40))
    expect(payloadSecret()).toBe('a'.repeat(40))
  })
})
