import type { LinkableCollection } from '../../config/content'
import type { Locale } from '../../config/locales'
import { pagePath } from '../../config/pages'
import { localizedHref, localizedPath } from '../paths'

/** The site path of each collection an editor can link to (one source for rich text and buttons). */
const COLLECTION_PATHS: Record<LinkableCollection, (slug: string) => string> = {
  posts: (slug) => `/blog/${slug}`,
  'help-articles': (slug) => `/help/${slug}`,
  competitors: (slug) => `/alternative/${slug}`,
  pages: pagePath,
}

/** A document's site path without a language prefix (`/blog/x`), or null for a collection with no pages. */
export const collectionPath = (collection: string, slug: string): string | null =>
  COLLECTION_PATHS[collection as LinkableCollection]?.(slug) ?? null

type DocRef = { relationTo: string; value: unknown }

/**
 * The visitor-language path of a linked document, or null when it is not populated (deleted,
 * unpublished or not readable by the visitor): the caller renders plain text rather than `#`.
 */
export const docHref = (locale: Locale, doc: DocRef | null | undefined): string | null => {
  const toPath = doc && COLLECTION_PATHS[doc.relationTo as LinkableCollection]
  const slug = (doc?.value as { slug?: unknown } | null | undefined)?.slug
  if (!toPath || typeof slug !== 'string' || !slug) return null
  return localizedPath(locale, toPath(slug))
}

export type LinkValue = {
  type?: 'reference' | 'custom' | null
  reference?: DocRef | null
  url?: string | null
  label?: string | null
}

/** A button link's href: a document's localized path, or a custom site path / URL. */
export const linkHref = (locale: Locale, link: LinkValue | null | undefined): string | null => {
  if (!link) return null
  if (link.type === 'custom') return link.url ? localizedHref(locale, link.url) : null
  return docHref(locale, link.reference)
}
