import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '../config/locales'

/**
 * The locale of a `[locale]` page. Layout and page render in parallel, so each page checks the
 * segment itself: `/favicon.ico` or `/xx` must be a 404, not a render with a bogus locale.
 */
export const resolvePageLocale = async (params: Promise<{ locale: string }>): Promise<Locale> => {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
