import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/link'

const ICONS: Record<'extension' | 'mobile' | 'writer', ReactNode> = {
  extension: <path d="M9 3h6v3a2 2 0 1 0 4 0V3h2v8h-3a2 2 0 1 0 0 4h3v6H3V3h6Z" />,
  mobile: <path d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm3 17h2" />,
  writer: <path d="m4 20 4-1 11-11a2.1 2.1 0 0 0-3-3L5 16l-1 4Zm10-13 3 3" />,
}

const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <span className="product-icon" aria-hidden="true">
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
      {ICONS[name]}
    </svg>
  </span>
)

/** The three product tiles of spec §2: the extension, the mobile app (coming soon), the essay writer. */
export function ProductCards() {
  const t = useTranslations('dashboard')
  return (
    <section aria-labelledby="tools-title">
      <h2 id="tools-title" className="visually-hidden">
        {t('toolsTitle')}
      </h2>
      <ul className="product-cards">
        <li className="product-card">
          <Icon name="extension" />
          <h3>{t('extension.title')}</h3>
          <p className="muted">{t('extension.body')}</p>
          {/* The query is the "came from the dashboard" state: it survives a reload of /download. */}
          <Link className="button button-primary" href="/download?from=dashboard">
            {t('extension.action')}
          </Link>
        </li>
        <li className="product-card">
          <Icon name="mobile" />
          <h3>{t('mobile.title')}</h3>
          <p className="muted">{t('mobile.body')}</p>
          <button type="button" className="button button-ghost" disabled>
            {t('mobile.action')}
          </button>
        </li>
        <li className="product-card">
          <Icon name="writer" />
          <h3>
            {t('writer.title')} <span className="badge">{t('writer.badge')}</span>
          </h3>
          <p className="muted">{t('writer.body')}</p>
          <Link className="button button-primary" href="/dashboard/writer">
            {t('writer.action')}
          </Link>
        </li>
      </ul>
    </section>
  )
}
