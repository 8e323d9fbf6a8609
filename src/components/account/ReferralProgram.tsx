'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { FREE_WEEKLY_REQUEST_LIMIT, REQUESTS_PER_REFERRAL } from '@/config/limits'
import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/navigation'
import { ApiError, apiRequest } from '@/lib/api/client'
import type { PublicReferral } from '@/services/accounts/public-user'

import { useSession } from '../auth/SessionProvider'
import { ErrorBanner } from '../forms/ErrorBanner'

type ReferralStats = {
  referralCode: string | null
  referrals: PublicReferral[]
  requestLimit: number
  totalReferrals: number
}

const COPIED_MS = 2000

/** Weekly limits, the referral link with Copy, the referral list and the generate button (spec §2). */
export function ReferralProgram() {
  const t = useTranslations('referrals')
  const format = useFormatter()
  const locale = useLocale() as Locale
  const { user, isLoading: isSessionLoading } = useSession()
  const { data, error, mutate } = useSWR<ReferralStats>(user ? '/api/referral/stats' : null, (path: string) =>
    apiRequest<ReferralStats>(path, { locale }),
  )
  const [isGenerating, setIsGenerating] = useState(false)
  const [isCopied, setIsCopied] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  if (isSessionLoading) return <p className="muted">…</p>
  if (!user) {
    return (
      <p>
        {t('signInPrompt')} <Link href="/login?redirect=/referrals">{t('signIn')}</Link>
      </p>
    )
  }

  const link = data?.referralCode ? `${window.location.origin}/signup?ref=${data.referralCode}` : null

  const generate = async () => {
    setIsGenerating(true)
    try {
      await apiRequest('/api/referral/generate', { method: 'POST', locale })
      await mutate()
    } catch (caught) {
      setMessage(caught instanceof ApiError ? caught.message : t('generateFailed'))
    } finally {
      setIsGenerating(false)
    }
  }

  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      setIsCopied(true)
      window.setTimeout(() => setIsCopied(false), COPIED_MS)
    } catch {
      setMessage(t('copyFailed'))
    }
  }

  return (
    <div className="referral-program">
      <ErrorBanner message={message ?? (error ? t('loadFailed') : null)} onDismiss={() => setMessage(null)} />
      <section className="referral-card">
        <p className="price-main">{t('weeklyLimit', { limit: data?.requestLimit ?? user.requestLimit })}</p>
        <p className="muted">{t('howItWorks', { base: FREE_WEEKLY_REQUEST_LIMIT, bonus: REQUESTS_PER_REFERRAL })}</p>
      </section>
      <section className="referral-card" aria-labelledby="referral-link-title">
        <h2 id="referral-link-title">{t('yourLink')}</h2>
        {link ? (
          <div className="copy-row">
            <input readOnly value={link} aria-label={t('yourLink')} onFocus={(event) => event.target.select()} />
            <button type="button" className="button button-primary" onClick={copy}>
              {isCopied ? t('copied') : t('copy')}
            </button>
          </div>
        ) : (
          <>
            <p className="muted">{t('noCode')}</p>
            <button type="button" className="button button-primary" onClick={generate} disabled={isGenerating || !data}>
              {isGenerating ? t('generating') : t('generate')}
            </button>
          </>
        )}
      </section>
      <section className="referral-card" aria-labelledby="referral-list-title">
        <h2 id="referral-list-title">{t('listTitle')}</h2>
        {data && data.referrals.length === 0 && <p className="muted">{t('empty')}</p>}
        <ul className="referral-list">
          {data?.referrals.map((referral) => (
            <li key={String(referral._id)}>
              <strong>{referral.name}</strong> <span className="muted">{referral.email}</span>
              <span className="muted">
                {' · '}
                {t('joined', { date: format.dateTime(new Date(referral.createdAt), { dateStyle: 'medium' }) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
