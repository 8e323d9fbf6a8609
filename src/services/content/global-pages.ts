import { redirect } from 'next/navigation'
import type { GlobalSlug, Payload } from 'payload'

import { nearestPublishedLocale } from '../../config/locale-fallbacks'
import { LOCALES, type Locale } from '../../config/locales'
import { localizedPath } from '../../lib/paths'
import { globalPublishedLocales as cachedGlobalPublishedLocales } from './cached-queries'
import type { globalPublishedLocales } from './publication'

/** How a global's published locales are read: cached for pages, fresh for the sitemap. */
type ReadGlobal = typeof globalPublishedLocales

/**
 * The fixed pages whose text is a drafted global (pricing, legal; the home page's offer), and the globals each
 * shows. A global is seeded and published in all 14 locales. A draft of it never shows (visitors
 * read the published copy). When a locale of it is not published (unpublished by an editor, or a
 * new locale never published), its pages are treated as a document not published in that
 * language, not filled with the English text under a URL that claims to be translated: the
 * locale is absent from their hreflang and the sitemap, and a visitor of it is sent (307) to the
 * nearest published locale (config/locale-fallbacks.ts) — English at the end of every chain.
 * The SEO global is not a page: a locale without published SEO texts uses the translated default
 * titles of src/messages, never English.
 */
export const GLOBAL_PAGES = {
  // The home page is also the `pages` document `home` (services/content/pages.ts).
  '/': ['pricing'],
  '/pricing': ['pricing'],
  '/terms': ['legal'],
  '/privacy': ['legal'],
  '/cookies': ['legal'],
} as const satisfies Record<string, readonly GlobalSlug[]>

export type GlobalPagePath = keyof typeof GLOBAL_PAGES

/** The locales a page made of `globals` is published in: those where every one of them is. */
export const globalsPublishedLocales = async ({
  payload,
  globals,
  read = cachedGlobalPublishedLocales,
}: {
  payload: Payload
  globals: readonly GlobalSlug[]
  read?: ReadGlobal
}): Promise<Locale[]> => {
  const each = await Promise.all(globals.map((slug) => read({ payload, slug })))
  return LOCALES.filter((locale) => each.every((published) => published.includes(locale)))
}

export const globalPageLocales = ({
  payload,
  path,
  read,
}: {
  payload: Payload
  path: GlobalPagePath
  read?: ReadGlobal
}) => globalsPublishedLocales({ payload, globals: GLOBAL_PAGES[path], read })

/**
 * Renders a global page only in a locale its globals are published in; otherwise a temporary
 * redirect to the nearest published one. Returns the page's published locales (for hreflang).
 */
export const ensureGlobalPagePublished = async ({
  payload,
  locale,
  path,
}: {
  payload: Payload
  locale: Locale
  path: GlobalPagePath
}): Promise<Locale[]> => {
  const locales = await globalPageLocales({ payload, path })
  const target = nearestPublishedLocale(locale, locales)
  if (target && target !== locale) redirect(localizedPath(target, path))
  return locales
}
