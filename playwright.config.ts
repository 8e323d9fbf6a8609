import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'
import { freePortsSync } from './scripts/lib/ports.mjs'

// Ports not given are chosen free once, here in the runner's process; the web server, the fakes
// and the test workers inherit them through the environment (workers load this file again and
// find them set). A given port that is busy fails the web server at once, naming it.
const PORT_VARIABLES = ['E2E_PORT', 'E2E_FAKE_STRIPE_PORT', 'E2E_FAKE_MODEL_PORT'] as const
const unset = PORT_VARIABLES.filter((name) => !process.env[name])
if (unset.length) freePortsSync(unset.length).forEach((port, index) => (process.env[unset[index]!] = String(port)))
// The tests build the app into their own directory: a running `npm start` keeps its `.next`.
process.env.NEXT_DIST_DIR = '.next-test'

const PORT = Number(process.env.E2E_PORT)
export const E2E_BASE_URL = `http://localhost:${PORT}`

/**
 * Specs that change what every visitor sees (the home page, globals, published posts and pages,
 * the flash sale, a second app server) or assert site-wide figures (the admin's counts, the
 * translators' board, the blog's lists). `npm test` runs them one at a time, after every other
 * spec, which only touch their own accounts and so share two workers (`--workers=2`). A new spec
 * that edits or counts site-wide content belongs here.
 */
const SITE_WIDE_SPECS = [
  'e2e/admin-dashboard',
  'e2e/admin-edit',
  'e2e/admin-languages',
  'e2e/affiliate',
  'e2e/editor-publishing',
  'e2e/editor-roles',
  'e2e/flash-sale',
  'e2e/locale-publishing',
  'e2e/page-builder',
  'e2e/page-cache',
  'e2e/public-site',
  'e2e/rich-text-editing',
  'e2e/scale-out',
  'e2e/translation-status',
  'e2e/visual-polish',
  'security/locale-writes',
  'security/published-reads',
].map((spec) => `${spec}.e2e.spec.ts`)

export default defineConfig({
  testDir: 'tests',
  // Browser tests, and the security regressions that need a real browser.
  testMatch: ['e2e/**/*.e2e.spec.ts', 'security/**/*.e2e.spec.ts'],
  // One worker unless told more: any selection of specs is safe to run by hand. The tests of one
  // file always run in order, in one worker.
  fullyParallel: false,
  workers: 1,
  // A test that passes only on a second try is a failure to fix, never a pass.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'own-accounts', testIgnore: SITE_WIDE_SPECS },
    // One of these at a time, whatever `--workers` says (npm test runs this project on its own).
    { name: 'site-wide', testMatch: SITE_WIDE_SPECS, workers: 1 },
  ],
  webServer: {
    // The real quick start (`npm start`) against a throwaway SQLite database.
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/globals/site-settings`,
    timeout: 420_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
