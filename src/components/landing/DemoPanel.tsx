import { getTranslations } from 'next-intl/server'

import type React from 'react'

import type { Locale } from '@/config/locales'

/** Maths reads left to right even inside Arabic: an isolated island, so the bidi algorithm keeps its order. */
const math = (chunks: React.ReactNode) => (
  <bdi dir="ltr" className="math">
    {chunks}
  </bdi>
)

/** A drawn (not filmed) demo of the side panel answering a question step by step. */
export async function DemoPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero' })
  const question = t.rich('demoQuestion', { math })
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
            <div className="demo-highlight">{question}</div>
            <div className="demo-line" />
            <div className="demo-line short" />
          </div>
          <div className="demo-panel">
            <p className="demo-question">{question}</p>
            <ol className="demo-steps">
              <li>{t.rich('demoStep1', { math })}</li>
              <li>{t.rich('demoStep2', { math })}</li>
            </ol>
            <p className="demo-answer">
              {t.rich('demoAnswer', { math })} <span className="verified-badge">✓ {t('verified')}</span>
            </p>
          </div>
        </div>
      </div>
      <figcaption className="visually-hidden">{t('demoLabel')}</figcaption>
    </figure>
  )
}
