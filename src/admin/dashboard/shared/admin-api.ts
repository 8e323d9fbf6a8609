'use client'

import { useLocale } from 'next-intl'
import { useCallback } from 'react'
import useSWR, { type SWRConfiguration } from 'swr'

import { apiRequest } from '../../../lib/api/client'

type Method = 'PUT' | 'DELETE'

/**
 * GETs through SWR with the admin's language in `X-Locale`, so server messages come back translated;
 * `fallbackMessage` is the spec §8 message shown when the server gives none.
 */
export const useAdminData = <T>(path: string | null, fallbackMessage: string, config?: SWRConfiguration<T>) => {
  const locale = useLocale()
  return useSWR<T>(path, (url: string) => apiRequest<T>(url, { locale, fallbackMessage }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    ...config,
  })
}

/** A change (PUT/DELETE) in the admin's language; throws ApiError with the server's message or the fallback. */
export const useAdminMutation = () => {
  const locale = useLocale()
  return useCallback(
    <T = { message: string }>(path: string, method: Method, fallbackMessage: string, body?: unknown) =>
      apiRequest<T>(path, { method, body, locale, fallbackMessage }),
    [locale],
  )
}

/** `?a=1&b=x` from the set values only. */
export const queryString = (params: Record<string, string | number | undefined | null>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

export type Paged = { totalDocs: number; page: number; limit: number; totalPages: number }
