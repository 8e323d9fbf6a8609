'use client'

import { useLocale } from 'next-intl'
import useSWR from 'swr'

import type { AccessStatusResult } from '@/services/accounts/access-status'
import { apiRequest } from '@/lib/api/client'

/** GET /api/access/status through one SWR key, so a plan choice refreshes every view of it. */
export const ACCESS_STATUS_KEY = '/api/access/status'

export const useAccessStatus = (isEnabled = true) => {
  const locale = useLocale()
  return useSWR<AccessStatusResult>(
    isEnabled ? ACCESS_STATUS_KEY : null,
    (path: string) => apiRequest<AccessStatusResult>(path, { locale }),
    // An admin's approval happens elsewhere: look again when the student comes back to the tab.
    { revalidateOnFocus: true, focusThrottleInterval: 5000 },
  )
}
