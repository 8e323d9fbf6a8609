import type { Locale } from '@/config/locales'

/**
 * Chrome's `_locales/<folder>` for each site language. Chrome names Chinese and Portuguese with a
 * region: Chinese is Simplified (`zh_CN`, the site's region CN); Portuguese is European (`pt_PT`,
 * the site's region PT). The build also writes the Portuguese messages as `pt_BR`, so a Brazilian
 * browser gets Portuguese rather than falling back to English.
 */
export const CHROME_LOCALE_FOLDERS = {
  en: 'en',
  fr: 'fr',
  de: 'de',
  it: 'it',
  es: 'es',
  pt: 'pt_PT',
  zh: 'zh_CN',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
  ar: 'ar',
  hi: 'hi',
  cs: 'cs',
  sk: 'sk',
} as const satisfies Record<Locale, string>

/** Folders the build writes as copies of another: `copy → source`. */
export const CHROME_LOCALE_COPIES: Record<string, string> = { pt_BR: 'pt_PT' }

export const DEFAULT_CHROME_LOCALE = CHROME_LOCALE_FOLDERS.en
