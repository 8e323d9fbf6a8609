import type { CollectionSlug, Payload } from 'payload'

import { publishedLocalesOf } from '../lib/published-locales'

/**
 * Which of these documents were never published in any language (issue 34 item 12): neither the
 * stored document nor any of its versions has a locale whose status is `published`. A document
 * unpublished since counts as published once (visitors may have read it, links may point at it).
 * Versions beyond `maxPerDoc` are pruned by Payload, so a document published once and edited more
 * than that many times since may read as never published; the stored row still has its status
 * while it is live.
 */
export const neverPublishedIds = async ({
  payload,
  collection,
  ids,
}: {
  payload: Payload
  collection: CollectionSlug
  ids: readonly (number | string)[]
}): Promise<Set<string>> => {
  if (ids.length === 0) return new Set()
  // No `req`: a Local API call given one sets its locale (here `all`), and the write asking goes on with it.
  const read = { depth: 0, locale: 'all', pagination: false, overrideAccess: true, trash: true } as const
  const published = new Set<string>()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: [...ids] } },
    select: { _status: true } as never,
    ...read,
  })
  for (const doc of docs) {
    const row = doc as unknown as Record<string, unknown>
    if (publishedLocalesOf({ row, drafted: true }).length > 0) published.add(String(row.id))
  }
  const versions = await payload.findVersions({
    collection,
    where: { parent: { in: [...ids] } },
    select: { parent: true, version: { _status: true } } as never,
    ...read,
  })
  for (const version of versions.docs) {
    const row = (version as unknown as { version?: Record<string, unknown> }).version ?? {}
    if (publishedLocalesOf({ row, drafted: true }).length > 0) published.add(String(version.parent))
  }
  return new Set(ids.map(String).filter((id) => !published.has(id)))
}
