import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import { METRIC_DEFINITIONS, METRIC_KEYS, METRIC_UNITS } from '@/services/analytics/metric-definitions'

const metricsOf = (locale: string) =>
  (JSON.parse(readFileSync(`src/messages/${locale}.json`, 'utf8')) as { admin: { metrics: Record<string, string> } })
    .admin.metrics

// Spec §3 "Detailed analytics", in its order (the API and the UI both list them this way).
const SPEC_ORDER =
  'activeUsers24h, activeUsers7d, avgDailyActiveUsers, totalQuestionsAsked, questionsToday, avgQuestionsPerUser, totalUsers, freeUsers, paidUsers, monthlyRecurringRevenue, annualRecurringRevenue, trialConversionRate, newUsersToday, newUsers7d, growthRateMoM, retention7d, retention30d, churnRate, avgResponseTime, accuracyRate, userSatisfaction, errorRate'

describe('analytics metric definitions', () => {
  it('are the 22 metrics of the spec, in order, each with a unit and a one-line definition', () => {
    expect(METRIC_KEYS.join(', ')).toBe(SPEC_ORDER)
    for (const key of METRIC_KEYS) {
      expect(METRIC_UNITS[key], key).toBeDefined()
      expect(METRIC_DEFINITIONS[key], key).toMatch(/^\S.{10,200}$/)
    }
  })

  it('are the English tooltips of admin.metrics, word for word', () => {
    expect(metricsOf('en')).toEqual(METRIC_DEFINITIONS)
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are translated into %s, one per metric', (locale) => {
    const translated = metricsOf(locale)
    expect(Object.keys(translated).sort()).toEqual([...METRIC_KEYS].sort())
    for (const key of METRIC_KEYS) expect(translated[key], `${locale}: ${key}`).not.toBe(METRIC_DEFINITIONS[key])
  })
})
