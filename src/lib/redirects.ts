import { nearestPublishedLocale } from '../config/locale-fallbacks'
import { LOCALES, type Locale } from '../config/locales'
import { localizedHref, localizedPath, splitLocale } from './paths'
import { collectionPath } from './content-routes'

/** Collections whose documents a redirect can point to (their paths: collectionPath). */
export const REDIRECT_COLLECTIONS = ['posts', 'help-articles', 'competitors', 'pages'] as const

/** A redirects document as the REST API and the Local API return it at depth 1. */
export type RedirectDoc = {
  from: string
  type?: '301' | '302' | null
  to?: {
    type?: 'reference' | 'custom' | null
    reference?: { relationTo: string; value: unknown } | null
    url?: string | null
  } | null
}

/** A placeholder origin site paths are resolved against: what stays on it is one of our paths. */
const OWN_ORIGIN = 'https://studify.invalid'

/**
 * Where a redirect may send a visitor (issue 32 finding 4): a path of this site (`/…`) or an
 * `http(s)://` address, nothing else — no `javascript:`, `data:`, `vbscript:`, `file:` or
 * protocol-relative `//host`. Judged as the browser will read the `Location`: tab, CR and LF are
 * dropped and `\` reads as `/` (`/\t/evil` and `/\\evil` are `//evil`), so any whitespace or
 * control character is refused outright and a path must stay on our origin once parsed.
 */
export const isSafeRedirectUrl = (url: unknown): url is string => {
  if (typeof url !== 'string' || !url || /[\s\u0000-\u001f\u007f]/.test(url)) return false
  try {
    if (url.startsWith('/')) return new URL(url, OWN_ORIGIN).origin === OWN_ORIGIN
    if (!/^https?:\/\/[^/\\]/i.test(url)) return false
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && Boolean(parsed.hostname)
  } catch {
    return false
  }
}

/** `/fr/blog/old/` → the language and the path a redirect's `from` is written as (`/blog/old`). */
export const redirectLookup = (pathname: string): { locale: Locale; from: string } => {
  const { locale, path } = splitLocale(pathname)
  const from = path.length > 1 ? path.replace(/\/+$/, '') : path
  return { locale, from }
}

/** The language a visitor of `locale` is sent to: theirs when the document is published in it, else the nearest that is. */
const targetLocale = (locale: Locale, status: unknown): Locale => {
  // Read in one locale (a string) the statuses of the others are unknown: the page decides.
  if (!status || typeof status !== 'object') return locale
  const published = LOCALES.filter((code) => (status as Record<string, unknown>)[code] === 'published')
  return nearestPublishedLocale(locale, published) ?? locale
}

/**
 * Where a redirect sends a visitor of `locale`: a document's current path in their language, or in
 * the nearest language it is published in (one hop: never via a page that redirects again, and a
 * renamed slug never chains), or the custom URL (a site path gets the language prefix). Null when
 * the document is gone or hidden from visitors: the caller falls back as for any unknown path.
 */
export const redirectTarget = (doc: RedirectDoc, locale: Locale): { location: string; status: 301 | 302 } | null => {
  const status = doc.type === '302' ? 302 : 301
  // A row stored before targets were checked (or written past the check) is never served.
  if (doc.to?.type === 'custom') {
    return isSafeRedirectUrl(doc.to.url) ? { location: localizedHref(locale, doc.to.url), status } : null
  }
  const reference = doc.to?.reference
  const target = reference?.value as { slug?: unknown; _status?: unknown } | null | undefined
  const path = reference && typeof target?.slug === 'string' ? collectionPath(reference.relationTo, target.slug) : null
  return path ? { location: localizedPath(targetLocale(locale, target?._status), path), status } : null
}

/** The fields a redirect's document is read with: its slug, and its status in every locale (`locale=all`). */
export const REDIRECT_POPULATE = Object.fromEntries(
  REDIRECT_COLLECTIONS.map((collection) => [collection, { slug: true, _status: true }]),
) as Record<(typeof REDIRECT_COLLECTIONS)[number], { slug: true; _status: true }>

/** The query string listing the redirect from `from` (REST, anonymous: what any visitor may read). */
export const redirectQuery = (from: string): string =>
  new URLSearchParams({
    'where[from][equals]': from,
    depth: '1',
    limit: '1',
    locale: 'all',
    ...Object.fromEntries(
      REDIRECT_COLLECTIONS.flatMap((collection) => [
        [`populate[${collection}][slug]`, 'true'],
        [`populate[${collection}][_status]`, 'true'],
      ]),
    ),
  }).toString()
