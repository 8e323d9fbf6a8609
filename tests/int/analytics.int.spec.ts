import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Metrics } from '@/services/analytics/contract'
import { detailedStats } from '@/services/analytics/detailed-stats'
import { METRIC_KEYS } from '@/services/analytics/metric-definitions'
import { resolveDatabaseTarget } from '@/services/db/database-uri'

import fr from '../../src/messages/fr.json'
import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * A small world in March 2001, long before any other test's rows (the database is shared by the
 * files of a run), so every row counted below is one of this fixture's. The period is 7 days:
 *   current  C = [03-08 12:00, 03-15 12:00)  "today" from 03-15 00:00, last 24 h from 03-14 12:00
 *   previous P = [03-01 12:00, 03-08 12:00)  "today" from 03-08 00:00, last 24 h from 03-07 12:00
 * C's 30 days before its end start 02-13 12:00 (60 days: 01-14 12:00); P's 02-06 12:00 (01-07 12:00).
 */
const NOW = new Date('2001-03-15T12:00:00.000Z')
const at = (stamp: string) => new Date(`2001-${stamp}:00.000Z`).toISOString()

const WEEKLY_MONTHLY_CENTS = (499 * 52) / 12 // 2162.333…
const SEMESTER_MONTHLY_CENTS = 3295 / 3 // 1098.333…

const USERS = {
  u1: '2000-12-01T00:00',
  u2: '2001-01-10T00:00',
  u3: '2001-01-20T00:00',
  u4: '2001-02-10T00:00',
  u5: '2001-02-25T00:00',
  u6: '2001-03-03T00:00',
  u7: '2001-03-05T00:00',
  u8: '2001-03-08T06:00',
  u9: '2001-03-12T00:00',
  u10: '2001-03-15T09:00',
} as const
type UserKey = keyof typeof USERS

type AnswerRow = [
  UserKey,
  string,
  'answered' | 'model_error' | 'cancelled',
  number,
  ('helpful' | 'not_helpful')?,
  string?,
]
const ANSWERS: Record<string, AnswerRow> = {
  a1: ['u1', '03-15T10:00', 'answered', 1000, 'helpful', '03-15T10:05'],
  a2: ['u1', '03-13T11:00', 'answered', 3000],
  a3: ['u6', '03-14T20:00', 'answered', 2000, 'not_helpful', '03-14T20:10'],
  a4: ['u7', '03-13T09:00', 'model_error', 500],
  a5: ['u9', '03-12T09:00', 'answered', 1500, 'helpful', '03-12T09:30'],
  a6: ['u3', '03-10T15:00', 'cancelled', 800],
  a7: ['u3', '03-09T08:00', 'answered', 4500],
  a8: ['u1', '03-08T13:00', 'answered', 2500, 'helpful', '03-08T13:01'],
  a9: ['u2', '03-05T10:00', 'answered', 1200, 'not_helpful', '03-09T10:00'],
  a10: ['u5', '03-08T10:00', 'answered', 800],
  a11: ['u5', '03-07T13:00', 'answered', 1000, 'helpful', '03-07T14:00'],
  a12: ['u2', '03-03T10:00', 'model_error', 300],
  a13: ['u6', '03-04T10:00', 'answered', 2000],
  a14: ['u3', '02-05T10:00', 'answered', 1000],
}

type SubscriptionRow = {
  user: UserKey
  plan: 'weekly' | 'semester' | 'weekly_trial'
  status: 'active' | 'canceled' | 'trialing' | 'incomplete' | 'paused'
  cents: number
  startedAt: string
  trialEndsAt?: string
  convertedAt?: string
  endedAt?: string
}
const W = WEEKLY_MONTHLY_CENTS
const S = SEMESTER_MONTHLY_CENTS
const SUBSCRIPTIONS: Record<string, SubscriptionRow> = {
  s1: { user: 'u1', plan: 'weekly', status: 'active', cents: W, startedAt: '01-01T00:00' },
  s2: { user: 'u2', plan: 'semester', status: 'active', cents: S, startedAt: '02-01T00:00' },
  s3: {
    ...{ user: 'u3', plan: 'weekly_trial', status: 'active', cents: W, startedAt: '03-07T00:00' },
    ...{ trialEndsAt: '03-10T00:00', convertedAt: '03-10T00:05' },
  },
  s4: {
    ...{ user: 'u4', plan: 'weekly_trial', status: 'canceled', cents: W, startedAt: '03-05T00:00' },
    ...{ trialEndsAt: '03-08T00:00', endedAt: '03-08T00:00' },
  },
  s5: {
    ...{ user: 'u5', plan: 'weekly_trial', status: 'canceled', cents: W, startedAt: '02-28T00:00' },
    ...{ trialEndsAt: '03-03T00:00', convertedAt: '03-03T00:10', endedAt: '03-12T00:00' },
  },
  s6: { user: 'u6', plan: 'semester', status: 'active', cents: S, startedAt: '03-09T00:00' },
  s7: { user: 'u1', plan: 'weekly', status: 'canceled', cents: W, startedAt: '02-10T00:00', endedAt: '03-04T00:00' },
  s8: { user: 'u8', plan: 'weekly', status: 'incomplete', cents: W, startedAt: '03-08T08:00' },
  s9: {
    ...{ user: 'u9', plan: 'weekly_trial', status: 'paused', cents: W, startedAt: '03-12T01:00' },
    trialEndsAt: '03-15T01:00',
  },
  s10: {
    ...{ user: 'u10', plan: 'weekly_trial', status: 'trialing', cents: W, startedAt: '03-15T09:30' },
    trialEndsAt: '03-18T09:30',
  },
  s12: {
    ...{ user: 'u6', plan: 'weekly_trial', status: 'canceled', cents: W, startedAt: '03-03T01:00' },
    ...{ trialEndsAt: '03-06T01:00', endedAt: '03-06T01:00' },
  },
  s13: { user: 'u4', plan: 'weekly', status: 'canceled', cents: W, startedAt: '02-15T00:00', endedAt: '03-06T00:00' },
}

const REPORTS: Array<['resolved' | 'pending' | 'rejected', string]> = [
  ['resolved', '03-10T00:00'],
  ['pending', '03-11T00:00'],
  ['rejected', '03-12T00:00'],
  ['resolved', '03-02T00:00'],
  ['resolved', '03-06T00:00'],
  ['resolved', '02-20T00:00'],
]

const PAYMENTS: Array<[UserKey, number, string]> = [
  ['u1', 499, '03-15T08:00'],
  ['u1', 99, '03-15T11:00'],
  ['u2', 3295, '03-14T10:00'],
  ['u3', 499, '03-10T00:05'],
  ['u1', 499, '03-08T13:00'],
]

const seedFixture = async (payload: Payload) => {
  const ids = {} as Record<UserKey, number>
  for (const [key, created] of Object.entries(USERS) as [UserKey, string][]) {
    const stamp = new Date(`${created}:00.000Z`).toISOString()
    const user = await payload.db.create({
      collection: 'users',
      data: {
        ...{ name: `Fixture ${key}`, email: uniqueEmail(`analytics-${key}`), role: 'user', requestLimit: 10 },
        ...{ plan: 'free', createdAt: stamp, updatedAt: stamp },
      },
    })
    ids[key] = user.id as number
  }
  const threads = {} as Record<UserKey, number>
  for (const key of Object.keys(USERS) as UserKey[]) {
    const thread = await payload.db.create({
      collection: 'answer-threads',
      data: { user: ids[key], title: 'Fixture thread', createdAt: at('01-01T00:00'), updatedAt: at('01-01T00:00') },
    })
    threads[key] = thread.id as number
  }
  for (const [user, created, outcome, latencyMs, feedback, feedbackAt] of Object.values(ANSWERS)) {
    await payload.db.create({
      collection: 'answers',
      data: {
        ...{ user: ids[user], thread: threads[user], question: 'q', answer: 'a', source: 'model', outcome },
        ...{ latencyMs, feedback: feedback ?? null, feedbackAt: feedbackAt ? at(feedbackAt) : null },
        ...{ createdAt: at(created), updatedAt: at(created) },
      },
    })
  }
  for (const [id, row] of Object.entries(SUBSCRIPTIONS)) {
    await payload.db.create({
      collection: 'subscriptions',
      data: {
        ...{ stripeSubscriptionId: `sub_fixture_${id}_${Date.now()}`, user: ids[row.user], plan: row.plan },
        ...{ status: row.status, monthlyAmountCents: row.cents, startedAt: at(row.startedAt) },
        trialEndsAt: row.trialEndsAt ? at(row.trialEndsAt) : null,
        convertedAt: row.convertedAt ? at(row.convertedAt) : null,
        endedAt: row.endedAt ? at(row.endedAt) : null,
      },
    })
  }
  for (const [status, created] of REPORTS) {
    await payload.db.create({
      collection: 'wrong-answer-reports',
      data: { user: ids.u3, status, question: { text: 'q' }, createdAt: at(created), updatedAt: at(created) },
    })
  }
  for (const [index, [user, amountPaid, paidAt]] of PAYMENTS.entries()) {
    await payload.db.create({
      collection: 'payments',
      data: {
        ...{ stripeInvoiceId: `in_fixture_${index}_${Date.now()}`, user: ids[user], stripeCustomerId: 'cus_fixture' },
        ...{ amountPaid, currency: 'usd', paidAt: at(paidAt) },
      },
    })
  }
}

/**
 * Expected values, worked out by hand from the rows above (C = current period, P = previous).
 * Paying at an instant = started, not ended, not paused, and past its conversion if it is a trial.
 */
const EXPECTED: Record<'current' | 'previous', Metrics> = {
  current: {
    activeUsers24h: 2, // from 03-14 12:00: a1 (u1), a3 (u6)
    activeUsers7d: 5, // u1, u3, u6, u7, u9 (P is exactly 7 days)
    // (24-hour day before the end, asker): (0,u1) a1 (0,u6) a3 (2,u1) a2 (2,u7) a4 (3,u9) a5
    // (4,u3) a6 (6,u3) a7 (6,u1) a8 → 8 pairs ÷ 7 days = 1.14
    avgDailyActiveUsers: 1.1,
    totalQuestionsAsked: 8, // a1–a8 (a6 cancelled and a4 failed still count as asked)
    questionsToday: 1, // a1 (a2 is 03-13)
    avgQuestionsPerUser: 1.6, // 8 ÷ 5 askers
    totalUsers: 10, // u1–u10
    freeUsers: 5, // 10 − 5
    paidUsers: 5, // running at 03-15 12:00: s1 (u1), s2 (u2), s3 (u3), s6 (u6), s10 (u10, trialing); s9 paused
    // paying at the end: s1 + s3 (weekly, 2162.33 each) + s2 + s6 (semester, 1098.33 each) = 6521.33 ¢
    monthlyRecurringRevenue: 65.21,
    annualRecurringRevenue: 782.52, // 6521 ¢ × 12 = 78252 ¢
    trialConversionRate: 50, // trials ending in C: s3 (converted), s9 (paused) → 1 ÷ 2
    newUsersToday: 1, // u10 at 09:00
    newUsers7d: 2, // u9, u10 (u8 is 03-08 06:00, before 12:00)
    growthRateMoM: 150, // 10 now, 4 before 02-13 12:00 (u1–u4): (10 − 4) ÷ 4
    retention7d: 66.7, // cohort 03-01 12:00…03-08 12:00 = u6, u7, u8; asked in C: u6 (a3), u7 (a4) → 2 ÷ 3
    retention30d: 50, // cohort 01-14 12:00…02-13 12:00 = u3, u4; asked since 02-13 12:00: u3 → 1 ÷ 2
    churnRate: 33.3, // paying at 03-08 12:00: s1, s2, s5 (s3 not yet converted); ended in C: s5 → 1 ÷ 3
    avgResponseTime: 2.42, // answered a1 a2 a3 a5 a7 a8: (1000+3000+2000+1500+4500+2500) ÷ 6 = 2416.7 ms
    accuracyRate: 83.3, // 1 − 1 resolved report (03-10) ÷ 6 answered
    userSatisfaction: 60, // votes given in C: a1 H, a3 N, a5 H, a8 H, a9 N (answer from P) → 3 ÷ 5
    errorRate: 12.5, // a4 ÷ 8
  },
  previous: {
    activeUsers24h: 1, // from 03-07 12:00: a10, a11 (both u5)
    activeUsers7d: 3, // u2, u5, u6
    // (3,u2) a9 (0,u5) a10 a11 (5,u2) a12 (4,u6) a13 → 4 ÷ 7 = 0.57
    avgDailyActiveUsers: 0.6,
    totalQuestionsAsked: 5, // a9–a13
    questionsToday: 1, // a10 (03-08 10:00)
    avgQuestionsPerUser: 1.7, // 5 ÷ 3
    totalUsers: 8, // u1–u8
    freeUsers: 4, // 8 − 4
    paidUsers: 4, // running at 03-08 12:00: s1 (u1), s2 (u2), s3 (u3, trialing), s5 (u5); s4 ended 00:00
    monthlyRecurringRevenue: 54.23, // s1 + s5 (2162.33 each) + s2 (1098.33) = 5423 ¢
    annualRecurringRevenue: 650.76, // 5423 ¢ × 12 = 65076 ¢
    trialConversionRate: 33.3, // trials ending in P: s4, s5 (converted), s12 → 1 ÷ 3
    newUsersToday: 1, // u8 at 06:00 on 03-08
    newUsers7d: 3, // u6, u7, u8
    growthRateMoM: 166.7, // 8 at the end, 3 before 02-06 12:00 (u1–u3): (8 − 3) ÷ 3 = 166.67
    retention7d: 100, // cohort 02-22 12:00…03-01 12:00 = u5; asked in P (a10) → 1 ÷ 1
    retention30d: 50, // cohort 01-07 12:00…02-06 12:00 = u2, u3; asked since 02-06 12:00: u2 (u3's a14 is 02-05)
    churnRate: 50, // paying at 03-01 12:00: s1, s2, s7, s13; ended in P: s7, s13 → 2 ÷ 4
    avgResponseTime: 1.25, // a9 a10 a11 a13: (1200+800+1000+2000) ÷ 4 = 1250 ms
    accuracyRate: 50, // 1 − 2 resolved reports (03-02, 03-06) ÷ 4 answered
    userSatisfaction: 100, // votes given in P: a11 H → 1 ÷ 1
    errorRate: 20, // a12 ÷ 5
  },
}

let payload: Payload
let adminToken: string

const tokenFor = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string

beforeAll(async () => {
  payload = await getTestPayload()
  await seedFixture(payload)
  adminToken = await tokenFor((await createUser(payload, { role: 'admin' })).email)
})

describe(`detailed analytics on a hand-computed fixture (${resolveDatabaseTarget().kind})`, () => {
  it.each((['current', 'previous'] as const).flatMap((window) => METRIC_KEYS.map((key) => [window, key] as const)))(
    '%s period: %s',
    async (window, key) => {
      const stats = await detailedStats({ payload, period: '7d', now: NOW })
      const metrics = window === 'current' ? stats : stats.previous
      expect(metrics[key]).toBe(EXPECTED[window][key])
    },
  )

  it('frames the period and gives one series point per UTC day, today last', async () => {
    const stats = await detailedStats({ payload, period: '7d', now: NOW })
    expect(stats).toMatchObject({ period: '7d', from: '2001-03-08T12:00:00.000Z', to: '2001-03-15T12:00:00.000Z' })
    expect(Object.keys(stats.previous).sort()).toEqual([...METRIC_KEYS].sort())
    expect(stats.series).toEqual([
      { date: '2001-03-09', newUsers: 0, activeUsers: 1, questions: 1, revenue: 0 }, // a7
      { date: '2001-03-10', newUsers: 0, activeUsers: 1, questions: 1, revenue: 4.99 }, // a6; 499 ¢
      { date: '2001-03-11', newUsers: 0, activeUsers: 0, questions: 0, revenue: 0 },
      { date: '2001-03-12', newUsers: 1, activeUsers: 1, questions: 1, revenue: 0 }, // u9; a5
      { date: '2001-03-13', newUsers: 0, activeUsers: 2, questions: 2, revenue: 0 }, // a2 (u1), a4 (u7)
      { date: '2001-03-14', newUsers: 0, activeUsers: 1, questions: 1, revenue: 32.95 }, // a3; 3295 ¢
      { date: '2001-03-15', newUsers: 1, activeUsers: 1, questions: 1, revenue: 5.98 }, // u10; a1; 499 + 99 ¢
    ])
  })

  it('names the rates with nothing to divide by as having no data, rather than 0 %', async () => {
    const stats = await detailedStats({ payload, period: '7d', now: NOW })
    expect(stats.noData).toEqual([])
    expect(stats.previousNoData).toEqual([])
    // Years before any row: no votes, no cohorts, no questions, no trials, no subscriptions.
    const empty = await detailedStats({ payload, period: '7d', now: new Date('1990-06-01T00:00:00.000Z') })
    expect(empty.userSatisfaction).toBe(0)
    expect([...empty.noData].sort()).toEqual(
      [
        'accuracyRate',
        'avgQuestionsPerUser',
        'avgResponseTime',
        'churnRate',
        'errorRate',
        'growthRateMoM',
        'retention30d',
        'retention7d',
        'trialConversionRate',
        'userSatisfaction',
      ].sort(),
    )
    expect(empty.previousNoData).toEqual(expect.arrayContaining(['userSatisfaction', 'retention7d']))
  })

  it('spans 30 and 90 days for the longer periods', async () => {
    const month = await detailedStats({ payload, period: '30d', now: NOW })
    expect(month.from).toBe('2001-02-13T12:00:00.000Z')
    expect(month.series).toHaveLength(30)
    expect(month.series.at(0)!.date).toBe('2001-02-14')
    // 30 days: a1–a13 (a14 is 02-05); the previous 30 days: a14
    expect([month.totalQuestionsAsked, month.previous.totalQuestionsAsked]).toEqual([13, 1])
    const quarter = await detailedStats({ payload, period: '90d', now: NOW })
    expect(quarter.series).toHaveLength(90)
    expect(quarter.totalQuestionsAsked).toBe(14)
  })
})

describe('GET /api/analytics/stats/detailed', () => {
  const path = '/analytics/stats/detailed'

  it('answers 401 signed out and 403 to students and editors', async () => {
    expect((await rest('GET', path)).status).toBe(401)
    for (const role of ['user', 'editor'] as const) {
      const token = await tokenFor((await createUser(payload, { role })).email)
      expect((await rest('GET', `${path}?period=7d`, { token })).status, role).toBe(403)
    }
  })

  it('gives admins the 22 metrics, the previous period and a 30-day series by default', async () => {
    const response = await rest('GET', path, { token: adminToken })
    expect(response.status).toBe(200)
    expect(response.json.period).toBe('30d')
    for (const key of METRIC_KEYS) {
      expect(typeof response.json[key], key).toBe('number')
      expect(typeof response.json.previous[key], `previous ${key}`).toBe('number')
    }
    expect(response.json.series).toHaveLength(30)
    expect(response.json.series.at(-1).date).toBe(new Date().toISOString().slice(0, 10))
    expect((await rest('GET', `${path}?period=90d`, { token: adminToken })).json.series).toHaveLength(90)
  })

  it('refuses an unknown period with a translated 400', async () => {
    for (const period of ['1y', '', '7']) {
      const response = await rest('GET', `${path}?period=${period}`, {
        token: adminToken,
        headers: { 'x-locale': 'fr' },
      })
      expect(response.status, period).toBe(400)
      expect(response.json).toMatchObject({ field: 'period', message: fr.validation.analyticsPeriodInvalid })
    }
  })
})
