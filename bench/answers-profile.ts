// bench/answers-profile: what each database write of POST /api/ask costs, in-process (no HTTP, so
// the shared machine's request noise stays out), beside an in-process floor measured in the same run.
//   npx tsx bench/answers-profile.ts   (BENCH_RUNS=300, BENCH_DATABASE=sqlite|postgres: one engine per
//   run, as the Payload config reads DATABASE_URI once per process)
// Each step is the call services/answers/ask.ts makes: the quota claim (reserveRequest), the new
// thread (payload.db.create), the asker's counter (countQuestionAsked), the answer row
// (payload.db.create, which fires the analytics triggers inside its transaction), and the same
// answer row with the analytics triggers dropped, so their share is the difference.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

const RUNS = Number(process.env.BENCH_RUNS || 300)
const ENGINE = process.env.BENCH_DATABASE || 'sqlite'
const PG_ADMIN_URI = process.env.TEST_POSTGRES_ADMIN_URI || 'postgres://postgres@127.0.0.1:5432/postgres'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const PG_NAME = `studify_profile_${Date.now()}`

const adminQuery = async (sql: string) => {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URI })
  await admin.connect()
  await admin.query(sql)
  await admin.end()
}

const databaseUri = async (engine: string) => {
  if (engine === 'sqlite') {
    const dir = path.resolve('data', 'bench-profile')
    rmSync(dir, { recursive: true, force: true })
    return `file:${path.join(dir, 'profile.db')}`
  }
  await adminQuery(`CREATE DATABASE ${PG_NAME}`)
  const url = new URL(PG_ADMIN_URI)
  url.pathname = `/${PG_NAME}`
  return url.toString()
}

const profile = async (engine: string) => {
  process.env.DATABASE_URI = await databaseUri(engine)
  process.env.PAYLOAD_SECRET ??= 'bench-secret-that-is-long-enough-0123456789'
  // Imported once the database is chosen: the config reads DATABASE_URI when it loads.
  const [{ default: config }, { getPayload }, quotas, triggers] = await Promise.all([
    import('../payload.config'),
    import('payload'),
    import('../src/services/quotas/weekly-usage'),
    import('../src/services/analytics/aggregate-triggers'),
  ])
  const payload = await getPayload({ config })
  const db = payload.db as unknown as {
    prodMigrations?: unknown[]
    migrate: (args: { migrations?: unknown[] }) => Promise<void>
    execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
    drizzle: unknown
  }
  if (db.prodMigrations) await db.migrate({ migrations: db.prodMigrations })
  const user = await payload.create({
    collection: 'users',
    data: { email: `profile-${Date.now()}@bench.test`, password: 'Bench!Profile1', name: 'Bench' } as never,
    overrideAccess: true,
  })
  const newThread = () =>
    payload.db.create({
      collection: 'answer-threads',
      data: {
        user: user.id,
        title: 'A question',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
    })
  const thread = await newThread()
  const answerRow = () => {
    const now = new Date().toISOString()
    return payload.db.create({
      collection: 'answers',
      data: {
        user: user.id,
        thread: thread.id,
        question: 'what is 2+2',
        answer: 'It is 4, because two and two make four.',
        source: 'model',
        outcome: 'answered',
        isVerified: false,
        latencyMs: 120,
        promptTokens: 40,
        completionTokens: 20,
        model: 'fake-model',
        ladderLevel: 'full',
        createdAt: now,
        updatedAt: now,
      },
      select: { id: true },
    })
  }
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['floor: read one account by id', () => payload.findByID({ collection: 'users', id: user.id, depth: 0 })],
    ['quota claim (reserveRequest)', () => quotas.reserveRequest({ payload, userId: user.id as number, limit: 1e9 })],
    ['new thread row', newThread],
    ['asker counter (countQuestionAsked)', () => quotas.countQuestionAsked({ payload, userId: user.id as number })],
    ['answer row, analytics triggers on', answerRow],
  ]
  const rows: Record<string, unknown>[] = []
  const time = async (name: string, run: () => Promise<unknown>) => {
    for (let i = 0; i < 10; i += 1) await run()
    const times: number[] = []
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now()
      await run()
      times.push(performance.now() - start)
    }
    rows.push({ engine, step: name, p50: +percentile(times, 50).toFixed(2), p95: +percentile(times, 95).toFixed(2) })
  }
  for (const [name, run] of steps) await time(name, run)
  const engineName = engine === 'sqlite' ? 'sqlite' : 'postgres'
  for (const statement of triggers.dropAggregateTriggers(engineName as never))
    await db.execute({ drizzle: db.drizzle, raw: statement })
  await time('answer row, analytics triggers off', answerRow)
  console.table(rows)
  await payload.destroy()
}

try {
  await profile(ENGINE)
} finally {
  if (ENGINE === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${PG_NAME} WITH (FORCE)`)
}
process.exit(0)
