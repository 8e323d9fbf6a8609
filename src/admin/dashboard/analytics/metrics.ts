import { METRIC_UNITS, type MetricKey, type MetricUnit } from '../../../services/analytics/contract'

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

/** Each metric's unit, from the one table the server rounds by. */
export const metricUnit = (key: MetricKey): MetricUnit => METRIC_UNITS[key]
