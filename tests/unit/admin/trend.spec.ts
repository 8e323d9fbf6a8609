import { describe, expect, it } from 'vitest'

import { ANALYTICS_CARDS } from '@/admin/dashboard/analytics/metrics'
import { CHURN_THRESHOLD_PERCENT, metricTrend } from '@/admin/dashboard/analytics/trend'

describe('metricTrend', () => {
  it.each([
    // metric, current, previous, direction, tone, delta, deltaKind
    ['totalUsers', 110, 100, 'up', 'good', 10, 'relative'],
    ['totalUsers', 90, 100, 'down', 'bad', -10, 'relative'],
    ['totalUsers', 100, 100, 'flat', 'neutral', 0, 'relative'],
    ['newUsersToday', 3, 0, 'up', 'good', 3, 'absolute'],
    ['monthlyRecurringRevenue', 150.5, 100, 'up', 'good', 50.5, 'relative'],
    ['retention7d', 54.1, 48.7, 'up', 'good', 5.4, 'points'],
    ['accuracyRate', 96.8, 97.5, 'down', 'bad', -0.7, 'points'],
    // Lower is better: a fall is good news.
    ['errorRate', 1.2, 2.5, 'down', 'good', -1.3, 'points'],
    ['errorRate', 3, 1, 'up', 'bad', 2, 'points'],
    ['avgResponseTime', 1.5, 2, 'down', 'good', -25, 'relative'],
    ['avgResponseTime', 2.5, 2, 'up', 'bad', 25, 'relative'],
    // Growth MoM is already a change: its arrow follows its sign, whatever it was before.
    ['growthRateMoM', 6.3, 9, 'up', 'good', -2.7, 'points'],
    ['growthRateMoM', -2, -5, 'down', 'bad', 3, 'points'],
    ['growthRateMoM', 0, 4, 'flat', 'neutral', -4, 'points'],
    // Churn is judged by the 5% threshold, its arrow by the real movement.
    ['churnRate', 4.2, 3, 'up', 'good', 1.2, 'points'],
    ['churnRate', 5, 8, 'down', 'good', -3, 'points'],
    ['churnRate', 5.1, 7, 'down', 'bad', -1.9, 'points'],
  ] as const)('%s %d (was %d) → %s, %s, %d %s', (metric, current, previous, direction, tone, delta, deltaKind) => {
    expect(metricTrend(metric, current, previous)).toEqual({ direction, tone, delta, deltaKind })
  })

  it('has no delta without a previous window', () => {
    expect(metricTrend('totalUsers', 5, undefined)).toMatchObject({ delta: null, direction: 'flat' })
  })

  it('uses the spec threshold of 5%', () => {
    expect(CHURN_THRESHOLD_PERCENT).toBe(5)
  })
})

describe('analytics cards', () => {
  it('show each of the 22 metrics of spec §3 exactly once, in six cards', () => {
    const metrics = ANALYTICS_CARDS.flatMap((card) => card.metrics)
    expect(ANALYTICS_CARDS).toHaveLength(6)
    expect(metrics).toHaveLength(22)
    expect(new Set(metrics).size).toBe(22)
  })
})
