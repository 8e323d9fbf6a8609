import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { createSerwistRoute } from '@serwist/turbopack'

import { LOCALES } from '@/config/locales'
import { offlinePath } from '@/config/pwa'

/** An offline page changes with its language's messages and the page's own source. */
const offlineRevision = (locale: string) =>
  createHash('sha256')
    .update(readFileSync(`src/messages/${locale}.json`))
    .update(readFileSync('src/app/offline/[locale]/route.ts'))
    .digest('hex')
    .slice(0, 16)

/**
 * /serwist/sw.js: the service worker (src/sw/sw.ts), bundled with esbuild at `next build` by
 * @serwist/turbopack (Turbopack runs no webpack plugins, so @serwist/next's plugin cannot). It
 * precaches only the offline shell: the app's icons and stylesheet in public/pwa and the 14 offline
 * pages, not the site's chunks.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/sw/sw.ts',
  useNativeEsbuild: true,
  globPatterns: ['public/pwa/*.{png,css}'],
  additionalPrecacheEntries: LOCALES.map((locale) => ({ url: offlinePath(locale), revision: offlineRevision(locale) })),
  nextConfig: { distDir: process.env.NEXT_DIST_DIR || '.next', basePath: '', assetPrefix: '' },
})
