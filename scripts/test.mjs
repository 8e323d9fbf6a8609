#!/usr/bin/env node
// `npm test`: every suite — unit, integration on SQLite, integration on PostgreSQL (when
// 127.0.0.1:5432 answers, required when REQUIRE_POSTGRES=1), browser end-to-end in Chromium —
// then each stage's duration and one closing line with the totals. Every test that did not run is
// counted as skipped, a whole skipped stage included; no test is retried, so none passes on a
// second try.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { portProblem } from './lib/ports.mjs'

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

/** A port between 20000 and 32767 (below Linux's ephemeral range) that is free now. */
const freePortOutsideEphemeralRange = async () => {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_768)
    if (!(await portProblem(port))) return port
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 }
/** The integration and unit tests that registered as skipped (an engine's own tests, on the other). */
const skippedTests = []
const failedStages = []
/** Each stage's label and wall-clock seconds, printed at the end: where the run's time goes. */
const durations = []
const started = performance.now()
const seconds = (since) => Math.round((performance.now() - since) / 1000)
const fileNameOf = (label) => label.replace(/\W+/g, '-').replace(/^-|-$/g, '')

/**
 * Runs one stage's command. With `quiet`, its output goes to a log file printed when it ends
 * (a stage that runs beside another would interleave its lines with that one's).
 */
const run = (label, command, args, { env = {}, quiet = false } = {}) =>
  new Promise((resolve) => {
    const since = performance.now()
    const log = quiet ? path.join(resultsDir, `${fileNameOf(label)}.log`) : null
    if (quiet) console.log(`\n━━ ${label} ━━ (runs beside other stages; its output follows when it ends)`)
    else console.log(`\n━━ ${label} ━━`)
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    })
    if (quiet) {
      const file = createWriteStream(log)
      child.stdout.pipe(file)
      child.stderr.pipe(file)
    }
    child.on('close', (code) => {
      durations.push({ label, seconds: seconds(since) })
      if (quiet) console.log(`\n━━ ${label} (output) ━━\n${readFileSync(log, 'utf8')}`)
      if (code !== 0) failedStages.push(label)
      resolve(code === 0)
    })
  })

/** The stage's vitest report, or null when it wrote none. */
const vitestStage = async (label, project, options = {}) => {
  const output = path.join(resultsDir, `${fileNameOf(label)}.json`)
  const isOk = await run(
    label,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    options,
  )
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + report.numTodoTests
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'passed' && test.status !== 'failed') skippedTests.push(`${label}: ${test.fullName}`)
      }
    }
    return report
  }
  if (!isOk) totals.failed += 1
  return null
}

// The browser stage's production build is made now, beside the unit and integration stages, at a
// lower CPU priority: it takes what their processes leave idle (waits on the databases, the
// stages' ends) instead of running alone before the browser tests. The build bakes in the app's
// address, so the app's port is chosen now (outside the range the system hands out to
// connections, which the integration tests open by the thousand); playwright.config.ts keeps it.
process.env.E2E_PORT ??= String(await freePortOutsideEphemeralRange())
const browserBuild = run(
  'production build for the browser tests',
  'nice',
  ['-n', '10', process.execPath, 'scripts/e2e-server.mjs', '--build-only'],
  { quiet: true },
)

await vitestStage('unit', 'unit')

// The two integration stages run side by side: each is one test process on its own database (a
// throwaway SQLite file, a throwaway PostgreSQL database), and together they fill the two cores a
// CI machine has where one alone leaves one mostly idle.
const isPostgresUp = await isPortOpen(5432)
const [sqliteReport] = await Promise.all([
  vitestStage('integration (SQLite)', 'int'),
  isPostgresUp
    ? vitestStage('integration (PostgreSQL)', 'int', { env: { TEST_DATABASE: 'postgres' }, quiet: true })
    : null,
])
if (!isPostgresUp && process.env.REQUIRE_POSTGRES === '1') {
  console.error('\nPostgreSQL is required (REQUIRE_POSTGRES=1) but 127.0.0.1:5432 does not answer.')
  failedStages.push('integration (PostgreSQL)')
  totals.failed += 1
} else if (!isPostgresUp) {
  // The PostgreSQL stage runs the same integration tests as the SQLite stage: every one of them
  // is a test not run. (Without a SQLite report the count is unknown, and that stage has failed.)
  const notRun = sqliteReport?.numTotalTests ?? 0
  totals.skipped += notRun
  console.log(`\n━━ integration (PostgreSQL) ━━\nskipped: nothing answers on 127.0.0.1:5432 (${notRun} tests not run)`)
}

/** One Playwright project's run; its counts join the totals. */
const browserStage = async (label, args) => {
  const output = path.join(resultsDir, `${fileNameOf(label)}.json`)
  await run(label, 'npx', ['playwright', 'test', ...args], {
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      // As in CI: a stray test.only fails the run, and no server already running is reused.
      CI: process.env.CI ?? '1',
    },
  })
  if (!existsSync(output)) return void (totals.failed += 1)
  const { stats } = JSON.parse(readFileSync(output, 'utf8'))
  // Retries are off, so `flaky` stays 0; were one ever counted, it failed its first try.
  totals.passed += stats.expected
  totals.failed += stats.unexpected + stats.flaky
  totals.skipped += stats.skipped
}

const isBrowserBuildOk = await browserBuild
if (isBrowserBuildOk && (await run('Chromium install check', 'node', ['scripts/ensure-chromium.mjs']))) {
  // Two runs, each on a freshly seeded server: the specs that touch only their own accounts on two
  // workers, then the site-wide ones alone (playwright.config.ts says which), even when the first failed.
  await browserStage('browser, own accounts (Chromium, 2 workers)', ['--project=own-accounts', '--workers=2'])
  await browserStage('browser, site-wide (Chromium, 1 worker)', ['--project=site-wide'])
} else {
  totals.failed += 1
}

if (skippedTests.length)
  console.log(`\nSkipped in the vitest stages:\n${skippedTests.map((name) => `  ${name}`).join('\n')}`)
console.log('\nStage durations (wall clock; the build and the integration stages overlap):')
for (const { label, seconds: stageSeconds } of durations)
  console.log(`  ${label.padEnd(46)} ${String(stageSeconds).padStart(5)} s`)
console.log(`  ${'whole run'.padEnd(46)} ${String(seconds(started)).padStart(5)} s`)
console.log(`\n${failedStages.length ? `Failed stages: ${failedStages.join(', ')}` : 'All stages passed.'}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStages.length || totals.failed ? 1 : 0)
