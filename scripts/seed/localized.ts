import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '../../src/config/locales'
import { readSeedInAllLocales, type ContentFile } from './load-data'

/** Seeds run outside Next.js: nothing to revalidate. */
export const SEED_CONTEXT = { disableRevalidate: true }

type Fields = Record<string, unknown>

/**
 * Seeded content is live content: drafted collections and globals get each locale published
 * (`versions.drafts.localizeStatus`: a locale is published by a write carrying `_status`).
 */
const published = (hasDrafts: boolean, data: Fields): Fields => (hasDrafts ? { ...data, _status: 'published' } : data)

const collectionHasDrafts = (payload: Payload, slug: CollectionSlug) =>
  Boolean(payload.collections[slug]?.config.versions?.drafts)

const globalHasDrafts = (payload: Payload, slug: GlobalSlug) =>
  Boolean(payload.config.globals.find((global) => global.slug === slug)?.versions?.drafts)

export type LocalizedCollectionSeed<T> = {
  collection: CollectionSlug
  file: ContentFile
  keyField: 'slug' | 'order'
  keyOf: (item: T) => string | number
  /** Fields shared by every locale, taken from the English file. */
  shared: (item: T) => Promise<Fields> | Fields
  /** Fields stored per locale. */
  localized: (item: T, locale: Locale) => Promise<Fields> | Fields
}

/**
 * Creates each document missing from the database in English, then writes its other locales.
 * Documents that already exist are left alone, so editors' changes survive a re-seed.
 */
export const seedLocalizedCollection = async <T>(
  payload: Payload,
  seed: LocalizedCollectionSeed<T>,
): Promise<number> => {
  const [english, ...translations] = readSeedInAllLocales<T[]>(seed.file)
  const drafts = collectionHasDrafts(payload, seed.collection)
  let created = 0
  for (const item of english!.data) {
    const key = seed.keyOf(item)
    const existing = await payload.find({
      collection: seed.collection,
      where: { [seed.keyField]: { equals: key } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs.length > 0) continue

    const doc = await payload.create({
      collection: seed.collection,
      locale: DEFAULT_LOCALE,
      data: published(drafts, {
        ...(await seed.shared(item)),
        ...(await seed.localized(item, DEFAULT_LOCALE)),
      }) as never,
      context: SEED_CONTEXT,
      depth: 0,
    })
    for (const { locale, data } of translations) {
      const translated = data.find((candidate) => seed.keyOf(candidate) === key)
      if (!translated) {
        payload.logger.warn(`seed: ${seed.file} "${key}" has no ${locale} translation; English is shown`)
        continue
      }
      await payload.update({
        collection: seed.collection,
        id: doc.id,
        locale,
        data: published(drafts, await seed.localized(translated, locale)) as never,
        context: SEED_CONTEXT,
        depth: 0,
      })
    }
    created += 1
  }
  return created
}

/** Writes a global in every locale unless it already has content in English. */
export const seedLocalizedGlobal = async <T>(
  payload: Payload,
  options: {
    slug: GlobalSlug
    file: ContentFile
    isSeeded: (current: Fields) => boolean
    data: (item: T, locale: Locale, english: T) => Promise<Fields> | Fields
  },
): Promise<boolean> => {
  const current = (await payload.findGlobal({
    slug: options.slug,
    locale: DEFAULT_LOCALE,
    depth: 0,
  })) as unknown as Fields
  if (options.isSeeded(current)) return false
  const all = readSeedInAllLocales<T>(options.file)
  const english = all[0]!.data
  for (const { locale, data } of all) {
    await payload.updateGlobal({
      slug: options.slug,
      locale,
      data: published(globalHasDrafts(payload, options.slug), await options.data(data, locale, english)) as never,
      context: SEED_CONTEXT,
      depth: 0,
    })
  }
  return true
}
