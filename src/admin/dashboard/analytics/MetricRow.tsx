'use client'

import { Tooltip } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import type { MetricKey } from '../../../services/analytics/contract'
import { metricUnit } from './metrics'
import { metricTrend } from './trend'

/** `value` null: nothing to divide by in the period (no votes, no cohort…), shown as "No data", not 0 %. */
type Props = { metric: MetricKey; value: number | null; previous: number | undefined }

const ARROWS = { up: '↑', down: '↓', flat: '→' } as const

/** One metric: label with its definition as a tooltip, the value, and the trend against the window before. */
export function MetricRow({ metric, value, previous }: Props) {
  const t = useTranslations('admin')
  const format = useFormatter()
  const [showHelp, setShowHelp] = useState(false)
  const helpId = useId()
  const unit = metricUnit(metric)
  const definition = t.has(`metrics.${metric}`) ? t(`metrics.${metric}`) : null
  const trend = value === null ? null : metricTrend(metric, value, previous)

  const formatted =
    value === null
      ? t('analytics.noData')
      : unit === 'dollars'
        ? format.number(value, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
        : unit === 'percent'
          ? format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 })
          : unit === 'seconds'
            ? t('analytics.seconds', { value: format.number(value, { maximumFractionDigits: 2 }) })
            : format.number(value, { maximumFractionDigits: unit === 'average' ? 1 : 0 })

  const deltaNumber =
    trend === null || trend.delta === null
      ? null
      : format.number(trend.delta, { signDisplay: 'exceptZero', maximumFractionDigits: 2 })
  const deltaText =
    deltaNumber === null
      ? null
      : trend!.deltaKind === 'points'
        ? t('analytics.deltaPoints', { value: deltaNumber })
        : trend!.deltaKind === 'relative'
          ? t('analytics.deltaPercent', { value: deltaNumber })
          : deltaNumber

  return (
    <div className="studify-admin__metric" data-metric={metric}>
      <dt>
        <span>{t(`analytics.labels.${metric}`)}</span>
        {definition ? (
          <span className="studify-admin__help">
            <button
              type="button"
              className="studify-admin__help-button"
              aria-label={t('analytics.howComputed', { metric: t(`analytics.labels.${metric}`) })}
              aria-describedby={helpId}
              onMouseEnter={() => setShowHelp(true)}
              onMouseLeave={() => setShowHelp(false)}
              onFocus={() => setShowHelp(true)}
              onBlur={() => setShowHelp(false)}
            >
              i
            </button>
            <Tooltip show={showHelp} className="studify-admin__tooltip" position="top">
              <span id={helpId} role="tooltip">
                {definition}
              </span>
            </Tooltip>
          </span>
        ) : null}
      </dt>
      <dd>
        <span className="studify-admin__metric-value">{formatted}</span>
        {deltaText !== null && trend ? (
          <span
            className={`studify-admin__trend is-${trend.tone}`}
            title={t('analytics.vsPrevious')}
            aria-label={t('analytics.trendLabel', { change: deltaText })}
          >
            <span aria-hidden="true">{ARROWS[trend.direction]}</span> {deltaText}
          </span>
        ) : null}
      </dd>
    </div>
  )
}
