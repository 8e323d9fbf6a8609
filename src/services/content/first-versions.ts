import type { Payload } from 'payload'

/** The collections and globals with drafts (collections/shared/drafts.ts). */
const DRAFTED_COLLECTIONS = ['posts', 'help-articles', 'competitors', 'testimonials', 'faqs'] as const
const DRAFTED_GLOBALS = ['landing', 'pricing', 'legal', 'seo-routes'] as const

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
    const { docs } = await payload.db.find({ collection, locale: 'all', pagination: false })
    for (const doc of docs as (Record<string, unknown> & { id: number | string })[]) {
      const { totalDocs } = await payload.db.findVersions({
        collection,
        where: { parent: { equals: doc.id } },
        limit: 1,
        pagination: true,
      })
      if (totalDocs > 0) continue
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
