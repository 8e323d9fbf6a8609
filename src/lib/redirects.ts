import { nearestPublishedLocale } from '../config/locale-fallbacks'
import { LOCALES, type Locale } from '../config/locales'
import { localizedHref, localizedPath, splitLocale } from './paths'
import { collectionPath } from './rich-text/doc-href'

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
  if (doc.to?.type === 'custom') return doc.to.url ? { location: localizedHref(locale, doc.to.url), status } : null
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
