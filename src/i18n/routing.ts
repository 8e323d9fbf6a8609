import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from '../config/locales'

/**
 * English has no prefix, the 13 others do (`/fr`, `/ar`, …). The server never guesses a
 * language from headers: a URL always renders the same page, so pages cache and crawl cleanly.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
})
