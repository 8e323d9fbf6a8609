'use client'

import { useEffect } from 'react'

import { DEFAULT_LOCALE } from '@/config/locales'
import { PREFERRED_LOCALE_KEY } from '@/i18n/preferred-locale'
import { localizedPath, splitLocale } from '@/lib/paths'

/**
 * On an unprefixed (English) URL, picks the visitor's language: saved preference, then the
 * browser's languages, then the time zone, else English. A prefixed URL is never changed.
 */
export function LocaleResolver() {
  useEffect(() => {
    const { pathname, search, hash } = window.location
    if (splitLocale(pathname).locale !== DEFAULT_LOCALE) return
    let saved: string | null = null
    try {
      saved = localStorage.getItem(PREFERRED_LOCALE_KEY)
    } catch {
      saved = null
    }
    // Loaded after the page, not with it: the language matcher's data is no part of the first load.
    void import('@/i18n/locale-resolution').then(({ resolvePreferredLocale }) => {
      const preferred = resolvePreferredLocale({
        saved,
        languages: navigator.languages ?? [navigator.language],
        timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
      })
      if (preferred !== DEFAULT_LOCALE) window.location.replace(`${localizedPath(preferred, pathname)}${search}${hash}`)
    })
  }, [])
  return null
}
