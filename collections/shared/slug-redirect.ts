import type { CollectionAfterChangeHook } from 'payload'

import { collectionPath } from '../../src/lib/rich-text/doc-href'

type SluggedDoc = { id: number | string; slug?: string | null; _status?: 'draft' | 'published' | null }

/**
 * Renaming a published document's slug keeps its old address working: a 301 from the old path to
 * the document itself (so a later rename follows it, never chains). A redirect from the new path
 * (the slug taken back) is removed: the page is there again.
 */
export const redirectRenamedSlug: CollectionAfterChangeHook<SluggedDoc> = async ({
  doc,
  previousDoc,
  operation,
  collection,
  req,
}) => {
  if (operation !== 'update' || !previousDoc?.slug || previousDoc.slug === doc.slug || !doc.slug) return doc
  // Drafts (when the collection has them) were never public under the old slug.
  if (doc._status === 'draft' || previousDoc._status === 'draft') return doc
  const from = collectionPath(collection.slug, previousDoc.slug)
  const to = collectionPath(collection.slug, doc.slug)
  if (!from || !to) return doc
  const { payload } = req
  await payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req, overrideAccess: true })
  const data = {
    from,
    type: '301' as const,
    to: { type: 'reference' as const, reference: { relationTo: collection.slug as 'posts', value: doc.id as number } },
  }
  const existing = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (existing.docs[0]) {
    await payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req, overrideAccess: true })
  } else {
    await payload.create({ collection: 'redirects', data, req, overrideAccess: true })
  }
  return doc
}
