'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/link'
import { apiRequest } from '@/lib/api/client'

import {
  type AuthFailure,
  type AuthTokenMessage,
  type AuthTokenResponse,
  authTokenResponseSchema,
  MESSAGE_TYPES,
} from '../../../extension/src/messages'
import { useSession } from '../auth/SessionProvider'
import { isAllowedExtensionId } from './extension-ids'

export { allowedExtensionIds, isAllowedExtensionId } from './extension-ids'

type State =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'failed'; reason: 'notInstalled' | 'failed' | Exclude<AuthFailure, 'forbidden' | 'invalid'> }

/** Sends the token to the extension; resolves with its answer, or null when it cannot be reached. */
const sendToExtension = (extensionId: string, token: string) =>
  new Promise<AuthTokenResponse | null>((resolve) => {
    const runtime = typeof chrome === 'undefined' ? undefined : chrome.runtime
    if (!runtime?.sendMessage) return resolve(null)
    const message: AuthTokenMessage = { type: MESSAGE_TYPES.authToken, token }
    try {
      runtime.sendMessage(extensionId, message, (response: unknown) => {
        // Reading lastError marks it handled (no console error) when the extension is absent.
        if (runtime.lastError) return resolve(null)
        const parsed = authTokenResponseSchema.safeParse(response)
        resolve(parsed.success ? parsed.data : null)
      })
    } catch {
      resolve(null)
    }
  })

/**
 * /extension/connect: hands the signed-in user's token to the extension that opened this tab
 * (`?ext=<its id>`), only if that id is allow-listed. The extension checks the sender's origin and
 * the token itself before keeping it.
 */
export function ExtensionConnect({ extensionId }: { extensionId: string | null }) {
  const t = useTranslations('extensionConnect')
  const locale = useLocale() as Locale
  const { user, isLoading } = useSession()
  const [state, setState] = useState<State>({ kind: 'connecting' })
  const hasStarted = useRef(false)
  const isAllowed = isAllowedExtensionId(extensionId)

  const connect = useCallback(async () => {
    if (!isAllowedExtensionId(extensionId)) return
    setState({ kind: 'connecting' })
    let token: string
    try {
      token = (await apiRequest<{ token: string }>('/api/auth/extension-token', { method: 'POST', locale })).token
    } catch {
      setState({ kind: 'failed', reason: 'failed' })
      return
    }
    const response = await sendToExtension(extensionId, token)
    if (!response) setState({ kind: 'failed', reason: 'notInstalled' })
    else if (response.ok) setState({ kind: 'connected' })
    else if (response.error === 'rejected' || response.error === 'unreachable') {
      setState({ kind: 'failed', reason: response.error })
    } else setState({ kind: 'failed', reason: 'failed' })
  }, [extensionId, locale])

  useEffect(() => {
    if (!user || !isAllowed || hasStarted.current) return
    hasStarted.current = true
    // Starts the handoff once, as soon as the session is known.
    void connect()
  }, [user, isAllowed, connect])

  if (!isAllowed) {
    return (
      <div className="banner banner-error" role="alert">
        <p>{t('unknownExtension')}</p>
      </div>
    )
  }
  if (isLoading) return <p className="muted">…</p>
  if (!user) {
    const back = `/extension/connect?ext=${extensionId}`
    return (
      <div className="extension-connect">
        <p>{t('signInPrompt')}</p>
        <Link href={`/login?redirect=${encodeURIComponent(back)}`} className="button button-primary">
          {t('signIn')}
        </Link>
      </div>
    )
  }
  if (state.kind === 'connecting') {
    return (
      <p role="status" aria-live="polite">
        {t('connecting')}
      </p>
    )
  }
  if (state.kind === 'connected') {
    return (
      <div className="banner banner-success" role="status">
        <p>{t('success')}</p>
      </div>
    )
  }
  return (
    <div className="extension-connect">
      <div className="banner banner-error" role="alert">
        <p>{t(state.reason)}</p>
      </div>
      <p>
        <button type="button" className="button button-primary" onClick={() => void connect()}>
          {t('retry')}
        </button>{' '}
        {state.reason === 'notInstalled' ? (
          <Link href="/download" className="button button-ghost">
            {t('download')}
          </Link>
        ) : null}
      </p>
    </div>
  )
}
