import type { Locale } from '@/config/locales'

import styles from './BrandLink.module.css'
import { StaticLink } from './StaticLink'

/**
 * The logo and name, linking to the home page in the page's language (no client component: see
 * StaticLink); a surrounding part may recolour it (`className`, e.g. white in the footer).
 */
export function BrandLink({ locale, className }: { locale: Locale; className?: string }) {
  return (
    <StaticLink
      locale={locale}
      href="/"
      className={className ? `${styles.brand} ${className}` : styles.brand}
      aria-label="Studify"
    >
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#4338ca" />
        <path
          d="M42 20c-3-3-7-4-11-4-7 0-12 4-12 10 0 12 24 8 24 18 0 4-4 7-10 7-5 0-9-2-12-5"
          stroke="#fff"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span>Studify</span>
    </StaticLink>
  )
}
