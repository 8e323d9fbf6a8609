import type { Payload } from 'payload'

import { queryRows } from '@/services/db/raw-sql'

import type { RefAnswer, RefWorld } from './analytics-reference'
import { uniqueEmail } from './factories'

/**
 * A random world of sign-ups, questions, votes, payments and reports written the ways the app
 * and others write them (Payload, raw INSERTs out of time order, updates, moves, deletes), with
 * its mirror in JavaScript for analytics-reference.ts. Instants fall on and around hour and day
 * edges, and one asker often asks again within minutes or hours.
 */
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** A small seeded generator (mulberry32), so a failing world can be made again from its seed. */
export const randomSource = (seed: number) => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!
  return { next, int, pick }
}
type Random = ReturnType<typeof randomSource>

/** An instant near `base`: often exactly on an hour or a day, or a moment away from one. */
const instantNear = (random: Random, from: number, span: number) => {
  const t = from + random.int(span)
  switch (random.int(4)) {
    case 0:
      return Math.floor(t / HOUR) * HOUR
    case 1:
      return Math.floor(t / DAY) * DAY + random.pick([0, 1, -1, 999])
    default:
      return t
  }
}

const iso = (ms: number) => new Date(ms).toISOString()

export const buildWorld = async (payload: Payload, random: Random, { from, span }: { from: number; span: number }) => {
  const world: RefWorld = { answers: [], users: [], payments: [], reports: [] }
  const rows = new Map<number, RefAnswer>()
  const users: { id: number; thread: number }[] = []
  for (let i = 0; i < 24; i += 1) {
    const createdAt = instantNear(random, from - 70 * DAY, span + 70 * DAY)
    const user = await payload.db.create({
      collection: 'users',
      data: {
        name: 'Oracle',
        email: uniqueEmail('oracle'),
        role: 'user',
        requestLimit: 10,
        plan: 'free',
        createdAt: iso(createdAt),
      },
    })
    const thread = await payload.db.create({ collection: 'answer-threads', data: { user: user.id, title: 'Oracle' } })
    users.push({ id: user.id as number, thread: thread.id as number })
    world.users.push(createdAt)
  }
  // Each asker asks in bursts: a burst's questions are minutes to hours apart, bursts days apart.
  const planned: RefAnswer[] = []
  for (const user of users) {
    let t = instantNear(random, from - 20 * DAY, span + 20 * DAY)
    for (let n = 5 + random.int(30); n > 0; n -= 1) {
      const step = random.pick([0, 60_000, 20 * 60_000, 3 * HOUR, 23 * HOUR, DAY, DAY + 1, 3 * DAY, 20 * DAY])
      t = random.int(5) === 0 ? instantNear(random, from, span) : t + step + random.int(2) * random.int(HOUR)
      const outcome = random.pick(['answered', 'answered', 'model_error', 'cancelled'] as const)
      const feedback = random.pick([null, null, 'helpful', 'not_helpful'] as const)
      planned.push({
        user: user.id,
        createdAt: t,
        outcome,
        latencyMs: random.int(6) === 0 ? null : 100 + random.int(5000),
        feedback,
        feedbackAt: feedback ? t + random.int(3 * DAY) : null,
      })
    }
  }
  // Written in a shuffled order: later questions often exist before an earlier one arrives.
  for (const answer of planned.sort(() => random.next() - 0.5)) {
    const thread = users.find((u) => u.id === answer.user)!.thread
    const fields = {
      outcome: answer.outcome,
      latencyMs: answer.latencyMs,
      feedback: answer.feedback,
      feedbackAt: answer.feedbackAt === null ? null : iso(answer.feedbackAt),
    }
    let id: number
    if (random.int(2) === 0) {
      const doc = await payload.db.create({
        collection: 'answers',
        data: {
          user: answer.user,
          thread,
          question: 'q',
          source: 'model',
          ...fields,
          createdAt: iso(answer.createdAt),
        },
      })
      id = doc.id as number
    } else {
      const [row] = await queryRows<{ id: number }>(
        payload,
        (
          sql,
        ) => sql`INSERT INTO answers (user_id, thread_id, question, source, outcome, latency_ms, feedback, feedback_at, created_at, updated_at)
          VALUES (${answer.user}, ${thread}, 'q', 'model', ${fields.outcome}, ${fields.latencyMs}, ${fields.feedback},
            ${fields.feedbackAt}, ${iso(answer.createdAt)}, ${iso(answer.createdAt)}) RETURNING id`,
      )
      id = Number(row!.id)
    }
    rows.set(id, answer)
  }
  await changeSome(payload, random, rows, users)
  world.answers = [...rows.values()]
  for (let i = 0; i < 40; i += 1) {
    const paidAt = instantNear(random, from, span)
    const cents = random.pick([499, 3295, 99, 1])
    await payload.db.create({
      collection: 'payments',
      data: {
        stripeInvoiceId: `in_oracle_${random.next()}`,
        user: users[0]!.id,
        stripeCustomerId: 'cus_oracle',
        amountPaid: cents,
        currency: 'usd',
        paidAt: iso(paidAt),
      },
    })
    world.payments.push({ paidAt, cents })
  }
  for (let i = 0; i < 40; i += 1) {
    const createdAt = instantNear(random, from, span)
    const report = await payload.db.create({
      collection: 'wrong-answer-reports',
      data: { user: users[0]!.id, status: 'pending', question: { text: 'q' }, createdAt: iso(createdAt) },
    })
    const status = random.pick(['pending', 'reviewing', 'resolved', 'rejected'] as const)
    if (status !== 'pending') {
      await payload.db.updateOne({ collection: 'wrong-answer-reports', id: report.id, data: { status } })
    }
    world.reports.push({ createdAt, status })
  }
  return world
}

/** Later changes: a vote given or withdrawn, an outcome settled, a question moved or deleted. */
const changeSome = async (
  payload: Payload,
  random: Random,
  rows: Map<number, RefAnswer>,
  users: { id: number; thread: number }[],
) => {
  for (const [id, answer] of [...rows].filter(() => random.int(6) === 0)) {
    const change = random.int(4)
    if (change === 0) {
      await payload.db.deleteOne({ collection: 'answers', where: { id: { equals: id } } })
      rows.delete(id)
    } else if (change === 1) {
      answer.createdAt += random.pick([-DAY, -HOUR, 7 * 60_000, 2 * DAY + 1])
      answer.user = random.pick(users).id
      await queryRows(
        payload,
        (sql) =>
          sql`UPDATE answers SET created_at = ${iso(answer.createdAt)}, user_id = ${answer.user} WHERE id = ${id}`,
      )
    } else {
      answer.outcome = random.pick(['answered', 'model_error'] as const)
      answer.feedback = random.pick([null, 'helpful', 'not_helpful'] as const)
      answer.feedbackAt = answer.feedback ? answer.createdAt + random.int(DAY) : null
      const feedbackAt = answer.feedbackAt === null ? null : iso(answer.feedbackAt)
      await payload.db.updateOne({
        collection: 'answers',
        id,
        data: { outcome: answer.outcome, feedback: answer.feedback, feedbackAt },
      })
    }
  }
}
