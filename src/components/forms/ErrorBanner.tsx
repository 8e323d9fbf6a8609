'use client'

import { useTranslations } from 'next-intl'

/** A dismissible banner for errors that belong to no single field (spec §8). */
export function ErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const t = useTranslations('errors')
  if (!message) return null
  return (
    <div className="banner banner-error" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onDismiss} aria-label={t('dismiss')}>
        ×
      </button>
    </div>
  )
}
