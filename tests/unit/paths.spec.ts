import { describe, expect, it } from 'vitest'

import { localizedHref, localizedPath, splitLocale, switchLocalePath } from '@/lib/paths'

describe('locale paths', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/blog', '/blog'],
    ['fr', '/', '/fr'],
    ['ar', '/blog/x', '/ar/blog/x'],
    ['ja', 'help', '/ja/help'],
    // The admin and the API are not site pages: a French sign-in returning to /admin stays there.
    ['fr', '/admin', '/admin'],
    ['ar', '/admin/collections/posts', '/admin/collections/posts'],
    ['de', '/api/users/me', '/api/users/me'],
    ['fr', '/administration', '/fr/administration'],
  ] as const)('localizedPath(%s, %s) = %s', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected)
  })

  it.each([
    ['/', { locale: 'en', path: '/' }],
    ['/fr', { locale: 'fr', path: '/' }],
    ['/fr/', { locale: 'fr', path: '/' }],
    ['/de/blog/post', { locale: 'de', path: '/de/blog/post'.slice(3) }],
    ['/french/blog', { locale: 'en', path: '/french/blog' }],
    ['/en/blog', { locale: 'en', path: '/en/blog' }],
  ] as const)('splitLocale(%s)', (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected)
  })

  it.each([
    ['/', 'fr', '/fr'], // add
    ['/fr/help', 'de', '/de/help'], // replace
    ['/fr/help', 'en', '/help'], // remove
    ['/ar', 'en', '/'],
    ['/blog/post', 'sk', '/sk/blog/post'],
  ] as const)('switching %s to %s gives %s', (from, to, expected) => {
    expect(switchLocalePath(from, to)).toBe(expected)
  })

  it.each([
    ['en', '/pricing', '/pricing'],
    ['fr', '/pricing', '/fr/pricing'],
    ['fr', '/', '/fr'],
    ['en', '/', '/'],
    ['de', '/login?redirect=/download', '/de/login?redirect=/download'],
    ['ar', '/checkout?plan=weekly_trial&billing=weekly', '/ar/checkout?plan=weekly_trial&billing=weekly'],
    ['ja', '/help#top', '/ja/help#top'],
    ['fr', { pathname: '/', hash: 'pricing' }, '/fr#pricing'],
    ['en', { pathname: '/', hash: 'features' }, '/#features'],
    ['es', { pathname: '/checkout', query: { plan: 'semester' } }, '/es/checkout?plan=semester'],
    ['fr', 'https://example.com/x', 'https://example.com/x'],
    ['fr', 'mailto:support@studify.app', 'mailto:support@studify.app'],
    ['fr', '#faq', '#faq'],
  ] as const)('localizedHref(%s, %j) = %s', (locale, href, expected) => {
    expect(localizedHref(locale, href)).toBe(expected)
  })
})
