import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ANALYTICS_PERIOD_DAYS, type AnalyticsPeriod } from '@/config/analytics'
import {
  answerAggregates,
  retentionAggregates,
  subscriptionAggregates,
  type Window,
} from '@/services/analytics/detailed-stats-queries'
import { installAggregateStatements } from '@/services/analytics/aggregate-install'
import { queryRows, sqlEngineOf, toNumber } from '@/services/db/raw-sql'
import { resolveDatabaseTarget } from '@/services/db/database-uri'

import { randomSource } from '../helpers/analytics-world'
import { uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

/**
 * The detailed view's askers, active users, retention cohorts and subscription figures, read
 * from the aggregates, against the same definitions computed from the raw rows in JavaScript,
 * table-driven over the instants where they go wrong first: a Monday 00:00 UTC and a
 * millisecond either side, the period's own boundaries, accounts deleted with their questions,
 * and accounts whose first question falls on the period's first day (before, at and after its
 * start). The world lives in 2010–2011, which no other test writes.
 */
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const MONDAY = Date.parse('2011-03-07T00:00:00.000Z') // a Monday
const SEED = Number(process.env.ANALYTICS_ORACLE_SEED || Math.floor(Math.random() * 1e9))
const random = randomSource(SEED)

/** The ends the figures are read at: [label, instant]. */
const ENDS: [string, number][] = [
  ['Monday 00:00 UTC', MONDAY + 14 * DAY],
  ['Monday 00:00:00.001 UTC', MONDAY + 7 * DAY + 1],
  ['Sunday 23:59:59.999 UTC', MONDAY + 21 * DAY - 1],
  ['Monday 00:00 UTC, 13 weeks on', MONDAY + 91 * DAY],
  ['mid-hour', MONDAY + 10 * DAY + 7 * HOUR + 1_234_567],
  ['a random instant', MONDAY + random.int(90 * DAY)],
]
const PERIODS = Object.keys(ANALYTICS_PERIOD_DAYS) as AnalyticsPeriod[]

type Question = { user: number; at: number }
type Subscription = {
  user: number
  status: 'active' | 'trialing' | 'canceled' | 'paused' | 'past_due' | 'incomplete'
  cents: number
  startedAt: number
  trialEndsAt: number | null
  convertedAt: number | null
  endedAt: number | null
  pausedAt: number | null
  pausedUntil: number | null
}
type World = { users: Map<number, number>; questions: Question[]; subscriptions: Subscription[] }

const iso = (ms: number) => new Date(ms).toISOString()

const windowOf = (end: number, days: number, endsNow: boolean): Window => ({
  start: new Date(end - days * DAY),
  end: new Date(end),
  days,
  todayStart: new Date(Math.floor(end / DAY) * DAY),
  endsNow,
})

/** The instants the reads cut at, for every end and period, and a millisecond either side. */
const edgeInstants = () => {
  const cuts = new Set<number>()
  for (const [, end] of ENDS) {
    for (const days of [0, 1, 7, 14, 30, 60, 90, 180]) {
      for (const delta of [-1, 0, 1]) cuts.add(end - days * DAY + delta)
    }
  }
  return [...cuts]
}

// ---- the raw-row computation (the definitions of metric-definitions.ts, naively) ----

const askersIn = (world: World, from: number, to: number) =>
  new Set(world.questions.filter((q) => q.at >= from && q.at < to).map((q) => q.user)).size

const referenceAskers = (world: World, { start, end }: { start: number; end: number }) => ({
  askers: askersIn(world, start, end),
  active24h: askersIn(world, end - DAY, end),
  active7d: askersIn(world, end - 7 * DAY, end),
  activeUserDays: new Set(
    world.questions
      .filter((q) => q.at >= start && q.at < end)
      .map((q) => `${Math.floor((end - q.at) / DAY)}:${q.user}`),
  ).size,
})

const referenceRetention = (world: World, end: number) => {
  const cohort = (days: number) =>
    [...world.users].filter(([, createdAt]) => createdAt >= end - 2 * days * DAY && createdAt < end - days * DAY)
  const retained = (days: number) =>
    cohort(days).filter(([id]) => world.questions.some((q) => q.user === id && q.at >= end - days * DAY && q.at < end))
      .length
  return {
    cohort7d: cohort(7).length,
    retained7d: retained(7),
    cohort30d: cohort(30).length,
    retained30d: retained(30),
  }
}

const referenceSubscriptions = (world: World, { start, end }: { start: number; end: number }) => {
  const counted = world.subscriptions.filter((s) => s.status !== 'incomplete' && s.startedAt < end)
  const runs = (s: Subscription, t: number) =>
    s.startedAt <= t &&
    (s.endedAt === null || s.endedAt > t) &&
    s.status !== 'paused' &&
    (s.pausedAt === null || s.pausedAt > t || (s.pausedUntil !== null && s.pausedUntil <= t))
  const pays = (s: Subscription, t: number) =>
    runs(s, t) && (s.trialEndsAt === null || (s.convertedAt !== null && s.convertedAt <= t))
  const trialEnded = counted.filter((s) => s.trialEndsAt !== null && s.trialEndsAt >= start && s.trialEndsAt < end)
  const payingAtStart = counted.filter((s) => pays(s, start))
  return {
    paidUsers: new Set(counted.filter((s) => runs(s, end)).map((s) => s.user)).size,
    mrrCents: counted.filter((s) => pays(s, end)).reduce((sum, s) => sum + s.cents, 0),
    payingAtStart: payingAtStart.length,
    churned: payingAtStart.filter((s) => s.endedAt !== null && s.endedAt < end).length,
    trialsEnded: trialEnded.length,
    trialsConverted: trialEnded.filter((s) => s.convertedAt !== null).length,
  }
}

const minus = <T extends Record<string, number>>(after: T, before: T) =>
  Object.fromEntries(Object.keys(after).map((key) => [key, after[key]! - before[key]!])) as T

// ---- the world ----

const createAccount = async (payload: Payload, createdAt: number) => {
  const user = await payload.db.create({
    collection: 'users',
    data: {
      name: 'Equivalence',
      email: uniqueEmail('equivalence'),
      role: 'user',
      requestLimit: 10,
      plan: 'free',
      createdAt: iso(createdAt),
    },
  })
  const thread = await payload.db.create({
    collection: 'answer-threads',
    data: { user: user.id, title: 'Equivalence' },
  })
  return { id: user.id as number, thread: thread.id as number }
}

const ask = (payload: Payload, account: { id: number; thread: number }, at: number) =>
  queryRows(
    payload,
    (sql) => sql`INSERT INTO answers (user_id, thread_id, question, source, outcome, created_at, updated_at)
      VALUES (${account.id}, ${account.thread}, 'q', 'model', 'answered', ${iso(at)}, ${iso(at)})`,
  )

const buildWorld = async (payload: Payload): Promise<World> => {
  const world: World = { users: new Map(), questions: [], subscriptions: [] }
  const cuts = edgeInstants()
  const near = () => (random.int(2) === 0 ? random.pick(cuts) : MONDAY - 200 * DAY + random.int(300 * DAY))
  // Accounts created on and around the cohorts' edges, and anywhere.
  const accounts: { id: number; thread: number }[] = []
  for (let i = 0; i < 40; i += 1) {
    const createdAt = near() - (random.int(3) === 0 ? 0 : random.int(5 * DAY))
    const account = await createAccount(payload, createdAt)
    accounts.push(account)
    world.users.set(account.id, createdAt)
  }
  // Questions in bursts, many exactly on a cut or a millisecond away, written out of time order.
  const planned: Question[] = []
  for (const account of accounts) {
    let t = near()
    for (let n = 3 + random.int(25); n > 0; n -= 1) {
      planned.push({ user: account.id, at: t })
      t = random.int(4) === 0 ? near() : t + random.pick([0, 1, 60_000, 3 * HOUR, 23 * HOUR, DAY, DAY + 1, 7 * DAY])
    }
  }
  // First questions on a period's first day: before its start, exactly at it, just after it.
  const firstAskers: { id: number; thread: number }[] = []
  for (const [, end] of ENDS) {
    for (const days of [7, 30, 90]) {
      const start = end - days * DAY
      const dayStart = Math.floor(start / DAY) * DAY
      for (const at of [dayStart, start - 1, start, start + 1, dayStart + DAY - 1]) {
        const createdAt = Math.min(at, start) - random.int(90 * DAY)
        const account = await createAccount(payload, createdAt)
        firstAskers.push(account)
        world.users.set(account.id, createdAt)
        planned.push({ user: account.id, at })
        if (random.int(2) === 0) planned.push({ user: account.id, at: at + random.pick([0, 1, HOUR, DAY, 8 * DAY]) })
      }
    }
  }
  // One account asking on the week boundaries themselves: Monday 00:00 UTC and the millisecond before it.
  const weekly = await createAccount(payload, MONDAY + 4 * DAY)
  firstAskers.push(weekly)
  world.users.set(weekly.id, MONDAY + 4 * DAY)
  for (const at of [MONDAY + 7 * DAY, MONDAY + 14 * DAY - 1, MONDAY + 14 * DAY, MONDAY + 21 * DAY])
    planned.push({ user: weekly.id, at })
  const byId = new Map([...accounts, ...firstAskers].map((account) => [account.id, account]))
  for (const question of planned.sort(() => random.next() - 0.5)) {
    await ask(payload, byId.get(question.user)!, question.at)
    world.questions.push(question)
  }
  // Accounts deleted with their questions (as the admin's delete does): gone from every figure.
  for (const account of accounts.slice(0, 4)) {
    await payload.db.deleteMany({ collection: 'answers', where: { user: { equals: account.id } } })
    await payload.db.deleteMany({ collection: 'answer-threads', where: { user: { equals: account.id } } })
    await payload.db.deleteOne({ collection: 'users', where: { id: { equals: account.id } } })
    world.users.delete(account.id)
    world.questions = world.questions.filter((q) => q.user !== account.id)
  }
  // Subscriptions starting, ending, pausing and converting on and around the cuts.
  const maybe = (from: number) => (random.int(2) === 0 ? null : from + random.pick([0, 1, DAY, 7 * DAY, 40 * DAY]))
  for (let i = 0; i < 60; i += 1) {
    const user = i === 0 ? weekly.id : random.pick(accounts.slice(4)).id
    const startedAt = i === 0 ? MONDAY : near()
    const trial = i > 0 && random.int(2) === 0
    const pausedAt = random.int(4) === 0 ? startedAt + random.int(30 * DAY) : null
    const subscription: Subscription = {
      user,
      status:
        i === 0
          ? 'active'
          : random.pick(['active', 'active', 'trialing', 'canceled', 'paused', 'past_due', 'incomplete'] as const),
      cents: random.pick([1098, 2162, 499]),
      startedAt,
      trialEndsAt: trial ? startedAt + 3 * DAY + random.pick([0, 1, -1]) : null,
      convertedAt: trial && random.int(2) === 0 ? startedAt + 3 * DAY + random.pick([0, 1]) : null,
      endedAt: i === 0 || random.int(2) === 0 ? null : random.pick(cuts),
      pausedAt: i === 0 ? null : pausedAt,
      pausedUntil: i === 0 || pausedAt === null ? null : maybe(pausedAt),
    }
    const at = (ms: number | null) => (ms === null ? null : iso(ms))
    await queryRows(
      payload,
      (sql) => sql`INSERT INTO subscriptions (stripe_subscription_id, user_id, plan, status, monthly_amount_cents,
          started_at, trial_ends_at, converted_at, ended_at, paused_at, paused_until, created_at, updated_at)
        VALUES (${`sub_equivalence_${SEED}_${i}`}, ${user}, 'weekly', ${subscription.status}, ${subscription.cents},
          ${iso(startedAt)}, ${at(subscription.trialEndsAt)}, ${at(subscription.convertedAt)}, ${at(subscription.endedAt)},
          ${at(subscription.pausedAt)}, ${at(subscription.pausedUntil)}, ${iso(startedAt)}, ${iso(startedAt)})`,
    )
    world.subscriptions.push(subscription)
  }
  return world
}

// ---- the checks ----

type Case = [label: string, end: number, period: AnalyticsPeriod, which: 'current' | 'previous']
const CASES: Case[] = ENDS.flatMap(([label, end]) =>
  PERIODS.flatMap((period) =>
    (['current', 'previous'] as const).map((which): Case => [`${label} (${iso(end)})`, end, period, which]),
  ),
)
const windowFor = (end: number, period: AnalyticsPeriod, which: 'current' | 'previous') => {
  const days = ANALYTICS_PERIOD_DAYS[period]
  return which === 'current' ? windowOf(end, days, true) : windowOf(end - days * DAY, days, false)
}

let payload: Payload
let world: World
const before = new Map<string, { retention: unknown; subscriptions: unknown }>()

beforeAll(async () => {
  payload = await getTestPayload()
  // Figures of other files' rows at the same instants (the 2001 fixture's long-running
  // subscriptions): this world's own share is the difference.
  for (const [, end, period, which] of CASES) {
    const window = windowFor(end, period, which)
    before.set(`${end}:${period}:${which}`, {
      retention: await retentionAggregates(payload, window),
      subscriptions: (await subscriptionAggregates(payload, [window]))[0],
    })
  }
  world = await buildWorld(payload)
}, 240_000)

describe(`analytics aggregates equal the raw-row computation (${resolveDatabaseTarget().kind}, seed ${SEED})`, () => {
  it.each(CASES)('%s (end %i): %s period, %s', async (_label, end, period, which) => {
    const window = windowFor(end, period, which)
    const range = { start: window.start.getTime(), end: window.end.getTime() }
    const { askers, active24h, active7d, activeUserDays } = await answerAggregates(payload, window)
    expect({ askers, active24h, active7d, activeUserDays }, 'askers and active users').toEqual(
      referenceAskers(world, range),
    )
    const earlier = before.get(`${end}:${period}:${which}`)!
    const retention = await retentionAggregates(payload, window)
    expect(minus(retention, earlier.retention as typeof retention), 'retention cohorts').toEqual(
      referenceRetention(world, range.end),
    )
    const [subscriptions] = await subscriptionAggregates(payload, [window])
    const share = minus(subscriptions!, earlier.subscriptions as typeof subscriptions & object)
    expect({ ...share, mrrCents: Math.round(share.mrrCents) }, 'subscriptions').toEqual(
      referenceSubscriptions(world, range),
    )
  })

  it("the migration's back-fill from the rows gives the aggregates the triggers kept, row for row", async () => {
    const snapshot = async () => {
      const tables = {
        analytics_hours: 'hour',
        analytics_day_gaps: 'day, gap',
        analytics_gap_pairs: 't_hour, p_hour',
      }
      const out: Record<string, string[]> = {}
      for (const [table, key] of Object.entries(tables)) {
        const rows = await queryRows<Record<string, unknown>>(payload, (sql) =>
          sql.raw(`SELECT * FROM ${table} ORDER BY ${key}`),
        )
        // Rows the triggers emptied again (every count back to 0) are absent after a rebuild.
        out[table] = rows
          .map((row) => Object.entries(row).map(([column, value]) => [column, toNumber(value)] as const))
          .filter((row) => row.some(([column, value]) => !key.includes(column) && value !== 0))
          .map((row) => JSON.stringify(row))
      }
      return out
    }
    const kept = await snapshot()
    expect(kept.analytics_gap_pairs!.length).toBeGreaterThan(0)
    for (const statement of installAggregateStatements(sqlEngineOf(payload), { relink: false })) {
      await queryRows(payload, (sql) => sql.raw(statement))
    }
    expect(await snapshot()).toEqual(kept)
  })

  it('the world reaches the edges it is meant to test', () => {
    const starts = CASES.map(([, end, period, which]) => windowFor(end, period, which).start.getTime())
    expect(world.questions.some((q) => starts.includes(q.at))).toBe(true)
    expect(world.questions.some((q) => q.at === MONDAY + 14 * DAY)).toBe(true)
    expect(referenceRetention(world, MONDAY + 14 * DAY).retained7d).toBeGreaterThan(0)
    expect(
      referenceSubscriptions(world, { start: MONDAY + 7 * DAY, end: MONDAY + 14 * DAY }).paidUsers,
    ).toBeGreaterThan(0)
  })
})
