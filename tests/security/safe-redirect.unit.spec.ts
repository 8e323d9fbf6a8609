import { describe, expect, it } from 'vitest'

import { safeRedirect } from '@/lib/safe-redirect'

/**
 * Finding 4 (issue 22): browsers drop tab, CR and LF from URLs and read `\` as `/`, so a string
 * check let `/\t/evil.example/` through as a protocol-relative URL. Only same-origin paths pass.
 */
describe('safeRedirect', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/checkout?plan=weekly&billing=weekly#card', '/checkout?plan=weekly&billing=weekly#card'],
    ['/fr/dashboard', '/fr/dashboard'],
    ['/admin', '/admin'],
    ['/', '/'],
  ])('keeps the same-origin path %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })

  it.each([
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '\t//evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'https:evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/')
  })
})
