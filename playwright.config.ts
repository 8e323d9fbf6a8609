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

export default defineConfig({
  testDir: 'tests',
  // Browser tests, and the security regressions that need a real browser.
  testMatch: ['e2e/**/*.e2e.spec.ts', 'security/**/*.e2e.spec.ts'],
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
