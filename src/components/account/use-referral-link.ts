'use client'

import { useLocale } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import useSWR from 'swr'

import { ApiError, apiRequest } from '@/lib/api/client'
import type { PublicReferral } from '@/services/accounts/public-user'

import { COPIED_MS, REFERRAL_STATS_KEY, referralLink } from './referral-link'

export type ReferralStats = {
  referralCode: string | null
  referrals: PublicReferral[]
  requestLimit: number
  totalReferrals: number
}

/**
 * The referral data, the shareable link, Copy (with "Copied!" for 2 s) and Generate, shared by the
 * Referral Program page and the dashboard panel (one SWR key, so both stay in sync).
 */
export function useReferralLink({
  isEnabled,
  generateFailed,
  copyFailed,
}: {
  isEnabled: boolean
  generateFailed: string
  copyFailed: string
}) {
  const locale = useLocale()
  const { data, error, mutate } = useSWR<ReferralStats>(isEnabled ? REFERRAL_STATS_KEY : null, (path: string) =>
    apiRequest<ReferralStats>(path, { locale }),
  )
  const [isGenerating, setIsGenerating] = useState(false)
  const [isCopied, setIsCopied] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const copiedTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(copiedTimer.current), [])

  // Only in the browser: the origin is the page's own.
  const link =
    data?.referralCode && typeof window !== 'undefined' ? referralLink(window.location.origin, data.referralCode) : null

  const generate = async () => {
    setIsGenerating(true)
    setMessage(null)
    try {
      await apiRequest('/api/referral/generate', { method: 'POST', locale })
      await mutate()
    } catch (caught) {
      setMessage(caught instanceof ApiError ? caught.message : generateFailed)
    } finally {
      setIsGenerating(false)
    }
  }

  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      setIsCopied(true)
      window.clearTimeout(copiedTimer.current)
      copiedTimer.current = window.setTimeout(() => setIsCopied(false), COPIED_MS)
    } catch {
      setMessage(copyFailed)
    }
  }

  return { data, error, link, isGenerating, isCopied, message, clearMessage: () => setMessage(null), generate, copy }
}
