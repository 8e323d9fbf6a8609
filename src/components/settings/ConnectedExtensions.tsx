'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { apiRequest } from '@/lib/api/client'

import { ErrorBanner } from '../forms/ErrorBanner'

type ExtensionSession = { id: string; device: string; connectedAt: string | null }

/**
 * The browser extensions signed in to this account, each its own session: "Sign out this device"
 * ends that session on the server, so the extension's token stops working at once.
 */
export function ConnectedExtensions() {
  const t = useTranslations('settings.extensions')
  const locale = useLocale()
  const format = useFormatter()
  const { data, mutate } = useSWR<{ sessions: ExtensionSession[] }>('/api/auth/extension-sessions', (path: string) =>
    apiRequest<{ sessions: ExtensionSession[] }>(path, { locale }),
  )
  const [pending, setPending] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const signOut = async (id: string) => {
    setPending(id)
    setFailure(null)
    try {
      await apiRequest(`/api/auth/extension-sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        locale,
        fallbackMessage: t('failed'),
      })
      await mutate()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('failed'))
    } finally {
      setPending(null)
    }
  }

  const sessions = data?.sessions ?? []
  return (
    <section className="settings-extensions" aria-labelledby="settings-extensions-title">
      <h4 id="settings-extensions-title">{t('heading')}</h4>
      <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
      {data && sessions.length === 0 && <p className="muted">{t('empty')}</p>}
      {sessions.length > 0 && (
        <ul className="settings-devices">
          {sessions.map((session) => (
            <li key={session.id}>
              <div>
                <strong>{session.device}</strong>
                {session.connectedAt && (
                  <span className="muted">
                    {t('connectedOn', {
                      date: format.dateTime(new Date(session.connectedAt), { dateStyle: 'medium' }),
                    })}
                  </span>
                )}
              </div>
              <button
                type="button"
                className="link-button"
                disabled={pending === session.id}
                onClick={() => void signOut(session.id)}
              >
                {pending === session.id ? t('signingOut') : t('signOut')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
