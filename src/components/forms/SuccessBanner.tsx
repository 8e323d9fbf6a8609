'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

type Props = {
  message: string | null
  onDismiss: () => void
  /** Bring the message into view and focus it when it appears (a long form the student scrolled down). */
  focusOnShow?: boolean
}

/** A dismissible confirmation, announced politely to screen readers (spec §8 success messages). */
export function SuccessBanner({ message, onDismiss, focusOnShow = false }: Props) {
  const t = useTranslations('errors')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!message || !focusOnShow || !ref.current) return
    ref.current.focus({ preventScroll: true })
    ref.current.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [message, focusOnShow])
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      tabIndex={message && focusOnShow ? -1 : undefined}
      className={message ? 'banner banner-success' : 'visually-hidden'}
    >
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
