// bench/answers: what POST /api/ask adds on top of the model, and how fast the maths fast path is.
//   npm run bench:answers          (BENCH_RUNS=300 by default)
// Against the production server (`npm start`'s path) with the local fake model: for each run the
// same question goes once straight to the fake model and once through /api/ask; the overhead is the
// paired difference. Targets (issue 6): overhead p95 ≤ 10 ms, maths fast path p95 ≤ 50 ms;
// (issue 25) solveMaths p95 ≤ 10 ms on the newer kinds (statistics, counting, series, matrices…).
import { performance } from 'node:perf_hooks'

import { solveMaths } from '../src/services/answers/maths'
import { startFakeModel } from '../tests/fakes/openai/server'
import { startServer } from './lib/server.mjs'

const RUNS = Number(process.env.BENCH_RUNS || 300)
const WARM_UP = 20
const TARGETS = { overheadP95Ms: 10, mathsP95Ms: 50, newKindsSolverP95Ms: 10 }
const PASSWORD = 'Bench!Pass1'
const MATHS = [
  '2x + 3 = 11',
  'x^2 - 5x + 6 = 0',
  'd/dx x^3 + 2x',
  'integrate x^2 dx',
  '1/3 + 1/6',
  'simplify (x^2-1)/(x-1)',
  'What is 15% of 80?',
  'lcm of 4, 6 and 10',
  'equation of the line through (1, 2) and (3, 6)',
  '|2x - 3| = 5',
  '-2x + 1 <= 5',
  '4^x = 8',
  'log_3(2x+3) = 2',
  'convert 72 km/h to m/s',
  'The sum of two numbers is 10 and their difference is 4',
]
/** One question per kind added in issue 25; also part of the end-to-end fast path measurement. */
const NEW_KINDS = [
  'x^2 - 5x + 6 > 0',
  '(x-1)/(x+2) <= 0',
  'log(x, 2) = 3',
  'log_2 x = 5',
  'factor 6x^2 - 11x - 10',
  '2/3 divided by 4/9',
  'solve sin x = 1/2 from 0 to 2π',
  'simplify (1 - cos^2 x)/sin x',
  'prove sin^2 x + cos^2 x = 1',
  'verify sin(2x) = 2 sin x cos x',
  'det [[1,2],[3,4]]',
  'inverse of [[1,2],[3,4]]',
  '[[1,2],[3,4]] * [[5,6],[7,8]]',
  '[[2,1],[1,3]] X = [[5],[10]]',
  'use an inverse matrix to solve x + y + z = 6, 2y + 5z = -4, 2x + 5y - z = 27',
  "solve the system x+y+z=6, 2x-y+z=3, x+2y-z=2 using cramer's rule",
  'find the mean of 2, 4, 6, 8',
  'standard deviation of 2, 4, 4, 4, 5, 5, 7, 9',
  'quartiles of 1, 2, 3, 4, 5, 6, 7, 8, 9',
  'how many ways can 5 people sit in a row',
  '10 choose 3',
  'A bag contains 3 red and 5 blue balls. What is the probability of drawing a red ball?',
  '1 + 2 + ... + 100',
  'Σ_(k=1)^10 (2k+1)',
  '(3+4i)/(1-2i)',
  '√72 in simplest form',
  'write 45000 in scientific notation',
  'what is the area of a circle with radius 3',
  'hypotenuse of a right triangle with legs 3 and 4',
]
MATHS.push(...NEW_KINDS)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const summary = (values: number[]) => ({
  p50: +percentile(values, 50).toFixed(2),
  p95: +percentile(values, 95).toFixed(2),
  max: +Math.max(...values).toFixed(2),
})
const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now()
  await run()
  return performance.now() - start
}

/** RUNS timings of `run`, one after another. */
const timedRuns = async (run: (index: number) => Promise<unknown>) => {
  const times: number[] = []
  for (let i = 0; i < RUNS; i += 1) times.push(await timed(() => run(i)))
  return times
}

const model = await startFakeModel()
const server = await startServer({
  port: Number(process.env.BENCH_PORT || 3202),
  env: { AI_BASE_URL: model.baseUrl, AI_API_KEY: model.apiKey, AI_MODEL: 'fake-model' },
})
let hasFailed = false
try {
  const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`)
    return text
  }
  const email = `bench-${Date.now()}@bench.test`
  const { token, user } = JSON.parse(
    await call('/auth/register', {
      method: 'POST',
      body: JSON.stringify({ name: 'Bench Student', email, password: PASSWORD }),
    }),
  )
  const admin = JSON.parse(
    await call('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@bench.test', password: 'Bench!Admin1' }),
    }),
  ).token
  const { requests } = JSON.parse(await call('/admin/access-requests', { token: admin }))
  const request = requests.find((candidate: { user: { email: string } }) => candidate.user.email === email)
  await call(`/admin/access-requests/${request.id}`, {
    method: 'PUT',
    token: admin,
    body: JSON.stringify({ status: 'approved' }),
  })
  await call(`/admin/users/${user.id}`, {
    method: 'PUT',
    token: admin,
    body: JSON.stringify({ requestLimit: 100_000 }),
  })

  const question = 'Explain why the sky is blue'
  const direct = () =>
    fetch(`${model.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${model.apiKey}` },
      body: JSON.stringify({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: question }] }),
    }).then((response) => response.text())
  const ask = (text: string) => call('/ask', { method: 'POST', token, body: JSON.stringify({ question: text }) })

  for (let i = 0; i < WARM_UP; i += 1) {
    await direct()
    await ask(question)
    await ask(MATHS[i % MATHS.length]!)
  }
  const overhead: number[] = []
  const throughApi: number[] = []
  const mathsApi: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const straight = await timed(direct)
    const viaApi = await timed(() => ask(question))
    throughApi.push(viaApi)
    overhead.push(viaApi - straight)
    mathsApi.push(await timed(() => ask(MATHS[i % MATHS.length]!)))
  }
  // The floors: Payload's own "who am I" (authentication only), and an authenticated API call
  // with one query (the thread list) on the same server.
  const whoAmI = await timedRuns(() => call('/users/me', { token }))
  const authenticatedCall = await timedRuns(() => call('/threads', { token }))
  // The machine's HTTP floor: Next.js serving its smallest static page, no Payload, no database.
  const staticPage = await timedRuns(() =>
    fetch(`${server.baseUrl}/bench-baseline`).then((response) => response.text()),
  )
  const solver = await timedRuns(async (i) => solveMaths(MATHS[i % MATHS.length]!))
  const newKinds = await timedRuns(async (i) => {
    if (!solveMaths(NEW_KINDS[i % NEW_KINDS.length]!))
      throw new Error(`not answered: ${NEW_KINDS[i % NEW_KINDS.length]}`)
  })

  const rows = [
    {
      measure: '/api/ask overhead over the model (paired)',
      ...summary(overhead),
      target: `p95 ≤ ${TARGETS.overheadP95Ms}`,
    },
    { measure: '/api/ask, model answer, end to end', ...summary(throughApi), target: '' },
    { measure: 'GET /api/users/me (authentication floor)', ...summary(whoAmI), target: '' },
    { measure: 'GET /api/threads (authenticated, one query)', ...summary(authenticatedCall), target: '' },
    { measure: 'GET /bench-baseline (static page floor)', ...summary(staticPage), target: '' },
    { measure: '/api/ask, maths fast path, end to end', ...summary(mathsApi), target: `p95 ≤ ${TARGETS.mathsP95Ms}` },
    { measure: 'solveMaths alone', ...summary(solver), target: '' },
    {
      measure: 'solveMaths alone, issue-25 kinds',
      ...summary(newKinds),
      target: `p95 ≤ ${TARGETS.newKindsSolverP95Ms}`,
    },
  ]
  console.table(rows)
  hasFailed =
    summary(overhead).p95 > TARGETS.overheadP95Ms ||
    summary(mathsApi).p95 > TARGETS.mathsP95Ms ||
    summary(newKinds).p95 > TARGETS.newKindsSolverP95Ms
  console.log(hasFailed ? 'bench:answers — a target was missed' : 'bench:answers — all targets met')
} finally {
  server.stop()
  await model.stop()
}
process.exit(hasFailed ? 1 : 0)
