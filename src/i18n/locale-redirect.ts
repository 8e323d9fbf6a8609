import { DEFAULT_LOCALE } from '@/config/locales'
import { PREFERRED_LOCALE_KEY } from '@/i18n/preferred-locale'
import { localizedPath, splitLocale } from '@/lib/paths'

const savedLocale = () => {
  try {
    return localStorage.getItem(PREFERRED_LOCALE_KEY)
  } catch {
    return null
  }
}

/**
 * Where this page sends the visitor for their language, or null to stay: on an unprefixed (English)
 * URL, the saved choice, then the browser's languages, then the time zone, else English. A prefixed
 * URL never moves. LocaleResolver acts on it; a page that must not act before leaving (the ask
 * page's share hand-over) asks the same question first.
 */
export const localeRedirectTarget = async (): Promise<string | null> => {
  const { pathname, search, hash } = window.location
  if (splitLocale(pathname).locale !== DEFAULT_LOCALE) return null
  const saved = savedLocale()
  // Loaded after the page, not with it: the language matcher's data is no part of the first load.
  const { resolvePreferredLocale } = await import('@/i18n/locale-resolution')
  const preferred = resolvePreferredLocale({
    saved,
    languages: navigator.languages ?? [navigator.language],
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  })
  return preferred === DEFAULT_LOCALE ? null : `${localizedPath(preferred, pathname)}${search}${hash}`
}
