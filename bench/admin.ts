// bench/admin: the admin dashboard's two heavy reads on a big dataset, on SQLite and PostgreSQL.
//   npm run bench:admin        (BENCH_RUNS=100, BENCH_USERS=100000, BENCH_ANSWERS=1000000,
//                               BENCH_DATABASES=sqlite,postgres, BENCH_PORT=3600)
// For each engine: a throwaway database, the production server (`npm start`'s path), then a
// year of generated activity written by bulk INSERT … SELECT, then sequential timed requests.
// Targets (issue 13): GET /api/analytics/stats/detailed?period=30d p95 ≤ 300 ms and the users
// tab page GET /api/admin/users?page=1&limit=20 p95 ≤ 100 ms; both are also given as a multiple
// of GET /api/users/me (authentication only) measured in the same run.
import { performance } from 'node:perf_hooks'
import path from 'node:path'

import Database from 'libsql'
import pg from 'pg'

import { installAggregateStatements } from '../src/services/analytics/aggregate-install'
import { datasetStatements, type Engine } from './lib/admin-dataset'
import { startServer } from './lib/server.mjs'

const RUNS = Number(process.env.BENCH_RUNS || 100)
const WARM_UP = 5
const SIZE = {
  users: Number(process.env.BENCH_USERS || 100_000),
  answers: Number(process.env.BENCH_ANSWERS || 1_000_000),
}
const ENGINES = (process.env.BENCH_DATABASES || 'sqlite,postgres').split(',') as Engine[]
const PORT = Number(process.env.BENCH_PORT || 3600)
const PG_ADMIN_URI = process.env.TEST_POSTGRES_ADMIN_URI || 'postgres://postgres@127.0.0.1:5432/postgres'
const TARGETS = { detailedP95Ms: 300, usersPageP95Ms: 100 }
const ADMIN = { email: 'admin@bench.test', password: 'Bench!Admin1' }
// BENCH_AGGREGATES=backfill writes the questions with the analytics triggers off, then builds the
// aggregates as the migration does on an existing database (same tables, far quicker on a shared
// box); the default writes every row through the triggers, as the app and importers do.
const BACKFILL = process.env.BENCH_AGGREGATES === 'backfill'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const summary = (values: number[]) => ({
  p50: +percentile(values, 50).toFixed(1),
  p95: +percentile(values, 95).toFixed(1),
  max: +Math.max(...values).toFixed(1),
})

/** Where the dataset statements run: the bench's own connection, beside the server's. */
type Executor = { query: (sql: string) => Promise<Record<string, unknown>[]>; close: () => Promise<void> }

const sqliteExecutor = (file: string): Executor => {
  const db = new Database(file)
  // A large page cache for the bulk writes (the indexes stay in memory); the server's own settings are untouched.
  db.exec('PRAGMA busy_timeout = 30000; PRAGMA cache_size = -1000000; PRAGMA synchronous = OFF')
  return {
    query: async (sql) =>
      /^\s*select/i.test(sql) ? (db.prepare(sql).all() as Record<string, unknown>[]) : (db.exec(sql), []),
    close: async () => {
      db.close()
    },
  }
}

const postgresExecutor = async (uri: string): Promise<Executor> => {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  return { query: async (sql) => (await client.query(sql)).rows, close: () => client.end() }
}

/** Writes the dataset; returns the seconds it took. */
const generate = async (engine: Engine, executor: Executor) => {
  const started = performance.now()
  const [{ user, thread }] = (await executor.query(
    'SELECT (SELECT COALESCE(MAX(id), 0) FROM users) AS "user", (SELECT COALESCE(MAX(id), 0) FROM answer_threads) AS "thread"',
  )) as [{ user: number; thread: number }]
  const statements = datasetStatements(engine, SIZE, { user: Number(user), thread: Number(thread) }, new Date())
  const answerTriggers = (on: boolean) =>
    engine === 'postgres' ? `ALTER TABLE answers ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER` : null
  if (BACKFILL && answerTriggers(false)) await executor.query(answerTriggers(false)!)
  for (const statement of statements) {
    const table = /INSERT INTO (\w+)/.exec(statement)![1]
    const t = performance.now()
    await executor.query(statement)
    console.log(`  ${table}: ${((performance.now() - t) / 1000).toFixed(1)} s`)
  }
  if (BACKFILL && answerTriggers(true)) {
    const t = performance.now()
    await executor.query(answerTriggers(true)!)
    for (const statement of installAggregateStatements(engine)) await executor.query(statement)
    console.log(`  aggregates back-filled: ${((performance.now() - t) / 1000).toFixed(1)} s`)
  }
  // PostgreSQL's autovacuum would vacuum and analyse the new tables soon after a bulk load (this
  // machine runs with it off): done now, so plans are stable and index-only scans skip the heap.
  if (engine === 'postgres') await executor.query('VACUUM ANALYZE')
  return (performance.now() - started) / 1000
}

const measure = async (baseUrl: string) => {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  const get = async (apiPath: string) => {
    const start = performance.now()
    const response = await fetch(`${baseUrl}/api${apiPath}`, { headers: { authorization: `Bearer ${token}` } })
    const body = await response.text()
    if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${body.slice(0, 300)}`)
    return { ms: performance.now() - start, body }
  }
  const timedRuns = async (apiPath: string) => {
    for (let i = 0; i < WARM_UP; i += 1) await get(apiPath)
    const times: number[] = []
    for (let i = 0; i < RUNS; i += 1) times.push((await get(apiPath)).ms)
    return times
  }
  const sample = JSON.parse((await get('/analytics/stats/detailed?period=30d')).body)
  console.log(
    `  sample (30d): ${sample.totalUsers} accounts, ${sample.totalQuestionsAsked} questions, MRR $${sample.monthlyRecurringRevenue}, DAU ${sample.avgDailyActiveUsers}`,
  )
  const me = summary(await timedRuns('/users/me'))
  const detailed = summary(await timedRuns('/analytics/stats/detailed?period=30d'))
  const usersPage = summary(await timedRuns('/admin/users?page=1&limit=20'))
  return { me, detailed, usersPage }
}

const runEngine = async (engine: Engine) => {
  console.log(`\n== ${engine}: ${SIZE.users} accounts, ${SIZE.answers} questions`)
  let databaseUri: string | undefined
  let dropDatabase = async () => {}
  if (engine === 'postgres') {
    const name = `studify_bench_${Date.now()}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URI })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(PG_ADMIN_URI)
    url.pathname = `/${name}`
    databaseUri = url.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URI })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    }
  }
  const server = await startServer({
    port: PORT,
    env: databaseUri ? { DATABASE_URI: databaseUri } : {},
  })
  try {
    const executor =
      engine === 'postgres'
        ? await postgresExecutor(databaseUri!)
        : sqliteExecutor(path.resolve('data', `bench-${PORT}`, 'bench.db'))
    const seconds = await generate(engine, executor)
    await executor.close()
    console.log(`  dataset written in ${seconds.toFixed(1)} s`)
    return await measure(server.baseUrl)
  } finally {
    server.stop()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await dropDatabase()
  }
}

const rows = []
let hasFailed = false
for (const engine of ENGINES) {
  const { me, detailed, usersPage } = await runEngine(engine)
  const ratio = (p95: number) => `${(p95 / me.p95).toFixed(1)}×`
  rows.push(
    { engine, measure: 'GET /api/users/me (floor)', ...me, 'vs /users/me': '1.0×', target: '' },
    {
      engine,
      measure: 'GET /api/analytics/stats/detailed?period=30d',
      ...detailed,
      'vs /users/me': ratio(detailed.p95),
      target: `p95 ≤ ${TARGETS.detailedP95Ms}`,
    },
    {
      engine,
      measure: 'GET /api/admin/users?page=1&limit=20',
      ...usersPage,
      'vs /users/me': ratio(usersPage.p95),
      target: `p95 ≤ ${TARGETS.usersPageP95Ms}`,
    },
  )
  hasFailed ||= detailed.p95 > TARGETS.detailedP95Ms || usersPage.p95 > TARGETS.usersPageP95Ms
  // Each engine's figures as soon as they exist: a later engine's failure does not lose them.
  console.table(rows.filter((row) => row.engine === engine))
}
console.log('\nmilliseconds, sequential requests against the production build:')
console.table(rows)
console.log(hasFailed ? 'bench:admin — a target was missed' : 'bench:admin — all targets met')
process.exit(hasFailed ? 1 : 0)
