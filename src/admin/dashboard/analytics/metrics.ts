/** The 22 metrics of GET /api/analytics/stats/detailed (spec §3), grouped into the six cards of spec §2. */
export const ANALYTICS_CARDS = [
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
] as const

export type MetricKey = (typeof ANALYTICS_CARDS)[number]['metrics'][number]
export type MetricValues = Record<MetricKey, number>

export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]

export type SeriesPoint = { date: string; newUsers: number; activeUsers: number; questions: number; revenue: number }

export type DetailedAnalytics = MetricValues & {
  period: AnalyticsPeriod
  from: string
  to: string
  previous: MetricValues
  series: SeriesPoint[]
}

export type MetricUnit = 'count' | 'decimal' | 'money' | 'percent' | 'seconds'

const UNITS: Partial<Record<MetricKey, MetricUnit>> = {
  avgDailyActiveUsers: 'decimal',
  avgQuestionsPerUser: 'decimal',
  monthlyRecurringRevenue: 'money',
  annualRecurringRevenue: 'money',
  trialConversionRate: 'percent',
  growthRateMoM: 'percent',
  retention7d: 'percent',
  retention30d: 'percent',
  churnRate: 'percent',
  accuracyRate: 'percent',
  userSatisfaction: 'percent',
  errorRate: 'percent',
  avgResponseTime: 'seconds',
}

export const metricUnit = (key: MetricKey): MetricUnit => UNITS[key] ?? 'count'
