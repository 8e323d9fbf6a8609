import type { ComponentProps } from 'react'

import type { Locale } from '@/config/locales'
import { type LocalizableHref, localizedHref } from '@/lib/paths'

type Props = Omit<ComponentProps<'a'>, 'href'> & { locale: Locale; href: LocalizableHref }

/**
 * A plain link in the page's language for server-rendered sections (the footer, the brand): no
 * client component, so nothing of it is hydrated (issue 33: the public pages' long tasks were React
 * hydrating whole pages). Following it loads the cached page; interactive parts keep `@/i18n/link`.
 */
export function StaticLink({ locale, href, ...props }: Props) {
  return <a href={localizedHref(locale, href)} {...props} />
}
