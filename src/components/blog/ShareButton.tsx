'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from './ShareButton.module.css'

/**
 * The device's share sheet when there is one; otherwise copies the link and says so in a
 * polite status message (no blocking alert).
 * A cancelled share (AbortError) is not an error.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const t = useTranslations('blog')
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')

  const share = async () => {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
      } catch (error) {
        if ((error as DOMException)?.name === 'AbortError') console.info('Share cancelled')
        else console.error('Share failed', error)
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
    window.setTimeout(() => setStatus('idle'), 2000)
  }

  return (
    <>
      <button type="button" className="button button-ghost" onClick={share}>
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 12v7a1 1 0 001 1h14a1 1 0 001-1v-7M12 3v12M7 8l5-5 5 5" />
        </svg>
        {t('share')}
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied' ? t('linkCopied') : status === 'failed' ? t('copyFailed') : ''}
      </span>
    </>
  )
}
