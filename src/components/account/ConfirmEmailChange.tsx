'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { apiRequest } from '@/lib/api/client'

type State = { kind: 'confirming' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string }

/** Sends the link's token once, and says whether the new address is now the account's. */
export function ConfirmEmailChange({ token }: { token: string | null }) {
  const t = useTranslations('confirmEmail')
  const locale = useLocale()
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'confirming' } : { kind: 'failed', message: t('missing') },
  )
  const isSent = useRef(false)

  useEffect(() => {
    if (!token || isSent.current) return
    isSent.current = true
    apiRequest<{ email: string }>('/api/auth/confirm-email', {
      method: 'POST',
      body: { token },
      locale,
      fallbackMessage: t('failed'),
    })
      .then(({ email }) => setState({ kind: 'done', email }))
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: error instanceof Error ? error.message : t('failed') }),
      )
  }, [token, locale, t])

  if (state.kind === 'confirming') return <p role="status">{t('confirming')}</p>
  return (
    <div className="stack">
      <p role={state.kind === 'failed' ? 'alert' : 'status'}>
        {state.kind === 'done' ? t('success', { email: state.email }) : state.message}
      </p>
      <p>
        <Link className="button" href={`/${locale}/dashboard`}>
          {t('toDashboard')}
        </Link>
      </p>
    </div>
  )
}
