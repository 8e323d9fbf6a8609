import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { nearestPublishedLocale } from '../../config/locale-fallbacks'
import type { Locale } from '../../config/locales'
import { type AllLocales, publishedLocalesOf } from '../../lib/published-locales'

/**
 * Which locales a document is published in (issue 23 §4): the one answer the pages (redirect of an
 * untranslated locale), their hreflang alternates and the sitemap all read, for any collection or
 * global visitors see — the `pages` collection included.
 *
 * Drafted content (`versions.drafts.localizeStatus`) is published in a locale when that locale's
 * `_status` is `published`. Content without drafts (blog categories) has no status: a locale counts
 * when it has its own translation of `translatedField` (its title), not the English fallback.
 *
 * Read with `locale: 'all'` as an anonymous visitor: access keeps out what is published nowhere
 * (and what is in the trash); only the slug, the statuses and the marker field are selected, so no
 * draft text leaves this module.
 */
export type Publication = {
  id: number | string
  /** Published locales, in `LOCALES` order. */
  locales: Locale[]
  /** The document's slug in each published locale (one slug for all today; per locale if localized). */
  slugs: Partial<Record<Locale, string>>
  updatedAt?: string
}

const visitor = { overrideAccess: false, user: null } as const

const slugsOf = (slug: AllLocales<string>, locales: Locale[]): Partial<Record<Locale, string>> =>
  Object.fromEntries(
    locales.flatMap((locale) => {
      const value = typeof slug === 'string' ? slug : slug?.[locale]
      return value ? [[locale, value]] : []
    }),
  )

const isDrafted = (payload: Payload, collection: CollectionSlug) =>
  Boolean(payload.collections[collection]?.config.versions?.drafts)

/** Every document of `collection` published in at least one locale (optionally those matching `where`). */
export const listPublications = async ({
  payload,
  collection,
  where,
  translatedField = 'title',
}: {
  payload: Payload
  collection: CollectionSlug
  where?: Where
  translatedField?: string
}): Promise<Publication[]> => {
  const drafted = isDrafted(payload, collection)
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    pagination: false,
    ...(where ? { where } : {}),
    select: { slug: true, updatedAt: true, ...(drafted ? { _status: true } : { [translatedField]: true }) },
    ...visitor,
  })
  return docs.flatMap((doc) => {
    const row = doc as unknown as Record<string, unknown>
    const locales = publishedLocalesOf({ row, drafted, translatedField })
    if (locales.length === 0) return []
    return [
      {
        id: row.id as number | string,
        locales,
        slugs: slugsOf(row.slug as AllLocales<string>, locales),
        updatedAt: row.updatedAt as string | undefined,
      },
    ]
  })
}

/** The publication of the document with `slug`, or null when it is published nowhere (or unknown). */
export const findPublication = async ({
  payload,
  collection,
  slug,
}: {
  payload: Payload
  collection: CollectionSlug
  slug: string
}): Promise<Publication | null> =>
  (await listPublications({ payload, collection, where: { slug: { equals: slug } } }))[0] ?? null

/**
 * The locales a drafted global is published in. A global always exists; read as a visitor in
 * `locale: 'all'`, each locale's `_status` says whether visitors get its text.
 */
export const globalPublishedLocales = async ({
  payload,
  slug,
}: {
  payload: Payload
  slug: GlobalSlug
}): Promise<Locale[]> => {
  const global = await payload.findGlobal({
    slug,
    locale: 'all',
    depth: 0,
    select: { _status: true } as never,
    ...visitor,
  })
  return publishedLocalesOf({ row: global as unknown as Record<string, unknown>, drafted: true })
}

/**
 * Where a visitor of `locale` who asked for this document goes instead: the nearest published
 * locale (config/locale-fallbacks.ts) and the slug it has there; null when `locale` serves it.
 */
export const publishedElsewhere = (
  publication: Pick<Publication, 'locales' | 'slugs'>,
  locale: Locale,
): { locale: Locale; slug: string } | null => {
  const target = nearestPublishedLocale(locale, publication.locales)
  if (!target || target === locale) return null
  const slug = publication.slugs[target]
  return slug ? { locale: target, slug } : null
}
