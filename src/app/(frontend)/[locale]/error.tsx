'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

/** A page that failed to render: say so plainly and offer a retry, never a stack trace. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors')
  useEffect(() => console.error(error), [error])
  return (
    <section className="container section narrow" role="alert">
      <h1>{t('unexpected')}</h1>
      <button type="button" className="button button-primary" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  )
}
