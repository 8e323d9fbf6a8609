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
  BRIDGE,
  type BridgeRequest,
  bridgeResponseSchema,
  MESSAGE_TYPES,
} from '../../../extension/src/messages'
import { useSession } from '../auth/SessionProvider'
import { isAllowedExtensionId } from './extension-ids'

export { allowedExtensionIds, isAllowedExtensionId } from './extension-ids'

type State =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'failed'; reason: 'notInstalled' | 'failed' | Exclude<AuthFailure, 'forbidden' | 'invalid'> }

/** How long the page waits for the extension's content script to answer (Firefox's hand-off). */
const BRIDGE_TIMEOUT_MS = 10_000

/**
 * Firefox: the message goes through the extension's content script on this page (it marks the page
 * when it is there): posted to this window, answered by a post back with the same id.
 */
const sendThroughBridge = (message: AuthTokenMessage) =>
  new Promise<AuthTokenResponse | null>((resolve) => {
    const id = crypto.randomUUID()
    const done = (response: AuthTokenResponse | null) => {
      window.removeEventListener('message', onReply)
      clearTimeout(timer)
      resolve(response)
    }
    const onReply = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin) return
      const reply = bridgeResponseSchema.safeParse(event.data)
      if (reply.success && reply.data.id === id) done(reply.data.response)
    }
    const timer = setTimeout(() => done(null), BRIDGE_TIMEOUT_MS)
    window.addEventListener('message', onReply)
    const request: BridgeRequest = { source: BRIDGE.site, id, message }
    window.postMessage(request, window.location.origin)
  })

/** Sends the token to the extension; resolves with its answer, or null when it cannot be reached. */
const sendToExtension = (extensionId: string, token: string) =>
  new Promise<AuthTokenResponse | null>((resolve) => {
    const message: AuthTokenMessage = { type: MESSAGE_TYPES.authToken, token }
    const runtime = typeof chrome === 'undefined' ? undefined : chrome.runtime
    if (!runtime?.sendMessage) {
      return resolve(document.documentElement.hasAttribute(BRIDGE.readyAttribute) ? sendThroughBridge(message) : null)
    }
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
