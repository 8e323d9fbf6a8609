/**
 * The 22 detailed-analytics metrics of spec §3, in the spec's order, with how each is computed.
 * `detailed-stats.ts` implements exactly these definitions; the admin UI shows them as tooltips,
 * translated from messages `admin.metrics.<key>` (en.json holds these same English texts).
 *
 * Words used: "the period" is the selected window (the last 7, 30 or 90 days, ending now; the
 * previous period ends where this one starts); "its end" is the period's last instant; "today"
 * is the UTC calendar day of its end, up to that instant. A question is one row in `answers`,
 * whatever its outcome. A subscription "runs" from its start until it ends (never-paid ones
 * excluded, and paused ones while paused: Stripe's `paused` status or collection paused over a
 * break) and "pays" while it runs, a trial only from its conversion. Rates with nothing
 * to divide by are 0.
 */
export const METRIC_KEYS = [
  'activeUsers24h',
  'activeUsers7d',
  'avgDailyActiveUsers',
  'totalQuestionsAsked',
  'questionsToday',
  'avgQuestionsPerUser',
  'totalUsers',
  'freeUsers',
  'paidUsers',
  'monthlyRecurringRevenue',
  'annualRecurringRevenue',
  'trialConversionRate',
  'newUsersToday',
  'newUsers7d',
  'growthRateMoM',
  'retention7d',
  'retention30d',
  'churnRate',
  'avgResponseTime',
  'accuracyRate',
  'userSatisfaction',
  'errorRate',
] as const
export type MetricKey = (typeof METRIC_KEYS)[number]

export type MetricUnit = 'count' | 'average' | 'dollars' | 'percent' | 'seconds'

/** How each number is rounded and shown: dollars 2 decimals, percent 0–100 and averages 1, seconds 2. */
export const METRIC_UNITS: Record<MetricKey, MetricUnit> = {
  activeUsers24h: 'count',
  activeUsers7d: 'count',
  avgDailyActiveUsers: 'average',
  totalQuestionsAsked: 'count',
  questionsToday: 'count',
  avgQuestionsPerUser: 'average',
  totalUsers: 'count',
  freeUsers: 'count',
  paidUsers: 'count',
  monthlyRecurringRevenue: 'dollars',
  annualRecurringRevenue: 'dollars',
  trialConversionRate: 'percent',
  newUsersToday: 'count',
  newUsers7d: 'count',
  growthRateMoM: 'percent',
  retention7d: 'percent',
  retention30d: 'percent',
  churnRate: 'percent',
  avgResponseTime: 'seconds',
  accuracyRate: 'percent',
  userSatisfaction: 'percent',
  errorRate: 'percent',
}

export const METRIC_DEFINITIONS: Record<MetricKey, string> = {
  activeUsers24h: 'Accounts that asked at least one question in the 24 hours before the end of the period.',
  activeUsers7d: 'Accounts that asked at least one question in the 7 days before the end of the period.',
  avgDailyActiveUsers:
    'Accounts that asked at least one question, counted for each 24-hour day of the period and averaged over its days.',
  totalQuestionsAsked: 'Questions asked in the period, whether answered, failed or cancelled.',
  questionsToday:
    'Questions asked since 00:00 UTC on the last day of the period (for the previous period: that day up to the same time).',
  avgQuestionsPerUser: 'Questions asked in the period divided by the accounts that asked at least one.',
  totalUsers: 'All accounts created by the end of the period.',
  freeUsers: 'Accounts without a running subscription (trial or paid) at the end of the period: total minus paid.',
  paidUsers: 'Accounts with a running subscription, trial or paid, at the end of the period.',
  monthlyRecurringRevenue:
    'Paying subscriptions at the end of the period, each at its price per month (weekly × 52 ÷ 12, semester ÷ 3); trials count from their conversion. A paused subscription counts 0 until it resumes.',
  annualRecurringRevenue: 'Monthly recurring revenue × 12.',
  trialConversionRate: 'Share of the trials that ended in the period which became paid subscriptions.',
  newUsersToday:
    'Accounts created since 00:00 UTC on the last day of the period (for the previous period: that day up to the same time).',
  newUsers7d: 'Accounts created in the 7 days before the end of the period.',
  growthRateMoM:
    'Growth of all accounts over the 30 days before the end of the period: (accounts at the end − accounts 30 days earlier) ÷ accounts 30 days earlier.',
  retention7d:
    'Of the accounts created 14 to 7 days before the end of the period, the share that asked a question in the 7 days before the end.',
  retention30d:
    'Of the accounts created 60 to 30 days before the end of the period, the share that asked a question in the 30 days before the end.',
  churnRate: 'Of the subscriptions paying at the start of the period, the share that ended during it.',
  avgResponseTime: 'Mean time from question to complete answer, over the questions answered in the period, in seconds.',
  accuracyRate:
    '1 − wrong-answer reports filed in the period and upheld (resolved) ÷ questions answered in the period.',
  userSatisfaction: 'Helpful votes ÷ all helpful and not-helpful votes given on answers in the period.',
  errorRate: 'Questions that failed with a model error ÷ all questions asked in the period.',
}
