#!/usr/bin/env node
// `npm test`: every suite — unit, integration on SQLite, integration on PostgreSQL (when
// 127.0.0.1:5432 answers, required when REQUIRE_POSTGRES=1), browser end-to-end in Chromium —
// then one closing line with the totals. Every test that did not run is counted as skipped,
// a whole skipped stage included; no test is retried, so none passes on a second try.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const resultsDir = path.resolve('data', 'test-results')
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const isPortOpen = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1500 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })

const totals = { passed: 0, failed: 0, skipped: 0 }
const failedStages = []

const run = (label, command, args, env = {}) => {
  console.log(`\n━━ ${label} ━━`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  if (result.status !== 0) failedStages.push(label)
  return result.status === 0
}

/** The stage's vitest report, or null when it wrote none. */
const vitestStage = (label, project, env = {}) => {
  const output = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`)
  const isOk = run(
    label,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  )
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + report.numTodoTests
    return report
  }
  if (!isOk) totals.failed += 1
  return null
}

vitestStage('unit', 'unit')
const sqliteReport = vitestStage('integration (SQLite)', 'int')

const isPostgresUp = await isPortOpen(5432)
if (isPostgresUp) {
  vitestStage('integration (PostgreSQL)', 'int', { TEST_DATABASE: 'postgres' })
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('\nPostgreSQL is required (REQUIRE_POSTGRES=1) but 127.0.0.1:5432 does not answer.')
  failedStages.push('integration (PostgreSQL)')
  totals.failed += 1
} else {
  // The PostgreSQL stage runs the same integration tests as the SQLite stage: every one of them
  // is a test not run. (Without a SQLite report the count is unknown, and that stage has failed.)
  const notRun = sqliteReport?.numTotalTests ?? 0
  totals.skipped += notRun
  console.log(`\n━━ integration (PostgreSQL) ━━\nskipped: nothing answers on 127.0.0.1:5432 (${notRun} tests not run)`)
}

if (run('Chromium install check', 'node', ['scripts/ensure-chromium.mjs'])) {
  const output = path.join(resultsDir, 'e2e.json')
  run('browser end-to-end (Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    // As in CI: a stray test.only fails the run, and no server already running is reused.
    CI: process.env.CI ?? '1',
  })
  if (existsSync(output)) {
    const { stats } = JSON.parse(readFileSync(output, 'utf8'))
    // Retries are off, so `flaky` stays 0; were one ever counted, it failed its first try.
    totals.passed += stats.expected
    totals.failed += stats.unexpected + stats.flaky
    totals.skipped += stats.skipped
  } else {
    totals.failed += 1
  }
} else {
  totals.failed += 1
}

console.log(`\n${failedStages.length ? `Failed stages: ${failedStages.join(', ')}` : 'All stages passed.'}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStages.length || totals.failed ? 1 : 0)
