import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { collectionPath } from '../../src/lib/content-routes'

type SluggedDoc = { id: number | string; slug?: string | null; _status?: 'draft' | 'published' | null }

/** What visitors read before this change: the collection's row (drafts live in the versions only). */
type PublishedBefore = { slug: string; published: boolean }

const contextKey = (collection: string, id: unknown) => `slugPublishedBefore:${collection}:${String(id)}`

const isPublishedSomewhere = (status: unknown) =>
  status === 'published' ||
  (Boolean(status) && typeof status === 'object' && Object.values(status as object).includes('published'))

/**
 * Before a publish, remember the slug visitors know: the collection's row, which a draft save
 * (autosave) never touches. Comparing with the previous *version* would miss a rename typed in the
 * admin, whose new slug is always autosaved as a draft first (issue 34 item 5).
 */
export const rememberPublishedSlug: CollectionBeforeChangeHook = async ({
  collection,
  context,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || originalDoc?.id === undefined || data?._status === 'draft') return data
  const row = (await req.payload.db.findOne({
    collection: collection.slug,
    where: { id: { equals: originalDoc.id } },
    locale: 'all',
    req,
  })) as Record<string, unknown> | null
  const drafted = Boolean(collection.versions?.drafts)
  if (typeof row?.slug === 'string') {
    const published = drafted ? isPublishedSomewhere(row._status) : true
    context[contextKey(collection.slug, originalDoc.id)] = { slug: row.slug, published } satisfies PublishedBefore
  }
  return data
}

/**
 * Publishing a new slug of a document visitors could read keeps its old address working: a 301 from
 * the old path to the document itself (so a later rename follows it, never chains; the visitor's
 * language is resolved when it is followed, lib/redirects.ts). A redirect from the new path (the
 * slug taken back) is removed: the page is there again.
 */
export const redirectRenamedSlug: CollectionAfterChangeHook<SluggedDoc> = async ({
  doc,
  operation,
  collection,
  context,
  req,
}) => {
  if (operation !== 'update' || !doc.slug) return doc
  const before = context[contextKey(collection.slug, doc.id)] as PublishedBefore | undefined
  if (!before?.published || before.slug === doc.slug) return doc
  const from = collectionPath(collection.slug, before.slug)
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
