'use client'

import { useLocale } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import type { PortalFlow } from '@/config/billing'
import { apiRequest } from '@/lib/api/client'

/**
 * Opens the Stripe customer portal (plan changes, cards, cancellation): asks the server for a
 * session, optionally opening on one flow (`cancel`: paid → Free), then leaves for its URL.
 * `pending` names the control that asked, so only it reads "Processing…" while every other one is
 * disabled; an error ends it and is kept for a banner.
 */
export const useBillingPortal = (fallbackMessage: string) => {
  const locale = useLocale()
  const [pending, setPending] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  // Back from the portal through the browser's page cache: the page must not stay "Processing…".
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setPending(null)
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  const open = useCallback(
    async (source: string, flow?: PortalFlow) => {
      setPending(source)
      setError(null)
      try {
        const { url } = await apiRequest<{ url: string }>('/api/subscription/portal', {
          method: 'POST',
          body: flow ? { flow } : undefined,
          locale,
          fallbackMessage,
        })
        window.location.assign(url)
      } catch (caught) {
        setError(caught instanceof Error && caught.message ? caught.message : fallbackMessage)
        setPending(null)
      }
    },
    [locale, fallbackMessage],
  )

  return { pending, error, dismissError: () => setError(null), open }
}
