'use client'

import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import { ApiError, apiRequest } from '@/lib/api/client'
import type { PublicUser } from '@/services/accounts/public-user'

import { useSessionCheck } from './use-session-check'

type Subscription = { planId: string; status: 'active' | 'inactive' }

type Session = {
  user: PublicUser | null
  subscription: Subscription | null
  isLoading: boolean
  isAuthenticated: boolean
  refresh: () => Promise<unknown>
  signIn: (user: PublicUser) => void
  /** Ends this session; `everywhere` ends every session of the account (other browsers, phones, extensions). */
  signOut: (options?: { everywhere?: boolean }) => Promise<void>
}

const SessionContext = createContext<Session | null>(null)
const SESSION_HINT = /(?:^|;\s*)studify-session=1/

/** The server's own answer that the session is not (or no longer) valid. */
const isRefusedSession = (error: unknown) => error instanceof ApiError && error.status === 401

const verify = async (): Promise<PublicUser | null> => {
  // No session hint: nothing to verify, no request (anonymous visitors).
  if (!SESSION_HINT.test(document.cookie)) return null
  try {
    return (await apiRequest<{ user: PublicUser }>('/api/auth/verify')).user
  } catch (error) {
    // No answer (offline, or the check cut off by a navigation away) or a server in trouble says
    // nothing about the session: it is kept and checked again. Only a refused session is ended
    // (spec §4: a failed verification logs the user out).
    if (!isRefusedSession(error)) throw error
    await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined)
    return null
  }
}

/** The signed-in user, verified once at start (loading flag until then), shared by the whole page. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, error, isChecking, refresh, set } = useSessionCheck(verify)
  const user = data ?? null
  // Not known yet: the first check is under way, or it got no answer and is being retried.
  const isUnknown = data === undefined && (isChecking || error !== undefined)

  const signOut = useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      const path = everywhere ? '/api/auth/logout?allSessions=true' : '/api/auth/logout'
      await fetch(path, { method: 'POST' }).catch((error) => console.error('Sign out failed', error))
      // Loaded on sign-out only: every page carries this provider, few sign out.
      await import('../extension/notify-signed-out')
        .then(({ notifyExtensionsSignedOut }) => notifyExtensionsSignedOut())
        .catch(() => undefined)
      set(null)
    },
    [set],
  )

  const value = useMemo<Session>(
    () => ({
      user,
      // Until billing lands, the subscription is the plan stored on the account.
      subscription: user
        ? { planId: user.plan, status: user.plan === 'onboarding' || user.plan === 'free' ? 'inactive' : 'active' }
        : null,
      isLoading: isUnknown,
      isAuthenticated: Boolean(user),
      refresh,
      signIn: set,
      signOut,
    }),
    [user, isUnknown, refresh, set, signOut],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export const useSession = (): Session => {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}
