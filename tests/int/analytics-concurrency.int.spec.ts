import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { answerAggregates, type Window } from '@/services/analytics/detailed-stats-queries'
import { queryRows } from '@/services/db/raw-sql'
import { resolveDatabaseTarget } from '@/services/db/database-uri'

import { referenceAnswers, type RefAnswer } from '../helpers/analytics-reference'
import { randomSource } from '../helpers/analytics-world'
import { describeOn } from '../helpers/engine-only'
import { uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

/**
 * Many app servers writing at once (PostgreSQL): concurrent transactions insert questions of the
 * same askers and of different ones, stamped within one hour in no particular order, and vote.
 * Every answer must end linked to its asker's true previous question, and the aggregates must
 * give what the naive definitions give. The world sits in 2007, where no other test writes.
 */
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const BASE = Date.parse('2007-05-01T10:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()
const isPostgres = resolveDatabaseTarget().kind === 'postgres'

let payload: Payload
const users: { id: number; thread: number }[] = []

beforeAll(async () => {
  if (!isPostgres) return
  payload = await getTestPayload()
  for (let i = 0; i < 6; i += 1) {
    const user = await payload.db.create({
      collection: 'users',
      data: {
        name: 'Racer',
        email: uniqueEmail('racer'),
        role: 'user',
        requestLimit: 10,
        plan: 'free',
        createdAt: iso(BASE - DAY),
      },
    })
    const thread = await payload.db.create({ collection: 'answer-threads', data: { user: user.id, title: 'Race' } })
    users.push({ id: user.id as number, thread: thread.id as number })
  }
})

describeOn('postgres')('analytics aggregates under concurrent writers', () => {
  it('links every question to its asker’s previous one and counts as the definitions do', async () => {
    const random = randomSource(20070501)
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URI, max: 12 })
    const written: RefAnswer[] = []
    try {
      // Two askers get most questions, so their transactions contend for the same asker.
      const jobs = Array.from({ length: 160 }, () => {
        const user = random.int(3) === 0 ? random.pick(users) : users[random.int(2)]!
        const answer: RefAnswer = {
          user: user.id,
          createdAt: BASE + random.int(55) * 60_000 + random.pick([0, 0, 1, 999]),
          outcome: random.pick(['answered', 'model_error'] as const),
          latencyMs: 100 + random.int(3000),
          feedback: random.pick([null, 'helpful'] as const),
          feedbackAt: null,
        }
        if (answer.feedback) answer.feedbackAt = answer.createdAt + 60_000
        written.push(answer)
        return { user, answer, pause: random.int(15) }
      })
      await Promise.all(
        jobs.map(async ({ user, answer, pause }) => {
          const client = await pool.connect()
          try {
            await client.query('BEGIN')
            const { rows } = await client.query(
              `INSERT INTO answers (user_id, thread_id, question, source, outcome, latency_ms, created_at, updated_at)
                VALUES ($1, $2, 'q', 'model', $3, $4, $5, $5) RETURNING id`,
              [user.id, user.thread, answer.outcome, answer.latencyMs, iso(answer.createdAt)],
            )
            await client.query('SELECT pg_sleep($1)', [pause / 1000])
            if (answer.feedback) {
              await client.query('UPDATE answers SET feedback = $1, feedback_at = $2 WHERE id = $3', [
                answer.feedback,
                iso(answer.feedbackAt!),
                rows[0].id,
              ])
            }
            await client.query('COMMIT')
          } finally {
            client.release()
          }
        }),
      )
    } finally {
      await pool.end()
    }

    const links = await queryRows<{ prev_asked_at: unknown; expected: unknown }>(
      payload,
      (sql) => sql`SELECT prev_asked_at, lag(created_at) OVER (PARTITION BY user_id ORDER BY created_at, id) AS expected
        FROM answers WHERE user_id IN (${sql.join(
          users.map((u) => sql`${u.id}`),
          sql`, `,
        )})`,
    )
    expect(links).toHaveLength(160)
    const mismatched = links.filter((row) => String(row.prev_asked_at) !== String(row.expected))
    expect(mismatched).toEqual([])

    const world = { answers: written, users: [], payments: [], reports: [] }
    for (const [end, days, endsNow] of [
      [BASE + 2 * HOUR + 17 * 60_000, 7, true],
      [BASE + 30 * 60_000, 1, false],
      [BASE + DAY + 41 * 60_000, 30, false],
    ] as const) {
      const window: Window = {
        start: new Date(end - days * DAY),
        end: new Date(end),
        days,
        todayStart: new Date(Math.floor(end / DAY) * DAY),
        endsNow,
      }
      const answers = await answerAggregates(payload, window)
      const expected = referenceAnswers(world, {
        start: end - days * DAY,
        end,
        days,
        todayStart: window.todayStart.getTime(),
      })
      expect({ ...answers, meanLatencyMs: 0 }).toEqual({ ...expected, meanLatencyMs: 0 })
      expect(answers.meanLatencyMs).toBeCloseTo(expected.meanLatencyMs, 6)
    }
  }, 60_000)
})
