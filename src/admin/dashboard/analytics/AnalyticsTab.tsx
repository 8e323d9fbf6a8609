'use client'

import { Banner, ShimmerEffect } from '@payloadcms/ui'
import dynamic from 'next/dynamic'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useAdminData } from '../shared/admin-api'
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
  type DetailedStats,
} from '../../../services/analytics/contract'
import { ANALYTICS_CARDS } from './metrics'
import { MetricRow } from './MetricRow'

// recharts is large: it loads only when the Analytics tab opens.
const AnalyticsCharts = dynamic(() => import('./AnalyticsCharts'), {
  ssr: false,
  loading: () => <ShimmerEffect height={280} />,
})

/** Six metric cards with trends, and the daily series, for a 7/30/90-day window (spec §2, §3). */
export function AnalyticsTab() {
  const t = useTranslations('admin.analytics')
  const format = useFormatter()
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD)
  const { data, error, isLoading } = useAdminData<DetailedStats>(
    `/api/analytics/stats/detailed?period=${period}`,
    t('loadFailed'),
  )
  // The label names the first and last days the charts draw (UTC calendar days, like the points).
  const day = (date: string) => format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  const first = data?.series.at(0)?.date
  const last = data?.series.at(-1)?.date

  return (
    <div className="studify-admin__tab-body">
      <div className="studify-admin__toolbar">
        <div className="studify-admin__segmented" role="group" aria-label={t('periodLabel')}>
          {ANALYTICS_PERIODS.map((name) => (
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
        {first && last ? (
          <span className="studify-admin__muted" data-testid="analytics-window">
            {t('window', { from: day(first), to: day(last) })}
          </span>
        ) : null}
      </div>
      {/* The spec's fixed wording: the server's reason is for logs, not for this banner. */}
      {error ? <Banner type="error">{t('loadFailed')}</Banner> : null}
      <div className="studify-admin__metric-cards" aria-busy={isLoading}>
        {ANALYTICS_CARDS.map((card) => (
          <section key={card.key} className="studify-admin__metric-card" aria-labelledby={`metric-card-${card.key}`}>
            <h3 id={`metric-card-${card.key}`}>{t(`cards.${card.key}`)}</h3>
            {data ? (
              <dl>
                {card.metrics.map((metric) => (
                  <MetricRow
                    key={metric}
                    metric={metric}
                    value={data.noData?.includes(metric) ? null : data[metric]}
                    previous={data.previousNoData?.includes(metric) ? undefined : data.previous?.[metric]}
                  />
                ))}
              </dl>
            ) : error ? null : (
              card.metrics.map((metric) => <ShimmerEffect key={metric} height={22} className="studify-admin__line" />)
            )}
          </section>
        ))}
      </div>
      {data ? <AnalyticsCharts series={data.series} /> : error ? null : <ShimmerEffect height={280} />}
    </div>
  )
}
