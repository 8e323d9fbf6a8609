import { match } from '@formatjs/intl-localematcher'

import { isLocale, LOCALES, type Locale } from '../config/locales'

const NO_MATCH = 'und'
/** Spec §2: a language tag of mainland China, Taiwan or Hong Kong means Chinese, whatever its language. */
const CHINESE_REGIONS = new Set(['CN', 'TW', 'HK'])

/**
 * The site language of one BCP 47 language tag ("pt-BR" → pt, "zh-Hant" → zh, "en_GB" → en), or
 * null when none of the site's languages fits or the tag is malformed (never an error). Matched by
 * `@formatjs/intl-localematcher`, as next-intl matches the languages of pages: the one rule for
 * Accept-Language, the browser's languages and the answer language of worked maths.
 */
export const siteLocaleOf = (tag: string | null | undefined): Locale | null => {
  if (!tag) return null
  let locale: Intl.Locale
  try {
    locale = new Intl.Locale(tag.trim().replaceAll('_', '-'))
  } catch {
    return null
  }
  if (locale.region && CHINESE_REGIONS.has(locale.region)) return 'zh'
  const matched = match([locale.toString()], LOCALES, NO_MATCH)
  return isLocale(matched) ? matched : null
}
