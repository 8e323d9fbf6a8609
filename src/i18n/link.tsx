'use client'

import NextLink from 'next/link'
import { useParams } from 'next/navigation'
import type { ComponentProps } from 'react'

import { DEFAULT_LOCALE, isLocale, type Locale } from '../config/locales'
import { rememberPreferredLocale } from './preferred-locale'
import { type LocalizableHref, localizedHref } from '../lib/paths'

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: LocalizableHref
  /** Another language's page (the footer's language list); by default the page's own. */
  locale?: Locale
}

/**
 * next/link in the current page's language: `/pricing` is `/fr/pricing` on a French page and stays
 * `/pricing` in English. The locale comes from the route (`[locale]`), so server and client
 * components use the same link and the page ships no routing library beyond Next's own.
 */
export function Link({ href, locale, ...props }: Props) {
  const params = useParams<{ locale?: string }>()
  const current = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE
  // A page in another language is a different site section: not worth prefetching on every view.
  const isOtherLanguage = locale !== undefined && locale !== current
  return (
    <NextLink
      href={localizedHref(locale ?? current, href)}
      {...(isOtherLanguage ? { prefetch: false } : {})}
      {...props}
      onClick={(event) => {
        // Following a language link is a choice the unprefixed (English) pages must respect.
        if (locale) rememberPreferredLocale(locale)
        props.onClick?.(event)
      }}
    />
  )
}
