'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const VISITED_KEY = 'visitedPaths'
const SESSION_KEY = 'sessionId'
const DEBOUNCE_MS = 1000

const readVisited = (): string[] => {
  try {
    return JSON.parse(sessionStorage.getItem(VISITED_KEY) ?? '[]') as string[]
  } catch {
    return []
  }
}

const sessionId = () => {
  let id = sessionStorage.getItem(SESSION_KEY)
  if (!id) {
    id = crypto.randomUUID()
    sessionStorage.setItem(SESSION_KEY, id)
  }
  return id
}

/** Reports each path once per browser session, 1 s after it settles; failures are only logged. */
export function VisitTracker({ locale }: { locale: string }) {
  const pathname = usePathname()
  useEffect(() => {
    const timer = window.setTimeout(async () => {
      try {
        const visited = readVisited()
        if (visited.includes(pathname)) return
        const response = await fetch('/api/analytics/track', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ path: pathname, sessionId: sessionId(), locale }),
          keepalive: true,
        })
        // Read to the end: a keepalive response left unread stays open in the browser (the page
        // never goes network-idle).
        await response.text()
        if (!response.ok) throw new Error(`track failed: ${response.status}`)
        sessionStorage.setItem(VISITED_KEY, JSON.stringify([...visited, pathname]))
      } catch (error) {
        console.error('Failed to track visit', error)
      }
    }, DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, locale])
  return null
}
