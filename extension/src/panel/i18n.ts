import { isLocale, type Locale, textDirection } from '@/config/locales'

import type english from '../../_locales/en/messages.json'

export type MessageKey = keyof typeof english

/** A UI string in the browser's language (Chrome picks the `_locales` folder; English is the fallback). */
export const t = (key: MessageKey, substitutions?: string | string[]): string =>
  chrome.i18n.getMessage(key, substitutions) || key

/** The site language of the strings shown: the API answers in it, and it is the page's `lang`. */
export const uiLocale = (): Locale => {
  const code = chrome.i18n.getMessage('siteLocale')
  return isLocale(code) ? code : 'en'
}

/**
 * `lang` and `dir` of the page, from the language of the strings actually shown (Arabic is
 * right-to-left). Not `@@bidi_dir`: that follows the browser's own UI language, which differs from
 * the strings shown whenever Chrome falls back (a Hebrew or Persian browser gets our English strings,
 * which must stay left-to-right), and headless Chromium reports `ltr` even with Arabic strings.
 */
export const applyDocumentLanguage = (root: HTMLElement = document.documentElement) => {
  const locale = uiLocale()
  root.lang = locale
  root.dir = textDirection(locale)
}

export const formatNumber = (value: number) => new Intl.NumberFormat(uiLocale()).format(value)

export const formatShortDate = (iso: string) => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
