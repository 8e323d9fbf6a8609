import type { AnalyticsPeriod } from '../../config/analytics'
import type { MetricKey } from './metric-definitions'

/**
 * What GET /api/analytics/stats/detailed answers: the one contract the service computes
 * (detailed-stats.ts), the endpoint serves and the admin's Analytics tab reads. Types, the periods
 * and the metric table only, so the browser can import it.
 */
export { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '../../config/analytics'
export { METRIC_KEYS, METRIC_UNITS, type MetricKey, type MetricUnit } from './metric-definitions'

export type Metrics = Record<MetricKey, number>

/** One UTC day of the charts; revenue in dollars. */
export type SeriesPoint = { date: string; newUsers: number; activeUsers: number; questions: number; revenue: number }

export type DetailedStats = Metrics & {
  period: AnalyticsPeriod
  from: string
  to: string
  previous: Metrics
  /** Rates and averages of the period with nothing to divide by: their 0 means "no data". */
  noData: MetricKey[]
  previousNoData: MetricKey[]
  series: SeriesPoint[]
}
