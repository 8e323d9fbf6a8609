/** The admin analytics periods (GET /api/analytics/stats/detailed?period=…) and their length in days. */
export const ANALYTICS_PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const
export type AnalyticsPeriod = keyof typeof ANALYTICS_PERIOD_DAYS
export const ANALYTICS_PERIODS = Object.keys(ANALYTICS_PERIOD_DAYS) as [AnalyticsPeriod, ...AnalyticsPeriod[]]
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d'
