'use client'

import { useTranslations } from 'next-intl'

/** A dismissible confirmation, announced politely to screen readers (spec §8 success messages). */
export function SuccessBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const t = useTranslations('errors')
  return (
    <div role="status" aria-live="polite" className={message ? 'banner banner-success' : 'visually-hidden'}>
      {message && (
        <>
          <p>{message}</p>
          <button type="button" onClick={onDismiss} aria-label={t('dismiss')}>
            ×
          </button>
        </>
      )}
    </div>
  )
}
