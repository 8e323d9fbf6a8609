'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

export const TRANSLATION_STATUS_PATH = '/admin/translation-status'

/** A link in Payload's own nav style, marked current on the view itself. */
export function TranslationNavLinkClient({ label }: { label: string }) {
  const isActive = usePathname() === TRANSLATION_STATUS_PATH
  return (
    <Link
      className="nav__link"
      id="nav-translation-status"
      href={TRANSLATION_STATUS_PATH}
      prefetch={false}
      aria-current={isActive ? 'page' : undefined}
    >
      {isActive ? <div className="nav__link-indicator" /> : null}
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
