import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ANALYTICS_PERIOD_DAYS, type AnalyticsPeriod } from '@/config/analytics'
import { dailySeriesRows } from '@/services/analytics/daily-series'
import {
  answerAggregates,
  feedbackAggregates,
  reportAggregates,
  userAggregates,
  type Window,
} from '@/services/analytics/detailed-stats-queries'
import { queryRows, toNumber } from '@/services/db/raw-sql'
import { resolveDatabaseTarget } from '@/services/db/database-uri'

import {
  referenceAnswers,
  referenceFeedback,
  referenceReports,
  referenceSeries,
  referenceUsers,
  type RefWorld,
} from '../helpers/analytics-reference'
import { buildWorld, randomSource } from '../helpers/analytics-world'
import { getTestPayload } from '../helpers/payload'

/**
 * The aggregate-based analytics against the naive definitions, on a random world in 2005 (no
 * other test writes there; the hand-computed fixture lives in 2001). Every period, the previous
 * one and the daily series, at instants on and off the hour. ANALYTICS_ORACLE_SEED replays a world.
 */
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const FROM = Date.parse('2005-03-01T00:00:00.000Z')
const SPAN = 200 * DAY
const SEED = Number(process.env.ANALYTICS_ORACLE_SEED || Math.floor(Math.random() * 1e9))

const random = randomSource(SEED)
const NOWS = [
  ...Array.from({ length: 5 }, () => FROM + 90 * DAY + random.int(SPAN)),
  Math.floor((FROM + 150 * DAY) / DAY) * DAY, // a midnight
  Math.floor((FROM + 120 * DAY) / HOUR) * HOUR + 1, // a millisecond past the hour
  FROM + SPAN + 30 * DAY, // after every row
]

const windowOf = (end: number, days: number, endsNow: boolean): Window => ({
  start: new Date(end - days * DAY),
  end: new Date(end),
  days,
  todayStart: new Date(Math.floor(end / DAY) * DAY),
  endsNow,
})
const plain = (window: Window) => ({
  start: window.start.getTime(),
  end: window.end.getTime(),
  days: window.days,
  todayStart: window.todayStart.getTime(),
})

/** Accounts from other files (the 2001 fixture), created before this world: read around each check. */
const usersBefore = async (payload: Payload) => {
  const [row] = await queryRows<{ n: unknown }>(payload, (sql, engine) => {
    const at = new Date(FROM - 80 * DAY).toISOString()
    return engine === 'postgres'
      ? sql`SELECT COUNT(*) AS n FROM users WHERE created_at < CAST(${at} AS timestamptz)`
      : sql`SELECT COUNT(*) AS n FROM users WHERE created_at < ${at}`
  })
  return toNumber(row?.n)
}

let payload: Payload
let world: RefWorld

beforeAll(async () => {
  payload = await getTestPayload()
  world = await buildWorld(payload, randomSource(SEED + 1), { from: FROM, span: SPAN })
}, 120_000)

describe(`analytics aggregates against the naive definitions (${resolveDatabaseTarget().kind}, seed ${SEED})`, () => {
  const cases = NOWS.flatMap((now) =>
    (Object.keys(ANALYTICS_PERIOD_DAYS) as AnalyticsPeriod[]).map(
      (period) => [new Date(now).toISOString(), period] as const,
    ),
  )

  it.each(cases)('at %s, %s: the period, the previous one and the series', async (nowIso, period) => {
    const now = Date.parse(nowIso)
    const days = ANALYTICS_PERIOD_DAYS[period]
    for (const window of [windowOf(now, days, true), windowOf(now - days * DAY, days, false)]) {
      const label = `${window.endsNow ? 'current' : 'previous'} ${period} at ${nowIso}`
      const expected = plain(window)
      const answers = await answerAggregates(payload, window)
      const reference = referenceAnswers(world, expected)
      expect({ ...answers, meanLatencyMs: undefined }, label).toEqual({ ...reference, meanLatencyMs: undefined })
      expect(answers.meanLatencyMs, label).toBeCloseTo(reference.meanLatencyMs, 6)
      expect(await feedbackAggregates(payload, window), label).toEqual(referenceFeedback(world, expected))
      expect(await reportAggregates(payload, window), label).toEqual(referenceReports(world, expected))

      const othersBefore = await usersBefore(payload)
      const users = await userAggregates(payload, window)
      const othersAfter = await usersBefore(payload)
      const mine = referenceUsers(world, expected)
      expect({ newToday: users.newToday, new7d: users.new7d }, label).toEqual({
        newToday: mine.newToday,
        new7d: mine.new7d,
      })
      for (const key of ['total', 'totalMonthBefore'] as const) {
        expect(users[key] - mine[key], `${label} ${key}`).toBeGreaterThanOrEqual(othersBefore)
        expect(users[key] - mine[key], `${label} ${key}`).toBeLessThanOrEqual(othersAfter)
      }
    }
    const seriesStart = Math.floor(now / DAY) * DAY - (days - 1) * DAY
    const series = await dailySeriesRows(payload, { start: seriesStart, end: now })
    const expectedSeries = referenceSeries(world, { start: seriesStart, end: now })
    const nonZero = (rows: Map<string, Record<string, number>>) =>
      Object.fromEntries([...rows].filter(([, row]) => Object.values(row).some((value) => value !== 0)))
    expect(nonZero(series), `series ${period} at ${nowIso}`).toEqual(nonZero(expectedSeries))
  })
})
