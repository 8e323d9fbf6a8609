import type { LinkableCollection } from '../config/content'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../config/locales'
import { MAX_PREVIEW_PATH_LENGTH, PREVIEW_PATH_SEGMENT, PREVIEW_ROUTE } from '../config/preview'
import { collectionPath, SLUG_PATTERN } from './content-routes'
import { localizedPath } from './paths'

/**
 * The documents the admin previews: those that are pages (their paths: lib/content-routes.ts). The
 * admin's Preview link and live preview (collections/shared/preview.ts) build their URLs here. (No
 * global is a page of its own: the home page is the `pages` document `home`.)
 */
export type PreviewCollection = LinkableCollection
export type PreviewDocument = { collection: PreviewCollection; slug: unknown }

/** The page a document shows on, in `locale` (unknown locales read as English); null without a usable slug. */
export const previewPagePath = (document: PreviewDocument, locale: unknown): string | null => {
  const language: Locale = typeof locale === 'string' && isLocale(locale) ? locale : DEFAULT_LOCALE
  const { collection, slug } = document
  // A new document has no slug yet: there is no page to open.
  if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug)) return null
  const path = collectionPath(collection, slug)
  return path ? localizedPath(language, path) : null
}

/** The preview route that opens that page in draft mode (relative: the admin and the site share an origin). */
export const previewUrl = (document: PreviewDocument, locale: unknown): string | null => {
  const path = previewPagePath(document, locale)
  return path ? `${PREVIEW_ROUTE}?${new URLSearchParams({ path })}` : null
}

const OWN_ORIGIN = 'https://studify.invalid'
const NOT_SITE_PAGES = new RegExp(`^/(?:api|admin|_next|${PREVIEW_PATH_SEGMENT})(?:/|$)`)

/**
 * A `path` asked to be previewed, if it is one of our site's pages: a relative path parsed as the
 * browser will parse it (so `//host`, `/\host`, a tab or a scheme cannot leave this origin), no
 * query, fragment or encoded tricks, not the API, the admin or the preview routes themselves.
 * Anything else is refused (null), never rewritten into something else.
 */
export const parsePreviewPath = (input: unknown): string | null => {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_PREVIEW_PATH_LENGTH) return null
  if (!input.startsWith('/') || /[\\\s%?#]/.test(input)) return null
  let url: URL
  try {
    url = new URL(input, OWN_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== OWN_ORIGIN || url.pathname !== input) return null
  if (NOT_SITE_PAGES.test(input)) return null
  return input
}
