'use client'

import { useEffect, useState } from 'react'

const DAY_MS = 24 * 60 * 60 * 1000
const storageKey = (userId: number | string) => `studify:dashboard-seen:${userId}`

/**
 * Whether this is the account's first dashboard visit: a new account (created in the last day)
 * whose dashboard this browser has not shown yet. Remembered per account once shown, so the
 * next visit greets the student as returning.
 */
export const isFirstVisit = ({ createdAt, seen, now }: { createdAt: string; seen: boolean; now: number }) =>
  !seen && now - new Date(createdAt).getTime() < DAY_MS

export const useFirstVisit = (user: { id: number | string; createdAt: string }) => {
  const [first] = useState(() => {
    let seen = true
    try {
      seen = window.localStorage.getItem(storageKey(user.id)) !== null
    } catch {
      // Storage blocked: greet as returning rather than welcome twice.
    }
    return isFirstVisit({ createdAt: user.createdAt, seen, now: Date.now() })
  })
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey(user.id), new Date().toISOString())
    } catch {
      // Nothing to remember with.
    }
  }, [user.id])
  return first
}
