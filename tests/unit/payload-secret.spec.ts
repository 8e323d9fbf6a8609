import { describe, expect, it } from 'vitest'

import { payloadSecret } from '@/lib/payload-secret'

describe('payloadSecret', () => {
  it('refuses to run production without a secret', () => {
    expect(() => payloadSecret({ NODE_ENV: 'production' })).toThrow(/Refusing to start in production/)
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: '   ' })).toThrow(
      /Refusing to start in production/,
    )
  })

  it('refuses a short secret in any mode', () => {
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short' })).toThrow(/at least 32/)
    expect(() => payloadSecret({ NODE_ENV: 'development', PAYLOAD_SECRET: 'short' })).toThrow(/at least 32/)
  })

  it('returns a proper secret', () => {
    expect(payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'a'.repeat(40) })).toBe('a'.repeat(40))
  })

  it('keeps one generated secret for development', () => {
    const first = payloadSecret({ NODE_ENV: 'development' })
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(payloadSecret({ NODE_ENV: 'development' })).toBe(first)
  })
})
