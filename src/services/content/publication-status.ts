import type { CollectionSlug, Payload } from 'payload'

import { LOCALES, type Locale } from '../../config/locales'
import { publishedLocalesOf } from '../../lib/published-locales'

/**
 * Where one document stands in each language, for the admin lists' Status column (issue 34 item
 * 12): **published** — the language is live; **draft** — the latest version has text in the
 * language that is not live yet (never published, or changed since); **scheduled** — a publish
 * waits on the jobs queue (one language, or all of them), with its time.
 */
export type PublicationStatus = {
  published: Locale[]
  draft: Locale[]
  scheduled: { locales: Locale[] | 'all'; at: string }[]
}

type PerLocale = Partial<Record<string, unknown>> | string | null | undefined

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

const inLocale = (value: PerLocale, locale: Locale) => (typeof value === 'string' ? value : value?.[locale])

/**
 * The localized field whose text makes a language a draft: the collection's `custom.statusTextField`
 * where its title is not localized (a testimonial's name, a competitor's display name), else its title.
 */
const statusTextFieldOf = (payload: Payload, collection: CollectionSlug): string => {
  const config = payload.collections[collection]?.config
  const custom = (config?.custom ?? {}) as { statusTextField?: string }
  return custom.statusTextField ?? config?.admin?.useAsTitle ?? 'title'
}

/**
 * The statuses of many documents of one collection at once, three queries whatever their number
 * (issue 34 item 3): the stored rows, their latest versions, the scheduled publishes waiting for
 * them. A document that does not exist reads as nothing published, drafted or scheduled.
 */
export const publicationStatusesOf = async ({
  payload,
  collection,
  ids,
  titleField = statusTextFieldOf(payload, collection),
}: {
  payload: Payload
  collection: CollectionSlug
  ids: readonly (number | string)[]
  titleField?: string
}): Promise<Map<string, PublicationStatus>> => {
  const result = new Map<string, PublicationStatus>()
  const keys = [...new Set(ids.map(String))]
  if (keys.length === 0) return result
  const read = {
    collection,
    where: { id: { in: keys } },
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    trash: true,
    pagination: false,
    select: { _status: true, [titleField]: true },
  } as const
  // The admin's drawer queues the id as a string (Payload #10481); the Local API may use a number.
  const jobIds: (string | number)[] = [...keys, ...keys.filter((key) => /^\d+$/.test(key)).map(Number)]
  const [stored, latest, jobs] = await Promise.all([
    payload.find(read as never),
    payload.find({ ...read, draft: true } as never),
    payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { 'input.type': { equals: 'publish' } },
          { 'input.doc.relationTo': { equals: collection } },
          { or: jobIds.map((value) => ({ 'input.doc.value': { equals: value } })) },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      sort: 'waitUntil',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const byId = (docs: readonly unknown[]) =>
    new Map(docs.map((doc) => [String((doc as { id: unknown }).id), doc as Record<string, PerLocale>]))
  const storedById = byId(stored.docs)
  const latestById = byId(latest.docs)
  for (const key of keys) {
    const row = storedById.get(key)
    const published = row ? publishedLocalesOf({ row: row as Record<string, unknown>, drafted: true }) : []
    const draftRow = latestById.get(key) ?? {}
    const draft = LOCALES.filter(
      (locale) => hasText(inLocale(draftRow[titleField], locale)) && inLocale(draftRow._status, locale) !== 'published',
    )
    result.set(key, { published, draft, scheduled: [] })
  }
  for (const job of jobs.docs) {
    const input = (job.input ?? {}) as { locale?: string | null; doc?: { value?: unknown } }
    const status = result.get(String(input.doc?.value))
    if (!status || !job.waitUntil) continue
    const locale = LOCALES.find((code) => code === input.locale)
    status.scheduled.push({ locales: locale ? [locale] : 'all', at: job.waitUntil })
  }
  return result
}

/** One document's status (publicationStatusesOf for a single id). */
export const publicationStatusOf = async ({
  payload,
  collection,
  id,
  titleField,
}: {
  payload: Payload
  collection: CollectionSlug
  id: number | string
  titleField?: string
}): Promise<PublicationStatus> =>
  (await publicationStatusesOf({ payload, collection, ids: [id], titleField })).get(String(id))!

type Batch = { ids: Set<string>; statuses: Promise<Map<string, PublicationStatus>> }
const batches = new Map<string, Batch>()

/**
 * One row's status for the lists' Status column: the rows of a list page render together, so the
 * ids asked for in the same turn of the event loop are read in one publicationStatusesOf (three
 * queries for a page of 50, not 150). Statuses are read with overrideAccess, the same for every
 * reader, so two requests that meet in one batch get what each would have read alone.
 */
export const batchedPublicationStatus = (
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
): Promise<PublicationStatus> => {
  let batch = batches.get(collection)
  if (!batch) {
    const ids = new Set<string>()
    const statuses = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      batches.delete(collection)
      return publicationStatusesOf({ payload, collection, ids: [...ids] })
    })
    batch = { ids, statuses }
    batches.set(collection, batch)
  }
  batch.ids.add(String(id))
  return batch.statuses.then((statuses) => statuses.get(String(id))!)
}
