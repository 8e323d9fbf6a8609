import { describe, expect, it } from 'vitest'

import { adminSecurityHeaders, contentSecurityPolicy, securityHeaders } from '@/config/security-headers'
import { randomNonce } from '@/lib/http/nonce-placeholder'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? ''

describe('the site pages’ Content-Security-Policy (issue 22, finding 11)', () => {
  it('allows scripts by nonce and what they load only: no inline scripts at large, no host allow-list', () => {
    const scripts = directive(contentSecurityPolicy({ inlineScripts: { nonce: 'abc123' } }), 'script-src')
    expect(scripts).toBe("script-src 'nonce-abc123' 'strict-dynamic'")
  })

  it('keeps every other directive the site needs: Stripe.js, its frames and API, no plugins, no framing', () => {
    const policy = contentSecurityPolicy({ inlineScripts: { nonce: 'abc123' } })
    // Stripe.js is added by the checkout's own (nonced) code: 'strict-dynamic' lets it run.
    expect(directive(contentSecurityPolicy(), 'script-src')).toContain('https://js.stripe.com')
    expect(directive(policy, 'frame-src')).toContain('https://js.stripe.com')
    expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com')
    expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com')
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(policy, 'form-action')).toBe("form-action 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('lets React’s development build evaluate code only in development', () => {
    expect(
      directive(contentSecurityPolicy({ inlineScripts: { nonce: 'n' }, isDevelopment: true }), 'script-src'),
    ).toContain("'unsafe-eval'")
  })

  it('runs no inline script at all where no nonce was given (the API, files, any page the proxy missed)', () => {
    const policy = securityHeaders().find((header) => header.key === 'Content-Security-Policy')!.value
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
    expect(directive(policy, 'script-src')).not.toContain("'nonce-")
  })

  it('keeps inline scripts for Payload’s admin only, with the same other directives', () => {
    const [admin] = adminSecurityHeaders()
    expect(admin!.key).toBe('Content-Security-Policy')
    expect(directive(admin!.value, 'script-src')).toContain("'unsafe-inline'")
    expect(directive(admin!.value, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(admin!.value, 'object-src')).toBe("object-src 'none'")
  })

  it('lets the admin frame the site for live preview (issue 23); the site frames Stripe only, and only we frame the site', () => {
    const [admin] = adminSecurityHeaders()
    expect(directive(admin!.value, 'frame-src').split(' ')).toContain("'self'")
    expect(directive(admin!.value, 'frame-src')).toContain('https://js.stripe.com')
    for (const policy of [contentSecurityPolicy({ inlineScripts: { nonce: 'n' } }), contentSecurityPolicy()]) {
      expect(directive(policy, 'frame-src').split(' ')).not.toContain("'self'")
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    }
  })

  it('makes a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => randomNonce()))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) {
      // 128 random bits in base64, safe inside a header and an HTML attribute.
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    }
  })
})
