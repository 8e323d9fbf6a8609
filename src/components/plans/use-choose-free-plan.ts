'use client'

import { useLocale } from 'next-intl'
import { useCallback, useState } from 'react'
import { useSWRConfig } from 'swr'

import { useRouter } from '@/i18n/navigation'
import { apiRequest } from '@/lib/api/client'

import { ACCESS_STATUS_KEY } from '../access/use-access-status'
import { useSession } from '../auth/SessionProvider'
import { CURRENT_SUBSCRIPTION_KEY } from '../dashboard/use-trial-status'

/**
 * Chooses the free plan (POST /api/subscription/free), refreshes what shows the plan and the
 * access status, then goes to the dashboard, which says the access request is pending.
 */
export const useChooseFreePlan = (fallbackMessage: string) => {
  const locale = useLocale()
  const router = useRouter()
  const { refresh } = useSession()
  const { mutate } = useSWRConfig()
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const choose = useCallback(async () => {
    setIsPending(true)
    setError(null)
    try {
      await apiRequest('/api/subscription/free', { method: 'POST', locale, fallbackMessage })
      await Promise.all([refresh(), mutate(ACCESS_STATUS_KEY), mutate(CURRENT_SUBSCRIPTION_KEY)])
      // The settings panel is a modal <dialog>: close it as the page changes under it.
      document.querySelector<HTMLDialogElement>('dialog[open]')?.close()
      router.push('/dashboard')
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : fallbackMessage)
      setIsPending(false)
    }
  }, [locale, fallbackMessage, refresh, mutate, router])

  return { choose, isPending, error, dismissError: () => setError(null) }
}
