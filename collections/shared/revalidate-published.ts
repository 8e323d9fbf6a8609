import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  PayloadRequest,
} from 'payload'

import { DEFAULT_LOCALE } from '../../src/config/locales'
import { invalidateContent } from '../../src/lib/cache/rendering-policy'

/**
 * Drafted content drops cached pages only when what visitors see changed: a publish (by hand or
 * scheduled), an unpublish, a trash or delete of a published document. A draft save (autosave
 * included) writes Payload's versions table and leaves the published row alone, so it never drops
 * a public page. Which pages drop is the rendering policy's (src/lib/cache/rendering-policy.ts):
 * those that read this document, or its collection's lists, in the locale written.
 */

/** The published row's status in the locale written, and its whole content (a global's `updatedAt` stays put). */
type PublicRow = { status: unknown; content: string } | null

/** Whether the row visitors read was written by this change and was or is published. */
const visitorsSawChange = (before: PublicRow, after: PublicRow) =>
  Boolean(after) &&
  before?.content !== after?.content &&
  (before?.status === 'published' || after?.status === 'published')

/** Whether the locale written went from unpublished to published or back (hreflang, redirects). */
const publicationChanged = (before: PublicRow, after: PublicRow) =>
  (before?.status === 'published') !== (after?.status === 'published')

/** The database adapter answers localized fields as `{ [locale]: value }`; the status is per locale. */
const publicRow = (req: PayloadRequest, row: Record<string, unknown> | null | undefined): PublicRow => {
  if (!row || Object.keys(row).length === 0) return null
  const status = row._status
  const inLocale =
    status && typeof status === 'object' ? (status as Record<string, unknown>)[req.locale ?? DEFAULT_LOCALE] : status
  return { status: inLocale, content: JSON.stringify(row) }
}

const rowKey = (slug: string, id: unknown) => `publishedRowBefore:${slug}:${String(id ?? '')}`

const findCollectionRow = async (req: PayloadRequest, collection: string, id: unknown) =>
  publicRow(
    req,
    (await req.payload.db.findOne({
      collection: collection as never,
      where: { id: { equals: id as string } },
      locale: req.locale ?? undefined,
      req,
    })) as Record<string, unknown> | null,
  )

const findGlobalRow = async (req: PayloadRequest, slug: string) =>
  publicRow(
    req,
    (await req.payload.db.findGlobal({ slug, locale: req.locale ?? undefined, req })) as Record<string, unknown>,
  )

const rememberCollectionRow: CollectionBeforeChangeHook = async ({
  collection,
  context,
  operation,
  originalDoc,
  req,
  data,
}) => {
  if (!context.disableRevalidate && operation === 'update' && originalDoc?.id !== undefined) {
    context[rowKey(collection.slug, originalDoc.id)] = await findCollectionRow(req, collection.slug, originalDoc.id)
  }
  return data
}

const revalidateCollectionChange: CollectionAfterChangeHook = async ({
  collection,
  context,
  doc,
  previousDoc,
  req,
}) => {
  if (context.disableRevalidate) return doc
  const before = (context[rowKey(collection.slug, doc.id)] as PublicRow | undefined) ?? null
  const after = await findCollectionRow(req, collection.slug, doc.id)
  if (!visitorsSawChange(before, after)) return doc
  const slugs = [...new Set([previousDoc?.slug, doc.slug].filter((slug): slug is string => Boolean(slug)))]
  // Trashing or restoring takes a document out of, or back into, every locale at once.
  const trashed = Boolean(doc.deletedAt) !== Boolean(previousDoc?.deletedAt)
  await invalidateContent({
    payload: req.payload,
    change: {
      collection: collection.slug,
      slugs,
      locale: trashed ? DEFAULT_LOCALE : req.locale,
      publicationChanged: trashed || publicationChanged(before, after),
    },
  })
  return doc
}

const revalidateCollectionDelete: CollectionAfterDeleteHook = async ({ collection, context, doc, req }) => {
  if (!context.disableRevalidate && doc?._status === 'published') {
    // Gone in every locale.
    await invalidateContent({
      payload: req.payload,
      change: {
        collection: collection.slug,
        slugs: doc.slug ? [doc.slug] : [],
        locale: DEFAULT_LOCALE,
        publicationChanged: true,
      },
    })
  }
  return doc
}

export const publishedContentHooks = {
  beforeChange: [rememberCollectionRow],
  afterChange: [revalidateCollectionChange],
  afterDelete: [revalidateCollectionDelete],
}

const rememberGlobalRow: GlobalBeforeChangeHook = async ({ context, data, global, req }) => {
  if (!context.disableRevalidate) context[rowKey(global.slug, '')] = await findGlobalRow(req, global.slug)
  return data
}

const revalidateGlobalChange: GlobalAfterChangeHook = async ({ context, doc, global, req }) => {
  if (context.disableRevalidate) return doc
  const before = (context[rowKey(global.slug, '')] as PublicRow | undefined) ?? null
  const after = await findGlobalRow(req, global.slug)
  if (visitorsSawChange(before, after)) {
    await invalidateContent({
      payload: req.payload,
      change: {
        collection: global.slug,
        slugs: [],
        locale: req.locale,
        publicationChanged: publicationChanged(before, after),
      },
    })
  }
  return doc
}

export const publishedGlobalHooks = {
  beforeChange: [rememberGlobalRow],
  afterChange: [revalidateGlobalChange],
}
