'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { checkRole } from '@/access/check-role'
import { AFFILIATE } from '@/config/billing'
import { formatUsd } from '@/config/plans'
import { AFFILIATE_ROLES } from '@/config/roles'
import { ApiError, apiRequest } from '@/lib/api/client'

import { useSession } from '../auth/SessionProvider'
import { ErrorBanner } from '../forms/ErrorBanner'
import './subscription/billing.css'

type AffiliateStatus = { stripeAccountId: string | null; payoutsEnabled: boolean }
type AffiliateStats = {
  totalEarnings: number
  activeSubscribers: number
  conversionRate: number
  pendingPayouts: number
  lastPayout: number | null
  nextPayoutDate: string
}

/** A day known to fall on each weekday (2024-01-07 was a Sunday), to name the payout day in any language. */
const weekdayName = (weekday: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + weekday))

/**
 * Affiliate (spec §4): administrators only for now. Without a Connect account, the offer and the
 * Connect button; with one, the stats, and a reminder while Stripe has not enabled payouts.
 */
export function AffiliateTab() {
  const t = useTranslations('settings.affiliate')
  const format = useFormatter()
  const locale = useLocale()
  const { user } = useSession()
  const fetcher =
    <T,>(fallbackMessage: string) =>
    (path: string) =>
      apiRequest<T>(path, { locale, fallbackMessage })
  const isAdmin = checkRole(AFFILIATE_ROLES, user)
  const status = useSWR<AffiliateStatus>(
    isAdmin ? '/api/affiliate/status' : null,
    fetcher<AffiliateStatus>(t('statusFailed')),
  )
  const stats = useSWR<AffiliateStats>(
    status.data?.stripeAccountId ? '/api/affiliate/stats' : null,
    fetcher<AffiliateStats>(t('statsFailed')),
  )
  const [isConnecting, setIsConnecting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [dismissed, setDismissed] = useState<unknown[]>([])

  if (!user) return null
  if (!isAdmin) {
    return (
      <div className="settings-section settings-empty">
        <h3>{t('adminRequiredTitle')}</h3>
        <p className="muted">{t('adminRequiredBody')}</p>
      </div>
    )
  }

  const connect = async () => {
    setIsConnecting(true)
    setFailure(null)
    try {
      const { url } = await apiRequest<{ url: string }>('/api/affiliate/connect', {
        method: 'POST',
        body: { email: user.email, name: user.name },
        locale,
        fallbackMessage: t('connectFailed'),
      })
      window.location.assign(url)
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.message ? caught.message : t('connectFailed'))
      setIsConnecting(false)
    }
  }

  const loadError = [status.error, stats.error].find((error) => error && !dismissed.includes(error))
  const connectButton = (label: string) => (
    <button type="button" className="button button-primary" onClick={connect} disabled={isConnecting}>
      {isConnecting ? t('connecting') : label}
    </button>
  )
  const money = (cents: number) => formatUsd(cents, locale)
  const data = stats.data

  return (
    <div className="settings-section affiliate-section" aria-busy={status.isLoading || isConnecting}>
      <h3>{t('heading')}</h3>
      <ErrorBanner
        message={failure ?? (loadError ? (loadError as Error).message : null)}
        onDismiss={() => {
          setFailure(null)
          setDismissed((current) => [...current, status.error, stats.error])
        }}
      />
      {status.isLoading && <p className="muted">{t('loading')}</p>}
      {status.data && !status.data.stripeAccountId && (
        <>
          <h4>{t('joinTitle')}</h4>
          <p>{t('joinIntro')}</p>
          <ul className="affiliate-perks">
            <li>{t('perks.commission', { percent: Math.round(AFFILIATE.commissionRate * 100) })}</li>
            <li>{t('perks.payouts', { weekday: weekdayName(AFFILIATE.payoutWeekday, locale) })}</li>
            <li>{t('perks.minimum', { amount: money(AFFILIATE.minimumPayoutCents) })}</li>
          </ul>
          {connectButton(t('connect'))}
        </>
      )}
      {status.data?.stripeAccountId && (
        <>
          {!status.data.payoutsEnabled && (
            <div className="affiliate-reminder" role="status">
              <p>{t('payoutsReminder')}</p>
              {connectButton(t('completeOnboarding'))}
            </div>
          )}
          <h4>{t('statsTitle')}</h4>
          {data && (
            <ul className="stat-cards">
              <Stat label={t('stats.totalEarnings')} value={money(data.totalEarnings)} />
              <Stat label={t('stats.activeSubscribers')} value={format.number(data.activeSubscribers)} />
              <Stat
                label={t('stats.conversionRate')}
                value={format.number(data.conversionRate / 100, { style: 'percent', maximumFractionDigits: 1 })}
              />
              <Stat label={t('stats.pendingPayouts')} value={money(data.pendingPayouts)} />
              <Stat
                label={t('stats.lastPayout')}
                value={data.lastPayout === null ? t('none') : money(data.lastPayout)}
              />
              <Stat
                label={t('stats.nextPayoutDate')}
                value={format.dateTime(new Date(data.nextPayoutDate), { dateStyle: 'medium', timeZone: 'UTC' })}
              />
            </ul>
          )}
        </>
      )}
    </div>
  )
}

const Stat = ({ label, value }: { label: string; value: string }) => (
  <li>
    <span className="muted">{label}</span>
    <strong>{value}</strong>
  </li>
)
