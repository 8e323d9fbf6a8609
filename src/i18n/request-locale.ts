import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../config/locales'
import { localeFromLanguageTag } from '../lib/locale-resolution'

type RequestLike = { locale?: string | null; headers: Headers; searchParams?: URLSearchParams }

/** The language of an API answer: ?locale=, then X-Locale (sent by our pages), then Accept-Language. */
export const requestLocale = (req: RequestLike): Locale => {
  const explicit = req.searchParams?.get('locale') ?? req.headers.get('x-locale')
  if (isLocale(explicit)) return explicit
  for (const part of req.headers.get('accept-language')?.split(',') ?? []) {
    const locale = localeFromLanguageTag(part.split(';')[0]!.trim())
    if (locale && LOCALES.includes(locale)) return locale
  }
  return isLocale(req.locale) && req.locale !== DEFAULT_LOCALE ? req.locale : DEFAULT_LOCALE
}
