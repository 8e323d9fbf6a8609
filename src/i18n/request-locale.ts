import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../config/locales'

type RequestLike = { locale?: string | null; headers: Headers; searchParams?: URLSearchParams }

const NO_MATCH = 'und'

const isValidTag = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

/**
 * The site language the Accept-Language header prefers, or null: `negotiator` orders the header's
 * languages by their q= weights (q=0 is a refusal), `@formatjs/intl-localematcher` matches them to
 * the site's locales (as next-intl does for pages). A malformed tag is ignored, never an error.
 */
export const acceptLanguageLocale = (header: string | null): Locale | null => {
  if (!header) return null
  const languages = new Negotiator({ headers: { 'accept-language': header } }).languages().filter(isValidTag)
  if (!languages.length) return null
  const locale = match(languages, LOCALES, NO_MATCH)
  return isLocale(locale) ? locale : null
}

/** The language of an API answer: ?locale=, then X-Locale (sent by our pages), then Accept-Language. */
export const requestLocale = (req: RequestLike): Locale => {
  const explicit = req.searchParams?.get('locale') ?? req.headers.get('x-locale')
  if (isLocale(explicit)) return explicit
  const accepted = acceptLanguageLocale(req.headers.get('accept-language'))
  if (accepted) return accepted
  return isLocale(req.locale) && req.locale !== DEFAULT_LOCALE ? req.locale : DEFAULT_LOCALE
}
