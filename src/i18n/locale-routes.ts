import { BENCH_PATH_SEGMENTS } from '../config/bench'
import { DEFAULT_LOCALE, LOCALES } from '../config/locales'
import { PREVIEW_PATH_SEGMENT } from '../config/preview'
import { PWA_PATH_SEGMENTS } from '../config/pwa'

/**
 * Language routing as plain Next.js redirects and rewrites, so a cached page is served straight
 * from the router: no middleware runs on a public page view (it cost ~0.9 ms per request, over
 * half the time of serving a cached page). English is unprefixed: `/pricing` is served by the
 * `[locale]` route as `/en/pricing`, and `/en/…` redirects to the unprefixed URL. The server never
 * guesses a language from headers; the client's LocaleResolver does that for unprefixed URLs.
 */

/** First path segments that are not unprefixed pages: the locale codes, what Next/Payload serve, the preview routes, the installable app's. */
const NOT_ENGLISH_PAGES = [
  ...LOCALES,
  'api',
  'admin',
  '_next',
  PREVIEW_PATH_SEGMENT,
  ...BENCH_PATH_SEGMENTS,
  ...PWA_PATH_SEGMENTS,
]

type Route = { source: string; destination: string }
type Redirect = Route & { permanent: boolean }

export const localeRedirects = (): Redirect[] => [
  { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
  { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: true },
]

/** Paths with a dot are files (`/robots.txt`, `/favicon.ico`, `/downloads/….zip`), never pages. */
export const localeRewrites = (): { beforeFiles: Route[] } => ({
  beforeFiles: [
    { source: '/', destination: `/${DEFAULT_LOCALE}` },
    {
      source: `/:path((?!(?:${NOT_ENGLISH_PAGES.join('|')})(?:/|$))(?!.*\\.).+)`,
      destination: `/${DEFAULT_LOCALE}/:path`,
    },
  ],
})
