import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'

/** A drawn (not filmed) demo of the side panel answering a question step by step. */
export async function DemoPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero' })
  return (
    <figure className="demo" aria-label={t('demoLabel')}>
      <div className="demo-window" aria-hidden="true">
        <div className="demo-toolbar">
          <span />
          <span />
          <span />
        </div>
        <div className="demo-body">
          <div className="demo-page">
            <div className="demo-line wide" />
            <div className="demo-line" />
            <div className="demo-highlight">{t('demoQuestion')}</div>
            <div className="demo-line" />
            <div className="demo-line short" />
          </div>
          <div className="demo-panel">
            <p className="demo-question">{t('demoQuestion')}</p>
            <ol className="demo-steps">
              <li>{t('demoStep1')}</li>
              <li>{t('demoStep2')}</li>
            </ol>
            <p className="demo-answer">
              {t('demoAnswer')} <span className="verified-badge">✓ {t('verified')}</span>
            </p>
          </div>
        </div>
      </div>
      <figcaption className="visually-hidden">{t('demoLabel')}</figcaption>
    </figure>
  )
}
