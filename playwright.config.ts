import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'

const PORT = Number(process.env.E2E_PORT || 3100)
export const E2E_BASE_URL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: 'tests',
  // Browser tests, and the security regressions that need a real browser.
  testMatch: ['e2e/**/*.e2e.spec.ts', 'security/**/*.e2e.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
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
