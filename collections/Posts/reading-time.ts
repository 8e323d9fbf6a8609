import type { FieldHook } from 'payload'

import { isLocale, LOCALES } from '../../src/config/locales'
import { readingMinutes } from '../../src/lib/rich-text/reading-time'

/**
 * Reading time is computed on every save from the body being saved, in the language being saved,
 * and stored per locale: pages read a number, never the text. A save without the body (a partial
 * update) counts the stored body of that language.
 */
export const computeReadingTime: FieldHook = ({ siblingData, originalDoc, req }) => {
  const content = (siblingData as { content?: unknown }).content ?? (originalDoc as { content?: unknown })?.content
  if (req.locale === 'all' && content && typeof content === 'object' && !('root' in content)) {
    // A write of every language at once (`locale: 'all'`) carries one body per language.
    const byLocale = content as Record<string, unknown>
    return Object.fromEntries(
      LOCALES.filter((locale) => byLocale[locale]).map((locale) => [locale, readingMinutes(byLocale[locale], locale)]),
    )
  }
  if (!content) return undefined
  return readingMinutes(content, isLocale(req.locale) ? req.locale : 'en')
}
