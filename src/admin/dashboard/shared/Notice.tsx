'use client'

import { Banner, XIcon } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

export type NoticeState = { type: 'success' | 'error'; message: string } | null

/** The outcome of the last action: a banner with a close button (spec §8: dismissible alerts). */
export function Notice({ notice, onDismiss }: { notice: NoticeState; onDismiss: () => void }) {
  const t = useTranslations('admin')
  if (!notice) return null
  return (
    <div className="studify-admin__notice" role={notice.type === 'error' ? 'alert' : 'status'}>
      <Banner type={notice.type}>
        <span className="studify-admin__notice-text">{notice.message}</span>
        <button type="button" className="studify-admin__notice-close" aria-label={t('dismiss')} onClick={onDismiss}>
          <XIcon />
        </button>
      </Banner>
    </div>
  )
}

/** Notice state plus helpers that turn an action's outcome into it. */
export const useNotice = () => {
  const [notice, setNotice] = useState<NoticeState>(null)
  const success = useCallback((message: string) => setNotice({ type: 'success', message }), [])
  const failure = useCallback(
    (error: unknown, fallback: string) =>
      setNotice({ type: 'error', message: error instanceof Error && error.message ? error.message : fallback }),
    [],
  )
  return { notice, success, failure, dismiss: useCallback(() => setNotice(null), []) }
}
