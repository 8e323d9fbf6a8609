import type { CollectionSlug, Payload, Where } from 'payload'

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
export const statusTextFieldOf = (payload: Payload, collection: CollectionSlug): string => {
  const config = payload.collections[collection]?.config
  const custom = (config?.custom ?? {}) as { statusTextField?: string }
  return custom.statusTextField ?? config?.admin?.useAsTitle ?? 'title'
}

export const publicationStatusOf = async ({
  payload,
  collection,
  id,
  titleField = statusTextFieldOf(payload, collection),
}: {
  payload: Payload
  collection: CollectionSlug
  id: number | string
  titleField?: string
}): Promise<PublicationStatus> => {
  const read = { collection, id, locale: 'all', depth: 0, overrideAccess: true, trash: true, disableErrors: true }
  const select = { _status: true, [titleField]: true } as never
  const [stored, latest] = await Promise.all([
    payload.findByID({ ...read, select } as never),
    payload.findByID({ ...read, select, draft: true } as never),
  ])
  const published = stored
    ? publishedLocalesOf({ row: stored as unknown as Record<string, unknown>, drafted: true })
    : []
  const row = (latest ?? {}) as unknown as Record<string, PerLocale>
  const draft = LOCALES.filter(
    (locale) => hasText(inLocale(row[titleField], locale)) && inLocale(row._status, locale) !== 'published',
  )
  // The admin's drawer queues the id as a string (Payload #10481); the Local API may use a number.
  const ids: Where[] = [{ 'input.doc.value': { equals: String(id) } }]
  if (/^\d+$/.test(String(id))) ids.push({ 'input.doc.value': { equals: Number(id) } })
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.type': { equals: 'publish' } },
        { 'input.doc.relationTo': { equals: collection } },
        { or: ids },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const scheduled = jobs.flatMap((job) => {
    const input = (job.input ?? {}) as { locale?: string | null }
    if (!job.waitUntil) return []
    const locale = LOCALES.find((code) => code === input.locale)
    return [{ locales: locale ? [locale] : ('all' as const), at: job.waitUntil }]
  })
  return { published, draft, scheduled }
}
