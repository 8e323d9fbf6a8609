import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { BENCH_PAGE_EXTENSION, BENCH_ROUTES_ENABLED } from './src/config/bench'
import {
  ADMIN_SOURCE,
  adminSecurityHeaders,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './src/config/security-headers'
import { localeRedirects, localeRewrites } from './src/i18n/locale-routes'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // The browser tests build into `.next-test` (playwright.config.ts), so they never rebuild under a
  // running `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next.js hashes the whole HTML in JavaScript on every response to make an ETag (~20 µs per kB,
  // most of the cost of serving a cached page), and no page could ever match one: each response
  // carries a script nonce of its own (src/lib/http/nonce-placeholder.ts).
  generateEtags: false,
  // The production server (scripts/serve.mjs) compresses, after it has put each response's nonce in.
  compress: false,
  // Benchmark pages are built only when a benchmark asks for them (src/config/bench.ts).
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(BENCH_ROUTES_ENABLED ? [BENCH_PAGE_EXTENSION] : [])],
  // The site's CSS is one cached stylesheet, not inlined: Next.js inlines it twice (a <style> and again
  // in the RSC payload), ~37 kB of every page's HTML and most of what separated a cached landing page
  // from a bare one in throughput.
  // Types are checked by `npm run typecheck` (CI) over the whole repo, tests included.
  typescript: { ignoreBuildErrors: true },
  // Next.js imports its polyfills for older browsers on every page whatever the browserslist says;
  // the site targets evergreen browsers only (package.json `browserslist`), so they are left out.
  // Messages reach the browser compiled (src/i18n/precompile.ts), so it gets use-intl's format-only
  // runtime, not the ICU parser (~8 kB gz of every page); the server formats with
  // src/i18n/format-message.ts, which compiles a text it is given as it is.
  turbopack: {
    resolveAlias: {
      '../build/polyfills/polyfill-module': { browser: './src/lib/no-polyfills.js' },
      'use-intl/format-message': {
        browser: 'use-intl/format-message/format-only',
        default: './src/i18n/format-message.ts',
      },
    },
  },
  // Revalidations after CMS edits reach every app server, not only the one that took the edit.
  cacheHandler: path.resolve('src/lib/cache/shared-tags-cache-handler.mjs'),
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }] },
  async redirects() {
    return localeRedirects()
  },
  async rewrites() {
    return localeRewrites()
  },
  async headers() {
    const isDevelopment = process.env.NODE_ENV === 'development'
    return [
      { source: '/:path*', headers: securityHeaders({ isDevelopment }) },
      { source: ADMIN_SOURCE, headers: adminSecurityHeaders({ isDevelopment }) },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
      },
    ]
  },
}

/** The colour-scheme client hint Payload's `withPayload` sends on every path, for its admin theme. */
const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme'
const HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])
type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/**
 * `Critical-CH` makes Chromium restart the first navigation to the site to resend the hint (a second
 * request on every first visit). The site never reads the hint (colour schemes are a CSS
 * `prefers-color-scheme` matter, decided in the browser); only the admin does, and there it is an
 * ordinary, non-critical hint: a first admin visit without it gets the default theme, later ones the
 * visitor's.
 */
const withoutCriticalColorSchemeHint = (config: NextConfig): NextConfig => ({
  ...config,
  async headers() {
    const rules = (await config.headers?.()) ?? []
    const isHint = (header: { key: string; value: string }) =>
      HINT_HEADERS.has(header.key.toLowerCase()) && header.value === COLOR_SCHEME_HINT
    const withoutHint: HeaderRule[] = rules
      .map((rule) => ({ ...rule, headers: rule.headers.filter((header) => !isHint(header)) }))
      .filter((rule) => rule.headers.length > 0)
    return [
      ...withoutHint,
      {
        source: '/admin/:path*',
        headers: [
          { key: 'Accept-CH', value: COLOR_SCHEME_HINT },
          { key: 'Vary', value: COLOR_SCHEME_HINT },
        ],
      },
    ]
  },
})

export default withoutCriticalColorSchemeHint(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
