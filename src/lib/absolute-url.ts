import type { Locale } from '../config/locales'
import { serverUrl } from '../config/server'
import { localizedPath } from './paths'

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i

/**
 * The one place a public URL is made absolute, for metadata, JSON-LD, the sitemap and robots.txt.
 * Payload's media URLs already carry the origin (its `serverURL`): they are returned unchanged, so
 * an origin is never prefixed twice.
 */
export const absoluteUrl = (pathOrUrl: string): string => {
  if (HAS_SCHEME.test(pathOrUrl) || pathOrUrl.startsWith('//')) return pathOrUrl
  return `${serverUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** The absolute URL of a site page in a locale (`/blog/x` → `https://host/fr/blog/x`). */
export const pageUrl = (locale: Locale, path: string): string => absoluteUrl(localizedPath(locale, path))
