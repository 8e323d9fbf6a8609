import type { Payload } from 'payload'

import type { Locale } from '../../config/locales'
import { SEARCH_COLLECTIONS, SEARCH_QUERY_MAX, SEARCH_RESULTS_LIMIT, type SearchCollection } from '../../config/search'
import { collectionPath } from '../../lib/content-routes'

/** `path` is the page's path without a language prefix (the site's Link adds the visitor's). */
export type SearchResult = { kind: SearchCollection; title: string; excerpt: string; path: string }

/** What the box sent, as searched: trimmed, inner whitespace collapsed, cut to a sane length. */
export const normalizeQuery = (raw: unknown): string =>
  typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX) : ''

/**
 * Blog posts and help articles in the visitor's language whose title, summary or text holds every
 * word of `query` (Payload's `like`). Each result's document is read again as the visitor: one
 * they may not see (a draft, a deleted page) is left out, whatever the index still says.
 */
export const searchSite = async ({
  payload,
  locale,
  query,
}: {
  payload: Payload
  locale: Locale
  query: string
}): Promise<SearchResult[]> => {
  const q = normalizeQuery(query)
  if (!q) return []
  const { docs } = await payload.find({
    collection: 'search',
    locale,
    where: { text: { like: q } },
    sort: ['-priority', 'title'],
    limit: SEARCH_RESULTS_LIMIT,
    depth: 0,
    overrideAccess: false,
    user: null,
  })
  // The index's relationship is never populated (plugin: maxDepth 0): read the documents as the visitor.
  const visible = new Map<string, { slug: string; title?: string | null }>()
  await Promise.all(
    SEARCH_COLLECTIONS.map(async (collection) => {
      const ids = docs.filter((entry) => entry.doc.relationTo === collection).map((entry) => entry.doc.value as number)
      if (ids.length === 0) return
      const found = await payload.find({
        collection,
        locale,
        where: { id: { in: ids } },
        select: { slug: true, title: true },
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: false,
        user: null,
      })
      for (const doc of found.docs) visible.set(`${collection}:${doc.id}`, doc)
    }),
  )
  return docs.flatMap((entry) => {
    const target = visible.get(`${entry.doc.relationTo}:${entry.doc.value}`)
    const path = target && collectionPath(entry.doc.relationTo, target.slug)
    if (!target || !path) return []
    return [
      {
        kind: entry.doc.relationTo as SearchCollection,
        title: target.title ?? entry.title ?? '',
        excerpt: entry.excerpt ?? '',
        path,
      },
    ]
  })
}
