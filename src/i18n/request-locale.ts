import Negotiator from 'negotiator'

import { DEFAULT_LOCALE, isLocale, type Locale } from '../config/locales'
import { siteLocaleOf } from './site-locale'

type RequestLike = { locale?: string | null; headers: Headers; searchParams?: URLSearchParams }

/**
 * The site language the Accept-Language header prefers, or null: `negotiator` orders the header's
 * languages by their q= weights (q=0 is a refusal), and the first that names a site language wins
 * (`siteLocaleOf`). A malformed tag is ignored, never an error.
 */
export const acceptLanguageLocale = (header: string | null): Locale | null => {
  if (!header) return null
  for (const language of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    const locale = siteLocaleOf(language)
    if (locale) return locale
  }
  return null
}

/** The language of an API answer: ?locale=, then X-Locale (sent by our pages), then Accept-Language. */
export const requestLocale = (req: RequestLike): Locale => {
  const explicit = req.searchParams?.get('locale') ?? req.headers.get('x-locale')
  if (isLocale(explicit)) return explicit
  const accepted = acceptLanguageLocale(req.headers.get('accept-language'))
  if (accepted) return accepted
  return isLocale(req.locale) && req.locale !== DEFAULT_LOCALE ? req.locale : DEFAULT_LOCALE
}
