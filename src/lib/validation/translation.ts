import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { DEFAULT_LOCALE, LOCALES } from '../../config/locales'
import {
  DRAFTABLE_SLUGS,
  TRANSLATED_SLUGS,
  TRANSLATION_STATUS_MAX_PAGE_SIZE,
  TRANSLATION_STATUS_PAGE_SIZE,
  TRANSLATION_STATUSES,
} from '../../config/translation'

/** GET /api/translation-status: optional filters and the page. */
export const translationStatusQuerySchema = z.object({
  collection: z.enum(TRANSLATED_SLUGS, { message: 'translationEntityInvalid' }).optional(),
  locale: z.enum(LOCALES, { message: 'translationLocaleInvalid' }).optional(),
  status: z.enum(TRANSLATION_STATUSES, { message: 'translationStatusInvalid' }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(TRANSLATION_STATUS_MAX_PAGE_SIZE).default(TRANSLATION_STATUS_PAGE_SIZE),
})
export type TranslationStatusQueryInput = z.infer<typeof translationStatusQuerySchema>

const TARGET_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as [
  Exclude<(typeof LOCALES)[number], 'en'>,
  ...Exclude<(typeof LOCALES)[number], 'en'>[],
]

/** POST /api/translation-status/draft: a drafted document (a global has no id) and a language other than English. */
export const draftFromEnglishSchema = z
  .object({
    collection: z.enum(DRAFTABLE_SLUGS, { message: 'translationEntityInvalid' }),
    id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).optional(),
    locale: z.enum(TARGET_LOCALES, { message: 'translationLocaleInvalid' }),
  })
  .strict()
export type DraftFromEnglishInput = z.infer<typeof draftFromEnglishSchema>
