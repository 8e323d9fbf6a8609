import type { CollectionSlug, Payload, TaskConfig } from 'payload'

import { LOCALES } from '../../config/locales'
import { neverPublishedIds } from '../../access/never-published'

/**
 * "Create New" stores a draft the moment the form opens (Payload's autosave; issue 34 item 12):
 * opened and left, it stays in the list as an untitled draft. These go after a day, when they
 * are: never published in any language, without a title in any language, and never changed after
 * they were created (an autosave after any typing moves `updatedAt` on). Anything someone wrote
 * in stays, however unfinished.
 */
export const EMPTY_DRAFT_AGE_MS = 24 * 60 * 60_000

/** Stored once and not since: the create's own timestamps (a few seconds apart at most). */
const UNTOUCHED_WITHIN_MS = 60_000

/** The collections whose Create New a contributor may undo (collections/shared/content-access.ts). */
export const EMPTY_DRAFT_COLLECTIONS = ['posts', 'pages', 'help-articles'] as const satisfies CollectionSlug[]

const hasText = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Boolean(value) && typeof value === 'object' && LOCALES.some((locale) => hasText((value as never)[locale]))

export type RemovedDraft = { collection: CollectionSlug; id: number | string }

export const removeEmptyDrafts = async ({
  payload,
  now = Date.now(),
}: {
  payload: Payload
  now?: number
}): Promise<RemovedDraft[]> => {
  const removed: RemovedDraft[] = []
  const cutoff = new Date(now - EMPTY_DRAFT_AGE_MS).toISOString()
  for (const collection of EMPTY_DRAFT_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      where: { and: [{ createdAt: { less_than: cutoff } }, { updatedAt: { less_than: cutoff } }] },
      select: { title: true, createdAt: true, updatedAt: true } as never,
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      trash: true,
    })
    const candidates = (docs as unknown as { id: number; title?: unknown; createdAt: string; updatedAt: string }[])
      .filter((doc) => !hasText(doc.title))
      .filter((doc) => Date.parse(doc.updatedAt) - Date.parse(doc.createdAt) <= UNTOUCHED_WITHIN_MS)
    const never = await neverPublishedIds({ payload, collection, ids: candidates.map((doc) => doc.id) })
    for (const doc of candidates) {
      if (!never.has(String(doc.id))) continue
      await payload.delete({ collection, id: doc.id, overrideAccess: true, trash: true })
      removed.push({ collection, id: doc.id })
    }
  }
  return removed
}

/** Hourly on the jobs queue (src/services/jobs/jobs-config.ts runs it on one server at a time). */
export const removeEmptyDraftsTask: TaskConfig = {
  slug: 'removeEmptyDrafts',
  label: 'Remove empty drafts',
  schedule: [{ cron: '0 17 * * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'removed', type: 'number' }],
  handler: async ({ req }) => ({ output: { removed: (await removeEmptyDrafts({ payload: req.payload })).length } }),
  retries: 0,
}
