'use client'

import dynamic from 'next/dynamic'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { STATS_PERIODS, type StatsPeriod } from '@/config/stats'
import { apiRequest } from '@/lib/api/client'

import { useSession } from '../auth/SessionProvider'
import { ErrorBanner } from '../forms/ErrorBanner'
import { usagePercent } from './stats-labels'

const UsageChart = dynamic(() => import('./UsageChart'), { ssr: false, loading: () => <div className="usage-chart" /> })

export type UsageStats = {
  period: StatsPeriod
  totalQuestionsAsked: number
  totalReferrals: number
  requestLimit: number
  isUnlimited: boolean
  requestsCount: number
  remainingRequests: number | null
  resetTime: string
  createdAt: string
  lastRequestDate: string | null
  usageData: { date: string; count: number }[]
}

/** My Stats: this week's usage against the limit, totals, and the chart with the period switch (spec §4). */
export function StatsTab() {
  const t = useTranslations('settings.stats')
  const format = useFormatter()
  const locale = useLocale()
  const { user } = useSession()
  const [period, setPeriod] = useState<StatsPeriod>('daily')
  const { data, error, isLoading } = useSWR<UsageStats>(
    user ? `/api/user/stats?period=${period}` : null,
    (path: string) => apiRequest<UsageStats>(path, { locale }),
    { keepPreviousData: true },
  )
  const [dismissedError, setDismissedError] = useState<unknown>(null)
  if (!user) return null
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' })
  const percent = data ? usagePercent(data.requestsCount, data.requestLimit) : 0
  const hasQuestions = Boolean(data?.totalQuestionsAsked)

  return (
    <div className="settings-section">
      <h3>{t('heading')}</h3>
      <ErrorBanner
        message={error && error !== dismissedError ? t('loadFailed') : null}
        onDismiss={() => setDismissedError(error)}
      />
      {data ? (
        <div className="usage-meter">
          <p id="usage-meter-label">
            {data.isUnlimited
              ? t('unlimited', { count: data.requestsCount })
              : t('usage', { count: data.requestsCount, limit: data.requestLimit })}
          </p>
          {data.isUnlimited ? null : (
            <>
              <progress max={100} value={percent} aria-labelledby="usage-meter-label" />
              <p className="muted">
                {t('percentUsed', { percent })} · {t('resets', { date: day(data.resetTime) })}
              </p>
            </>
          )}
        </div>
      ) : null}
      {data ? (
        <dl className="settings-facts">
          <div>
            <dt>{t('totalQuestions')}</dt>
            <dd>{format.number(data.totalQuestionsAsked)}</dd>
          </div>
          <div>
            <dt>{t('totalReferrals')}</dt>
            <dd>{format.number(data.totalReferrals)}</dd>
          </div>
          <div>
            <dt>{t('memberSince')}</dt>
            <dd>{day(data.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('lastQuestion')}</dt>
            <dd>{data.lastRequestDate ? day(data.lastRequestDate) : t('never')}</dd>
          </div>
        </dl>
      ) : null}
      <div className="segmented" role="group" aria-label={t('periodLabel')}>
        {STATS_PERIODS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={period === name}
            className={period === name ? 'is-active' : undefined}
            onClick={() => setPeriod(name)}
          >
            {t(`periods.${name}`)}
          </button>
        ))}
      </div>
      {isLoading && !data ? <p className="muted">{t('loading')}</p> : null}
      {data && hasQuestions ? (
        <UsageChart
          period={data.period}
          data={data.usageData}
          label={t('chartLabel', { period: t(`periods.${data.period}`) })}
          seriesName={t('seriesName')}
        />
      ) : null}
      {data && !hasQuestions ? (
        <div className="settings-empty">
          <p>{t('empty')}</p>
        </div>
      ) : null}
    </div>
  )
}
