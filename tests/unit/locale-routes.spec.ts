import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match.js'
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination.js'
import { describe, expect, it } from 'vitest'

import { localeRedirects, localeRewrites } from '@/i18n/locale-routes'

/** Runs a path through the rules the way Next's router does: redirects first, then rewrites. */
const route = (pathname: string): string => {
  const rules = [
    ...localeRedirects().map((rule) => ({ ...rule, kind: 'redirect' })),
    ...localeRewrites().beforeFiles.map((rule) => ({ ...rule, kind: 'rewrite' })),
  ]
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname)
    if (!params) continue
    const { newUrl } = prepareDestination({
      destination: rule.destination,
      params,
      query: {},
      appendParamsToQuery: false,
    } as Parameters<typeof prepareDestination>[0])
    return `${rule.kind} ${newUrl}`
  }
  return 'served as is'
}

describe('language routing without middleware', () => {
  it.each([
    ['/', 'rewrite /en'],
    ['/pricing', 'rewrite /en/pricing'],
    ['/blog/best-study-apps-2025', 'rewrite /en/blog/best-study-apps-2025'],
    ['/alternative/chegg', 'rewrite /en/alternative/chegg'],
    // Unknown paths reach the catch-all route, which redirects them to `/`.
    ['/this/does/not/exist', 'rewrite /en/this/does/not/exist'],
    ['/french', 'rewrite /en/french'],
    ['/apix', 'rewrite /en/apix'],
    ['/en', 'redirect /'],
    ['/en/blog/a-post', 'redirect /blog/a-post'],
    ['/fr', 'served as is'],
    ['/ar/help', 'served as is'],
    ['/sk/alternative/chegg', 'served as is'],
    ['/api/posts', 'served as is'],
    ['/admin', 'served as is'],
    ['/admin/login', 'served as is'],
    // The preview routes (draft mode) are not pages of a language.
    ['/next/preview', 'served as is'],
    ['/next/exit-preview', 'served as is'],
    ['/nextgen', 'rewrite /en/nextgen'],
    ['/_next/static/chunks/app.js', 'served as is'],
    ['/robots.txt', 'served as is'],
    ['/downloads/studify-extension.zip', 'served as is'],
    // Benchmark pages exist only in a build with STUDIFY_BENCH_ROUTES=1: otherwise an unknown path.
    ['/bench-baseline', 'rewrite /en/bench-baseline'],
  ])('%s → %s', (pathname, expected) => {
    expect(route(pathname)).toBe(expected)
  })
})
