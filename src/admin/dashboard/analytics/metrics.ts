import { METRIC_UNITS, type MetricKey, type MetricUnit } from '../../../services/analytics/metric-definitions'

/** The 22 metrics of GET /api/analytics/stats/detailed (spec §3), grouped into the six cards of spec §2. */
export const ANALYTICS_CARDS: readonly { key: string; metrics: readonly MetricKey[] }[] = [
  { key: 'engagement', metrics: ['activeUsers24h', 'activeUsers7d', 'avgDailyActiveUsers'] },
  { key: 'questions', metrics: ['totalQuestionsAsked', 'questionsToday', 'avgQuestionsPerUser'] },
  {
    key: 'subscriptions',
    metrics: [
      'totalUsers',
      'freeUsers',
      'paidUsers',
      'monthlyRecurringRevenue',
      'annualRecurringRevenue',
      'trialConversionRate',
    ],
  },
  { key: 'growth', metrics: ['newUsersToday', 'newUsers7d', 'growthRateMoM'] },
  { key: 'retention', metrics: ['retention7d', 'retention30d', 'churnRate'] },
  { key: 'platform', metrics: ['avgResponseTime', 'accuracyRate', 'userSatisfaction', 'errorRate'] },
]

export type { MetricKey, MetricUnit }
export type MetricValues = Record<MetricKey, number>

export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]

export type SeriesPoint = { date: string; newUsers: number; activeUsers: number; questions: number; revenue: number }

export type DetailedAnalytics = MetricValues & {
  period: AnalyticsPeriod
  from: string
  to: string
  previous: MetricValues
  noData: MetricKey[]
  previousNoData: MetricKey[]
  series: SeriesPoint[]
}

/** Each metric's unit, from the one table the server rounds by. */
export const metricUnit = (key: MetricKey): MetricUnit => METRIC_UNITS[key]
