import { ar } from '@payloadcms/translations/languages/ar'
import { cs } from '@payloadcms/translations/languages/cs'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { it } from '@payloadcms/translations/languages/it'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import { pt } from '@payloadcms/translations/languages/pt'
import { ru } from '@payloadcms/translations/languages/ru'
import { sk } from '@payloadcms/translations/languages/sk'
import { zh } from '@payloadcms/translations/languages/zh'
import type { Language } from '@payloadcms/translations'
import type { Config } from 'payload'

import { LANGUAGES, type Locale } from '../config/locales'

/**
 * Payload ships no Hindi: Hindi admins get Payload's English chrome, named हिन्दी in the language
 * picker (not a second "English"), and our own labels in Hindi. date-fns has no `hi` locale that
 * Payload loads, so dates fall back to its default formatting.
 */
const hi = {
  ...en,
  dateFNSKey: 'hi',
  translations: {
    ...en.translations,
    general: { ...en.translations.general, thisLanguage: LANGUAGES.hi.nativeName },
  },
} as unknown as Language

/** One entry per site locale, under the same codes (Payload's language keys match ours). */
const languages: Record<Locale, Language> = { en, fr, de, it, es, pt, zh, ja, ko, ru, ar, hi, cs, sk }

// Payload's key list has no `hi`; the cookie lookup accepts any configured key, so the cast is safe.
export const adminLanguages = languages as NonNullable<NonNullable<Config['i18n']>['supportedLanguages']>
