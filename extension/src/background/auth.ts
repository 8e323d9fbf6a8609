import { apiUrl, SITE_ORIGIN } from '../config/site'
import { verifyResponseSchema } from '../api/schemas'
import {
  type AuthTokenResponse,
  externalMessageSchema,
  internalMessageSchema,
  MESSAGE_TYPES,
  type SignOutResponse,
} from '../messages'
import { clearAuth, getAuth, setAuth } from '../storage'

/** Checks the token with the site before keeping it: the panel then knows who is signed in. */
export const verifyAndStoreToken = async (token: string): Promise<AuthTokenResponse> => {
  let response: Response
  try {
    response = await fetch(apiUrl('/auth/verify'), {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'omit',
    })
  } catch {
    return { ok: false, error: 'unreachable' }
  }
  if (!response.ok) return { ok: false, error: 'rejected' }
  const parsed = verifyResponseSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) return { ok: false, error: 'rejected' }
  await setAuth({ token, user: parsed.data.user, savedAt: new Date().toISOString() })
  return { ok: true }
}

/**
 * The site signed out: if the server now refuses the stored token (it ended the extension session
 * that site session opened), the extension forgets it and the panel shows the signed-out view.
 * A token the server still accepts (opened from another site session) stays.
 */
export const recheckStoredToken = async (): Promise<AuthTokenResponse> => {
  const auth = await getAuth()
  if (!auth) return { ok: true }
  try {
    const response = await fetch(apiUrl('/auth/verify'), {
      headers: { authorization: `Bearer ${auth.token}` },
      credentials: 'omit',
    })
    if (response.status === 401) await clearAuth()
    return { ok: true }
  } catch {
    return { ok: false, error: 'unreachable' }
  }
}

/** The origin of the page a message came from (Firefox gives the page's URL, not always its origin). */
const senderOrigin = (sender: chrome.runtime.MessageSender): string | null => {
  if (sender.origin) return sender.origin
  try {
    return sender.url ? new URL(sender.url).origin : null
  } catch {
    return null
  }
}

/** The site's pages answer a message of theirs: the token hand-off, or that the site signed out. */
const answerSiteMessage = (message: unknown, sendResponse: (response: AuthTokenResponse) => void): boolean => {
  const parsed = externalMessageSchema.safeParse(message)
  if (!parsed.success) {
    sendResponse({ ok: false, error: 'invalid' })
    return false
  }
  const handled =
    parsed.data.type === MESSAGE_TYPES.authToken ? verifyAndStoreToken(parsed.data.token) : recheckStoredToken()
  void handled.then(sendResponse)
  return true // answers asynchronously
}

/**
 * Messages from the site: the sign-in handoff (the /extension/connect page sends
 * `studify/auth-token`) and `studify/site-signed-out`. Only the site's own origin is listened to
 * (`externally_connectable` lets no other page even try, and the origin is checked again here).
 */
export const handleExternalMessage = (
  message: unknown,
  sender: chrome.runtime.MessageSender,
  sendResponse: (response: AuthTokenResponse) => void,
): boolean => {
  if (senderOrigin(sender) !== SITE_ORIGIN) {
    sendResponse({ ok: false, error: 'forbidden' })
    return false
  }
  return answerSiteMessage(message, sendResponse)
}

/**
 * The same site messages relayed by this extension's content script on the site's connect page
 * (connect-bridge.ts: Firefox's way in). Checked as strictly: our own content script, in a tab of
 * the site's origin, on the connect page.
 */
export const handleBridgeMessage = (
  message: unknown,
  sender: chrome.runtime.MessageSender,
  sendResponse: (response: AuthTokenResponse) => void,
): boolean => {
  const isOurContentScript = sender.id === chrome.runtime.id && sender.tab !== undefined
  if (!isOurContentScript || senderOrigin(sender) !== SITE_ORIGIN) return false
  if (!/^(?:\/[a-z]{2})?\/extension\/connect$/.test(new URL(sender.url ?? SITE_ORIGIN).pathname)) return false
  return answerSiteMessage(message, sendResponse)
}

/** True for the extension's own pages (not content scripts, not other extensions). */
const isExtensionPage = (sender: chrome.runtime.MessageSender) =>
  sender.id === chrome.runtime.id && sender.url?.startsWith(chrome.runtime.getURL('')) === true

/**
 * Signing the extension out ends its session on the site first (its token stops working there at
 * once), then forgets it here. Offline, the local sign-out still happens; the session then ends
 * when it expires or from the site's Settings ("Sign out this device").
 */
export const signOut = async () => {
  const auth = await getAuth()
  if (auth?.token) {
    await fetch(apiUrl('/auth/logout'), {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.token}` },
      credentials: 'omit',
    }).catch(() => undefined)
  }
  await clearAuth()
}

/** Messages from the panel: today only sign-out. */
export const handleInternalMessage = (
  message: unknown,
  sender: chrome.runtime.MessageSender,
  sendResponse: (response: SignOutResponse) => void,
): boolean => {
  if (!isExtensionPage(sender) || !internalMessageSchema.safeParse(message).success) return false
  void signOut().then(() => sendResponse({ ok: true }))
  return true
}
