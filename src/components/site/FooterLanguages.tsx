'use client'

import type { Locale } from '@/config/locales'
import { rememberPreferredLocale } from '@/i18n/preferred-locale'

type Language = { code: Locale; href: string; name: string }

/**
 * The footer's language links: following one is a choice the unprefixed (English) pages must
 * respect, so it is remembered. The one island of the footer; it gets only the links it shows.
 * A full load of the other language, as the switcher does (spec §2).
 */
export function FooterLanguages({
  languages,
  current,
  className,
}: {
  languages: Language[]
  current: Locale
  className?: string
}) {
  return (
    <ul className={className}>
      {languages.map(({ code, href, name }) => (
        <li key={code}>
          <a
            href={href}
            hrefLang={code}
            lang={code}
            aria-current={code === current ? 'true' : undefined}
            onClick={() => rememberPreferredLocale(code)}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  )
}
