/**
 * The 14 site languages. Routing, Payload localization, the language switcher,
 * hreflang links and the seed all read this table.
 */
export const LOCALES = ['en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

export type LanguageEntry = {
  code: Locale
  englishName: string
  nativeName: string
  flag: string
  currency: string
  region: string
  isRtl: boolean
}

export const LANGUAGES: Record<Locale, LanguageEntry> = {
  en: {
    code: 'en',
    englishName: 'English',
    nativeName: 'English',
    flag: '🇺🇸',
    currency: 'USD',
    region: 'US',
    isRtl: false,
  },
  fr: {
    code: 'fr',
    englishName: 'French',
    nativeName: 'Français',
    flag: '🇫🇷',
    currency: 'EUR',
    region: 'FR',
    isRtl: false,
  },
  de: {
    code: 'de',
    englishName: 'German',
    nativeName: 'Deutsch',
    flag: '🇩🇪',
    currency: 'EUR',
    region: 'DE',
    isRtl: false,
  },
  it: {
    code: 'it',
    englishName: 'Italian',
    nativeName: 'Italiano',
    flag: '🇮🇹',
    currency: 'EUR',
    region: 'IT',
    isRtl: false,
  },
  es: {
    code: 'es',
    englishName: 'Spanish',
    nativeName: 'Español',
    flag: '🇪🇸',
    currency: 'EUR',
    region: 'ES',
    isRtl: false,
  },
  pt: {
    code: 'pt',
    englishName: 'Portuguese',
    nativeName: 'Português',
    flag: '🇵🇹',
    currency: 'EUR',
    region: 'PT',
    isRtl: false,
  },
  zh: {
    code: 'zh',
    englishName: 'Chinese',
    nativeName: '中文',
    flag: '🇨🇳',
    currency: 'CNY',
    region: 'CN',
    isRtl: false,
  },
  ja: {
    code: 'ja',
    englishName: 'Japanese',
    nativeName: '日本語',
    flag: '🇯🇵',
    currency: 'JPY',
    region: 'JP',
    isRtl: false,
  },
  ko: {
    code: 'ko',
    englishName: 'Korean',
    nativeName: '한국어',
    flag: '🇰🇷',
    currency: 'KRW',
    region: 'KR',
    isRtl: false,
  },
  ru: {
    code: 'ru',
    englishName: 'Russian',
    nativeName: 'Русский',
    flag: '🇷🇺',
    currency: 'RUB',
    region: 'RU',
    isRtl: false,
  },
  ar: {
    code: 'ar',
    englishName: 'Arabic',
    nativeName: 'العربية',
    flag: '🇸🇦',
    currency: 'USD',
    region: 'SA',
    isRtl: true,
  },
  hi: {
    code: 'hi',
    englishName: 'Hindi',
    nativeName: 'हिन्दी',
    flag: '🇮🇳',
    currency: 'INR',
    region: 'IN',
    isRtl: false,
  },
  cs: {
    code: 'cs',
    englishName: 'Czech',
    nativeName: 'Čeština',
    flag: '🇨🇿',
    currency: 'CZK',
    region: 'CZ',
    isRtl: false,
  },
  sk: {
    code: 'sk',
    englishName: 'Slovak',
    nativeName: 'Slovenčina',
    flag: '🇸🇰',
    currency: 'EUR',
    region: 'SK',
    isRtl: false,
  },
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

export const textDirection = (locale: Locale): 'rtl' | 'ltr' => (LANGUAGES[locale].isRtl ? 'rtl' : 'ltr')
