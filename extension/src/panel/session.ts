import { apiGet, type Credentials, StudifyApiError } from '../api/client'
import { accessStatusSchema, verifyResponseSchema, weeklyStatsSchema } from '../api/schemas'
import { MESSAGE_TYPES, type SignOutMessage } from '../messages'
import { limitText, t } from './i18n'
import type { PanelStore } from './state'

/**
 * The signed-in session: the credentials every call sends, the reader-facing text of a failed
 * call (a refused token signs the panel out), the weekly quota and the account's access.
 * `onSignedOut` lets the conversation drop what it shows.
 */
export const createSession = (store: PanelStore, { onSignedOut }: { onSignedOut: () => void }) => {
  const { state } = store
  const credentials = (): Credentials | null => (state.auth ? { token: state.auth.token, locale: state.locale } : null)

  const signOut = async (notice: string | null = null) => {
    state.signedOutNotice = notice
    state.auth = null
    state.quota = null
    state.access = null
    onSignedOut()
    const message: SignOutMessage = { type: MESSAGE_TYPES.signOut }
    await chrome.runtime.sendMessage(message).catch(() => undefined)
    store.render()
  }

  const describeError = async (error: unknown): Promise<string> => {
    if (!(error instanceof StudifyApiError)) return t('unexpectedError')
    if (error.status === 401) {
      await signOut(error.message || t('sessionExpired'))
      return error.message || t('sessionExpired')
    }
    if (error.status === 0) return t('networkError')
    if (error.status === 413) return t('imageTooLarge')
    if (error.status === 415) return error.message || t('imageOnly')
    const message = error.message || t('unexpectedError')
    // The weekly limit: the panel's own sentence, which names the reset once.
    if (error.status === 429) return limitText(error.resetTime ?? null)
    return message
  }

  /** A read that fails quietly (null), except that a refused token still signs out. */
  const quietly = async <T>(read: (current: Credentials) => Promise<T>): Promise<T | null> => {
    const current = credentials()
    if (!current) return null
    try {
      return await read(current)
    } catch (error) {
      if (error instanceof StudifyApiError && error.status === 401) await describeError(error)
      return null
    }
  }

  const loadQuota = async () => {
    if (!credentials()) return
    const stats = await quietly((current) => apiGet('/user/stats?period=weekly', weeklyStatsSchema, current))
    state.quota = stats ? { remaining: stats.remainingRequests ?? null, resetTime: stats.resetTime ?? null } : null
    store.render()
  }

  /** Pending, approved, rejected: until an admin approves a free account, questions are refused. */
  const loadAccess = async () => {
    if (!credentials()) return
    state.access = await quietly((current) => apiGet('/access/status', accessStatusSchema, current))
    store.render()
  }

  /** Asks the server whether the token still stands (the site may have signed it out); 401 signs out. */
  const recheck = async () => {
    await quietly((current) => apiGet('/auth/verify', verifyResponseSchema, current))
  }

  return { credentials, signOut, describeError, quietly, loadQuota, loadAccess, recheck }
}
export type Session = ReturnType<typeof createSession>
