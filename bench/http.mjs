#!/usr/bin/env node
// autocannon on `/` and `/fr` against a bare static Next.js page served by the same server in the
// same run. Targets: (issue 27) ≥ 0.6× the baseline's requests/s; (issue 3) p99 ≤ 50 ms at 50 connections.
import autocannon from 'autocannon'

import { startServer, warmUp } from './lib/server.mjs'

const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const MIN_RATIO = 0.6
const MAX_P99_MS = 50

const measure = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })

const server = await startServer({ port: Number(process.env.BENCH_PORT || 3201) })
let hasFailed = false
try {
  const paths = ['/bench-baseline', '/', '/fr']
  await warmUp(server.baseUrl, paths)
  const results = {}
  for (const path of paths) {
    const result = await measure(`${server.baseUrl}${path}`)
    // Failed requests (non-2xx, or no answer within autocannon's 10 s) are a miss, printed with the figures.
    results[path] = { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors }
  }
  const baseline = results['/bench-baseline'].rps
  const rows = Object.entries(results).map(([path, { rps, p99, failed }]) => {
    const ratio = rps / baseline
    const isOk = failed === 0 && (path === '/bench-baseline' || (ratio >= MIN_RATIO && p99 <= MAX_P99_MS))
    if (!isOk) hasFailed = true
    return {
      path,
      'req/s': Math.round(rps),
      'p99 ms': p99,
      'ratio to baseline': ratio.toFixed(2),
      failed,
      verdict: isOk ? 'ok' : 'MISS',
    }
  })
  console.table(rows)
} finally {
  server.stop()
}
console.log(hasFailed ? 'http: targets missed' : 'http: all targets met')
process.exit(hasFailed ? 1 : 0)
