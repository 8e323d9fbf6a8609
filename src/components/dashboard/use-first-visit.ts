'use client'

import { useEffect, useState } from 'react'

const DAY_MS = 24 * 60 * 60 * 1000
/** The places that greet a new account differently on its first visit. */
export type GreetingPlace = 'dashboard' | 'writer'

const storageKey = (place: GreetingPlace, userId: number | string) => `studify:${place}-seen:${userId}`

/**
 * Whether this is the account's first visit to a place (the dashboard, the writer): a new account
 * (created in the last day) whose place this browser has not shown yet. Remembered per account and
 * place once shown, so the next visit greets the student as returning.
 */
export const isFirstVisit = ({ createdAt, seen, now }: { createdAt: string; seen: boolean; now: number }) =>
  !seen && now - new Date(createdAt).getTime() < DAY_MS

export const useFirstVisit = (place: GreetingPlace, user: { id: number | string; createdAt: string }) => {
  const [first] = useState(() => {
    let seen = true
    try {
      seen = window.localStorage.getItem(storageKey(place, user.id)) !== null
    } catch {
      // Storage blocked: greet as returning rather than welcome twice.
    }
    return isFirstVisit({ createdAt: user.createdAt, seen, now: Date.now() })
  })
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey(place, user.id), new Date().toISOString())
    } catch {
      // Nothing to remember with.
    }
  }, [place, user.id])
  return first
}
