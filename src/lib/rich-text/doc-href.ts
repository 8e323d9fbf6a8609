import type { Locale } from '../../config/locales'
import { collectionPath } from '../content-routes'
import { localizedHref, localizedPath } from '../paths'

type DocRef = { relationTo: string; value: unknown }

/**
 * The visitor-language path of a linked document, or null when it is not populated (deleted,
 * unpublished or not readable by the visitor): the caller renders plain text rather than `#`.
 */
export const docHref = (locale: Locale, doc: DocRef | null | undefined): string | null => {
  const slug = (doc?.value as { slug?: unknown } | null | undefined)?.slug
  const path = doc && typeof slug === 'string' && slug ? collectionPath(doc.relationTo, slug) : null
  return path ? localizedPath(locale, path) : null
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
