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
 * Payload ships no Hindi: Hindi admins get Payload's English chrome and our own labels in Hindi.
 * date-fns has no `hi` locale that Payload loads, so dates fall back to its default formatting.
 */
const hi = { ...en, dateFNSKey: 'hi' } as unknown as Language

/**
 * Each language named in itself in the account's language picker, from the locales module (one
 * source: Payload's own files call Japanese "Japanese" and Chinese "中文 (简体)"; issue 34 item 10).
 */
const namedInItself = (code: Locale, language: Language): Language =>
  ({
    ...language,
    translations: {
      ...language.translations,
      general: { ...language.translations.general, thisLanguage: LANGUAGES[code].nativeName },
    },
  }) as Language

const payloadLanguages: Record<Locale, Language> = { en, fr, de, it, es, pt, zh, ja, ko, ru, ar, hi, cs, sk }

/** One entry per site locale, under the same codes (Payload's language keys match ours). */
const languages = Object.fromEntries(
  Object.entries(payloadLanguages).map(([code, language]) => [code, namedInItself(code as Locale, language)]),
) as Record<Locale, Language>

// Payload's key list has no `hi`; the cookie lookup accepts any configured key, so the cast is safe.
export const adminLanguages = languages as NonNullable<NonNullable<Config['i18n']>['supportedLanguages']>
