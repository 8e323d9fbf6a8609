import type { Payload } from 'payload'

/** The collections and globals with drafts (collections/shared/drafts.ts). */
const DRAFTED_COLLECTIONS = ['posts', 'help-articles', 'competitors', 'testimonials', 'faqs', 'pages'] as const
const DRAFTED_GLOBALS = ['pricing', 'legal', 'seo-routes'] as const

type StoredDocument = Record<string, unknown> & { id: number | string }

/**
 * The documents of a collection that have no version yet, in every locale. A constant number of
 * queries whatever the collection's size (this runs on every start): ids first, then the parents
 * that already have versions, then the full rows of the rest only.
 */
const documentsWithoutVersions = async ({
  payload,
  collection,
}: {
  payload: Payload
  collection: (typeof DRAFTED_COLLECTIONS)[number]
}): Promise<StoredDocument[]> => {
  const ids = (await payload.db.find({ collection, pagination: false, select: { id: true } })).docs.map(
    (doc) => (doc as StoredDocument).id,
  )
  if (ids.length === 0) return []
  const versioned = await payload.db.findVersions({
    collection,
    where: { parent: { in: ids } },
    select: { parent: true },
    pagination: false,
  })
  const hasHistory = new Set(versioned.docs.map((version) => String(version.parent)))
  const missing = ids.filter((id) => !hasHistory.has(String(id)))
  if (missing.length === 0) return []
  const { docs } = await payload.db.find({
    collection,
    locale: 'all',
    where: { id: { in: missing } },
    pagination: false,
  })
  return docs as StoredDocument[]
}

/**
 * Gives every drafted document and global that has no version yet a first one, copied from what
 * is live, so the admin's history and restore show content written before drafts existed.
 * Runs after the migrations on every start (scripts/prepare-database.ts), on the schema of the
 * running code: a migration cannot do it, as the database adapter reads with today's schema,
 * which a later migration may not have built yet. Safe to repeat: a document with a version is
 * left alone. Returns how many versions it wrote.
 */
export const backfillFirstVersions = async ({ payload }: { payload: Payload }): Promise<number> => {
  let written = 0
  for (const collection of DRAFTED_COLLECTIONS) {
    const withoutHistory = await documentsWithoutVersions({ payload, collection })
    for (const doc of withoutHistory) {
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: doc.id,
        versionData: doc as never,
        autosave: false,
        createdAt: String(doc.createdAt),
        updatedAt: String(doc.updatedAt),
      })
      written += 1
    }
  }
  for (const slug of DRAFTED_GLOBALS) {
    const doc = (await payload.db.findGlobal({ slug, locale: 'all' })) as Record<string, unknown> | null
    if (!doc?.updatedAt) continue
    const { totalDocs } = await payload.db.findGlobalVersions({ global: slug, limit: 1, pagination: true })
    if (totalDocs > 0) continue
    await payload.db.createGlobalVersion({
      globalSlug: slug,
      versionData: doc as never,
      autosave: false,
      createdAt: String(doc.createdAt ?? doc.updatedAt),
      updatedAt: String(doc.updatedAt),
    })
    written += 1
  }
  return written
}
