import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'

/**
 * Where a visitor goes when the page they asked for has no published translation in their
 * language (issue 23 §4): the first locale of this chain in which it is published. Each chain lists
 * the languages its readers most likely read next — a close neighbour first (Czech ↔ Slovak,
 * Spanish ↔ Portuguese, Italian → Spanish), then English, the language every document is written
 * in first. English's own chain is empty: an English page missing in English goes to its first
 * published locale in `LOCALES` order, as does any chain that finds nothing.
 */
export const LOCALE_FALLBACKS: Record<Locale, readonly Locale[]> = {
  en: [],
  fr: ['en'],
  de: ['en'],
  it: ['es', 'en'],
  es: ['pt', 'en'],
  pt: ['es', 'en'],
  zh: ['en'],
  ja: ['en'],
  ko: ['en'],
  ru: ['en'],
  ar: ['en'],
  hi: ['en'],
  cs: ['sk', 'en'],
  sk: ['cs', 'en'],
}

/**
 * The locale to serve a visitor of `locale` among those a document is published in: `locale`
 * itself when published there, else the nearest one of its chain, else the first published one;
 * null when it is published nowhere.
 */
export const nearestPublishedLocale = (locale: Locale, published: readonly Locale[]): Locale | null => {
  if (published.includes(locale)) return locale
  const chosen = LOCALE_FALLBACKS[locale].find((candidate) => published.includes(candidate))
  return chosen ?? LOCALES.find((candidate) => published.includes(candidate)) ?? null
}

/** hreflang `x-default`: English when published, else the first published locale (null: none). */
export const defaultAlternateLocale = (published: readonly Locale[]): Locale | null =>
  published.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (LOCALES.find((locale) => published.includes(locale)) ?? null)
