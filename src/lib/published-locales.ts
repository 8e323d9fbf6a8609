import { LOCALES, type Locale } from '../config/locales'

/** A field read with `locale: 'all'`: one value, or one per locale. */
export type AllLocales<T> = T | Partial<Record<Locale, T | null>> | null | undefined

/**
 * The published locales of one row read with `locale: 'all'`. Drafted content is published in a
 * locale when that locale's `_status` is `published`; content without drafts when it has its own
 * translation of `translatedField` (services/content/publication.ts reads it for the pages, access
 * for a contributor's own drafts).
 */
export const publishedLocalesOf = ({
  row,
  drafted,
  translatedField = 'title',
}: {
  row: Record<string, unknown>
  drafted: boolean
  translatedField?: string
}): Locale[] => {
  if (drafted) {
    const status = row._status as AllLocales<string>
    // A collection without localized fields keeps one status for every locale.
    if (typeof status === 'string') return status === 'published' ? [...LOCALES] : []
    return LOCALES.filter((locale) => status?.[locale] === 'published')
  }
  const marker = row[translatedField] as AllLocales<string>
  if (typeof marker === 'string') return marker.trim() ? [...LOCALES] : []
  return LOCALES.filter((locale) => Boolean(marker?.[locale]?.trim()))
}
