'use client'

import { useEffect, useState } from 'react'

/** What SWR did for the session, in the few lines the session needs (SWR is ~6 kB gz of every page). */
const FOCUS_THROTTLE_MS = 5000
const DEDUPE_MS = 2000
/** A check that got no answer is asked again after 1 s, then backing off up to 32 s. */
const RETRY_BASE_MS = 1000
const MAX_RETRY_DOUBLINGS = 5

export type CheckState<T> = { data: T | undefined; error: unknown; isChecking: boolean }
type Update<T> = (update: (previous: CheckState<T>) => CheckState<T>) => void

/**
 * The checks of one value: a forced check (an explicit refresh) starts anew and supersedes one under
 * way, others join a check started less than 2 s ago; `set` replaces the value. An answer that
 * predates a newer check or a `set` changes nothing.
 */
export const createChecker = <T>(check: () => Promise<T>, update: Update<T>) => {
  let generation = 0
  let inFlight: { promise: Promise<void>; startedAt: number } | null = null
  let retries = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let lastFocusCheck = 0

  const run = ({ force = false }: { force?: boolean } = {}): Promise<void> => {
    if (!force && inFlight && Date.now() - inFlight.startedAt < DEDUPE_MS) return inFlight.promise
    if (force) generation += 1
    clearTimeout(retryTimer)
    const started = generation
    update((previous) => ({ ...previous, isChecking: true }))
    const promise = check()
      .then(
        (data) => {
          retries = 0
          if (generation === started) update(() => ({ data, error: undefined, isChecking: false }))
        },
        (error: unknown) => {
          if (generation !== started) return
          update((previous) => ({ ...previous, error, isChecking: false }))
          const delay = RETRY_BASE_MS * 2 ** Math.min(retries, MAX_RETRY_DOUBLINGS)
          retries += 1
          retryTimer = setTimeout(() => void run(), delay)
        },
      )
      .finally(() => {
        if (inFlight?.promise === promise) inFlight = null
      })
    inFlight = { promise, startedAt: Date.now() }
    return promise
  }

  return {
    run,
    refresh: () => run({ force: true }),
    set: (data: T) => {
      generation += 1
      inFlight = null
      clearTimeout(retryTimer)
      update(() => ({ data, error: undefined, isChecking: false }))
    },
    /** On focus, at most every 5 s. */
    onFocus: () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastFocusCheck < FOCUS_THROTTLE_MS) return
      lastFocusCheck = Date.now()
      void run()
    },
    stop: () => {
      generation += 1
      inFlight = null
      clearTimeout(retryTimer)
    },
  }
}

/**
 * Runs `check` once on mount, again when the page regains focus (at most every 5 s) or the network
 * comes back, and retries a failed check with backoff.
 */
export const useSessionCheck = <T>(check: () => Promise<T>) => {
  const [state, setState] = useState<CheckState<T>>({ data: undefined, error: undefined, isChecking: true })
  const [checker] = useState(() => createChecker(check, setState))

  useEffect(() => {
    void checker.run()
    const onOnline = () => void checker.run()
    window.addEventListener('focus', checker.onFocus)
    document.addEventListener('visibilitychange', checker.onFocus)
    window.addEventListener('online', onOnline)
    return () => {
      checker.stop()
      window.removeEventListener('focus', checker.onFocus)
      document.removeEventListener('visibilitychange', checker.onFocus)
      window.removeEventListener('online', onOnline)
    }
  }, [checker])

  return { ...state, refresh: checker.refresh, set: checker.set }
}
