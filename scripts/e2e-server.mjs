#!/usr/bin/env node
// Starts the app the way `npm start` does, on a fresh throwaway database, for the browser tests,
// with Stripe and the answer model replaced by local fakes (tests/fakes/stripe, tests/fakes/openai):
// no test ever reaches Stripe or a model provider.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import { E2E_STORE_URLS } from '../tests/e2e/helpers/store-urls.mjs'
import { assertPortsFree } from './lib/ports.mjs'

// With `--build-only`, only the production build the server would start is made (scripts/test.mjs
// builds it beside the integration stages); the same fakes are started for their environment, so
// the build's inputs, and so its fingerprint, are exactly those of the server that starts later.
const isBuildOnly = process.argv.includes('--build-only')
// The browser tests build into their own directory: a running `npm start` keeps its `.next`.
process.env.NEXT_DIST_DIR ??= '.next-test'

// playwright.config.ts chooses free ports and passes them; run alone, the fakes take any free port.
const port = process.env.E2E_PORT || '3100'
// A build-only run leaves the fakes' given ports to the server that starts after it.
const fakeStripePort = (!isBuildOnly && process.env.E2E_FAKE_STRIPE_PORT) || '0'
const fakeModelPort = (!isBuildOnly && process.env.E2E_FAKE_MODEL_PORT) || '0'
const dataDir = path.resolve('data', 'e2e')

const children = []
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
/** Ends the run at once (Playwright sees the web server exit) rather than after its start-up timeout. */
const fail = (error) => {
  console.error(`e2e server: ${error.message}`)
  stop()
  process.exit(1)
}

// Checked before the build, which takes minutes: a busy port is named now.
const portsToCheck = { 'E2E_PORT, the app': port }
if (fakeStripePort !== '0') portsToCheck['E2E_FAKE_STRIPE_PORT, the fake Stripe'] = fakeStripePort
if (fakeModelPort !== '0') portsToCheck['E2E_FAKE_MODEL_PORT, the fake model'] = fakeModelPort
if (!isBuildOnly) {
  await assertPortsFree(portsToCheck).catch(fail)
  rmSync(dataDir, { recursive: true, force: true })
}

/** Starts a fake service (tests/fakes/<name>/cli.ts) and resolves with the environment it prints when ready. */
const startFake = (name, cli, readyPrefix, env) =>
  new Promise((resolve, reject) => {
    const fake = spawn(process.execPath, ['--import', 'tsx', cli], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    })
    children.push(fake)
    fake.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)))
    readline.createInterface({ input: fake.stdout }).on('line', (line) => {
      if (line.startsWith(`${readyPrefix} `)) resolve(JSON.parse(line.slice(readyPrefix.length + 1)))
      else console.log(`[${name}] ${line}`)
    })
  })

const [stripeEnv, modelEnv] = await Promise.all([
  startFake('fake-stripe', 'tests/fakes/stripe/cli.ts', 'FAKE_STRIPE_READY', {
    FAKE_STRIPE_PORT: fakeStripePort,
    FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${port}/api/stripe/webhook`,
  }),
  startFake('fake-model', 'tests/fakes/openai/cli.ts', 'FAKE_MODEL_READY', { FAKE_MODEL_PORT: fakeModelPort }),
]).catch(fail)
const env = {
  ...process.env,
  ...stripeEnv,
  ...modelEnv,
  PORT: port,
  NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
  DATABASE_URI: `file:${path.join(dataDir, 'e2e.db')}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  REPORT_IMAGES_DIR: path.join(dataDir, 'report-images'),
  QUESTION_IMAGES_DIR: path.join(dataDir, 'question-images'),
  EMAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  SEED_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  SEED_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'E2e!Admin1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-that-is-long-enough-0123456789',
  // The test runner stands in for the site's one load balancer: each test may be its own client.
  TRUST_PROXY_HOPS: '1',
  // /download: Edge and Firefox send to their store, Chrome falls back to the zip (both modes tested).
  NEXT_PUBLIC_STORE_URL_EDGE: E2E_STORE_URLS.edge,
  NEXT_PUBLIC_STORE_URL_FIREFOX: E2E_STORE_URLS.firefox,
  NEXT_PUBLIC_STORE_URL_CHROME: '',
}
const app = spawn(process.execPath, ['scripts/start.mjs', ...(isBuildOnly ? ['--build-only'] : [])], {
  stdio: 'inherit',
  env,
})
children.push(app)
app.on('exit', (code) => {
  stop()
  process.exit(code ?? 0)
})
