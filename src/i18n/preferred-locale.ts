import type { Locale } from '../config/locales'

/** Where the browser keeps the visitor's explicit language choice. */
export const PREFERRED_LOCALE_KEY = 'preferredLanguage'

/** Remembers an explicit language choice (the switcher, the footer's language links). */
export const rememberPreferredLocale = (code: Locale) => {
  try {
    localStorage.setItem(PREFERRED_LOCALE_KEY, code)
  } catch {
    // Private mode: the choice still applies through the URL.
  }
}
