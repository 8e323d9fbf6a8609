import type { Locale } from '../config/locales'
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

/**
 * Where a redirect sends a visitor of `locale`: a document's current path in their language (so a
 * renamed slug never chains), or the custom URL (a site path gets the language prefix). Null when
 * the document is gone or hidden from visitors: the caller falls back as for any unknown path.
 */
export const redirectTarget = (doc: RedirectDoc, locale: Locale): { location: string; status: 301 | 302 } | null => {
  const status = doc.type === '302' ? 302 : 301
  if (doc.to?.type === 'custom') return doc.to.url ? { location: localizedHref(locale, doc.to.url), status } : null
  const reference = doc.to?.reference
  const slug = (reference?.value as { slug?: unknown } | null | undefined)?.slug
  const path = reference && typeof slug === 'string' ? collectionPath(reference.relationTo, slug) : null
  return path ? { location: localizedPath(locale, path), status } : null
}

/** The query string listing the redirect from `from` (REST, anonymous: what any visitor may read). */
export const redirectQuery = (from: string): string =>
  new URLSearchParams({ 'where[from][equals]': from, depth: '1', limit: '1' }).toString()
