// bench/admin-profile: what each read of the detailed analytics view costs on a big dataset,
// in-process (no HTTP, so the shared machine's request noise stays out), beside an in-process floor
// measured in the same run: which parts grow with the questions and which stay flat.
//   npx tsx bench/admin-profile.ts   (BENCH_RUNS=30, BENCH_USERS=100000, BENCH_ANSWERS=1000000,
//   BENCH_DATABASE=sqlite|postgres: one engine per run, as the Payload config reads DATABASE_URI once;
//   BENCH_REUSE=1 measures the database an earlier run of the same size left, unseeded again (SQLite: its
//   file under data/; PostgreSQL: the database studify_admin_profile_<questions>, kept), so two versions of
//   the code can be compared on one dataset; pending migrations run on it first)
// The dataset is bench:admin's (bench/lib/admin-dataset.ts), written with the answer triggers off and
// the aggregates back-filled as the migration does (bench:admin's BENCH_AGGREGATES=backfill).
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import Database from 'libsql'
import pg from 'pg'

import { datasetStatements, type Engine } from './lib/admin-dataset'

const RUNS = Number(process.env.BENCH_RUNS || 30)
const SIZE = { users: Number(process.env.BENCH_USERS || 100_000), answers: Number(process.env.BENCH_ANSWERS || 1e6) }
const ENGINE = (process.env.BENCH_DATABASE || 'sqlite') as Engine
const PG_ADMIN_URI = process.env.TEST_POSTGRES_ADMIN_URI || 'postgres://postgres@127.0.0.1:5432/postgres'
const KEEP = process.env.BENCH_REUSE === '1'
const PG_NAME = KEEP ? `studify_admin_profile_${SIZE.answers}` : `studify_admin_profile_${Date.now()}`
const SQLITE_FILE = path.resolve('data', `bench-admin-profile-${SIZE.answers}`, 'profile.db')

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const adminQuery = async (uri: string, sql: string) => {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  const { rows } = await client.query(sql)
  await client.end()
  return rows as Record<string, unknown>[]
}

const pgExists = async () =>
  (await adminQuery(PG_ADMIN_URI, `SELECT 1 FROM pg_database WHERE datname = '${PG_NAME}'`)).length > 0
const REUSE = KEEP && (ENGINE === 'sqlite' ? existsSync(SQLITE_FILE) : await pgExists())

const databaseUri = async () => {
  if (ENGINE === 'sqlite') {
    if (!REUSE) rmSync(path.dirname(SQLITE_FILE), { recursive: true, force: true })
    return `file:${SQLITE_FILE}`
  }
  if (!REUSE) await adminQuery(PG_ADMIN_URI, `CREATE DATABASE ${PG_NAME}`)
  const url = new URL(PG_ADMIN_URI)
  url.pathname = `/${PG_NAME}`
  return url.toString()
}

/** Writes the dataset on a connection of its own (as bench:admin does), then back-fills the aggregates. */
const seed = async (uri: string, installAggregateStatements: (engine: Engine) => string[]) => {
  const started = performance.now()
  const run =
    ENGINE === 'postgres'
      ? async (sql: string) => adminQuery(uri, sql)
      : (() => {
          const db = new Database(SQLITE_FILE)
          db.exec('PRAGMA busy_timeout = 30000; PRAGMA cache_size = -1000000; PRAGMA synchronous = OFF')
          return async (sql: string) =>
            /^\s*select/i.test(sql) ? (db.prepare(sql).all() as Record<string, unknown>[]) : (db.exec(sql), [])
        })()
  const [bases] = await run(
    'SELECT (SELECT COALESCE(MAX(id), 0) FROM users) AS "user", (SELECT COALESCE(MAX(id), 0) FROM answer_threads) AS "thread"',
  )
  // The questions are written with the answer triggers off, then counted by the back-fill below
  // (which drops and re-creates every analytics trigger).
  if (ENGINE === 'postgres') await run('ALTER TABLE answers DISABLE TRIGGER USER')
  else await run('DROP TRIGGER IF EXISTS analytics_answers_insert')
  const statements = datasetStatements(
    ENGINE,
    SIZE,
    { user: Number(bases!.user), thread: Number(bases!.thread) },
    new Date(),
  )
  for (const statement of statements) await run(statement)
  if (ENGINE === 'postgres') await run('ALTER TABLE answers ENABLE TRIGGER USER')
  for (const statement of installAggregateStatements(ENGINE)) await run(statement)
  // Planner statistics and (PostgreSQL) the visibility map now, as autovacuum or a long-running
  // server would have them after a bulk load.
  await run(ENGINE === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE')
  return (performance.now() - started) / 1000
}

const profile = async () => {
  const uri = await databaseUri()
  process.env.DATABASE_URI = uri
  process.env.PAYLOAD_SECRET ??= 'bench-secret-that-is-long-enough-0123456789'
  // Imported once the database is chosen: the config reads DATABASE_URI when it loads.
  const [{ default: config }, { getPayload }, install, queries, stats] = await Promise.all([
    import('../payload.config'),
    import('payload'),
    import('../src/services/analytics/aggregate-install'),
    import('../src/services/analytics/detailed-stats-queries'),
    import('../src/services/analytics/detailed-stats'),
  ])
  const payload = await getPayload({ config })
  const db = payload.db as unknown as { prodMigrations?: unknown[]; migrate: (a: object) => Promise<void> }
  if (db.prodMigrations) await db.migrate({ migrations: db.prodMigrations })
  const admin = await payload.create({
    collection: 'users',
    data: { email: `admin-profile-${Date.now()}@bench.test`, password: 'Bench!Profile1', name: 'Bench' } as never,
    overrideAccess: true,
  })
  if (REUSE) console.log(`${ENGINE}: ${SIZE.users} accounts, ${SIZE.answers} questions, reused`)
  else {
    const seconds = await seed(uri, install.installAggregateStatements as (engine: Engine) => string[])
    console.log(`${ENGINE}: ${SIZE.users} accounts, ${SIZE.answers} questions written in ${seconds.toFixed(1)} s`)
  }
  const DAY = 24 * 60 * 60 * 1000
  const now = new Date()
  const window = (end: Date, endsNow: boolean) => ({
    start: new Date(end.getTime() - 30 * DAY),
    end,
    days: 30,
    todayStart: new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate())),
    endsNow,
  })
  const current = window(now, true)
  const before = window(current.start, false)
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['floor: read one account by id', () => payload.findByID({ collection: 'users', id: admin.id, depth: 0 })],
    ['questions and askers (aggregates)', () => queries.answerAggregates(payload, current)],
    ['accounts (aggregates)', () => queries.userAggregates(payload, current)],
    ['retention cohorts, current period', () => queries.retentionAggregates(payload, current)],
    ['retention cohorts, period before', () => queries.retentionAggregates(payload, before)],
    ['subscription scan, both periods', () => queries.subscriptionAggregates(payload, [current, before])],
    ['whole detailed view, 30d', () => stats.detailedStats({ payload, period: '30d', now })],
  ]
  const rows: Record<string, unknown>[] = []
  for (const [step, run] of steps) {
    for (let i = 0; i < 3; i += 1) await run()
    const times: number[] = []
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now()
      await run()
      times.push(performance.now() - start)
    }
    rows.push({
      engine: ENGINE,
      questions: SIZE.answers,
      step,
      p50: +percentile(times, 50).toFixed(2),
      p95: +percentile(times, 95).toFixed(2),
    })
  }
  console.table(rows)
  await payload.destroy()
}

try {
  await profile()
} finally {
  if (ENGINE === 'postgres' && !KEEP) await adminQuery(PG_ADMIN_URI, `DROP DATABASE IF EXISTS ${PG_NAME} WITH (FORCE)`)
}
process.exit(0)
