'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { REQUESTS_PER_REFERRAL } from '@/config/limits'

import { useReferralLink } from '../account/use-referral-link'
import { ErrorBanner } from '../forms/ErrorBanner'

/** The dashboard's referral panel: the user's link with Copy, or a button to create the code. */
export function ReferralPanel() {
  const t = useTranslations('dashboard.referral')
  const { data, error, link, isGenerating, isCopied, message, clearMessage, generate, copy } = useReferralLink({
    isEnabled: true,
    generateFailed: t('generateFailed'),
    copyFailed: t('copyFailed'),
  })
  const [dismissedError, setDismissedError] = useState<unknown>(null)

  return (
    <section className="dashboard-panel" aria-labelledby="referral-title">
      <h2 id="referral-title">{t('title')}</h2>
      <p className="muted">{t('body', { bonus: REQUESTS_PER_REFERRAL })}</p>
      <ErrorBanner
        message={message ?? (error && error !== dismissedError ? t('loadFailed') : null)}
        onDismiss={() => {
          clearMessage()
          setDismissedError(error)
        }}
      />
      {link ? (
        <div className="copy-row">
          <input readOnly value={link} aria-label={t('linkLabel')} onFocus={(event) => event.target.select()} />
          <button type="button" className="button button-primary" onClick={copy}>
            {isCopied ? t('copied') : t('copy')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button-primary" onClick={generate} disabled={isGenerating || !data}>
          {isGenerating ? t('generating') : t('generate')}
        </button>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {isCopied ? t('copied') : ''}
      </p>
    </section>
  )
}
