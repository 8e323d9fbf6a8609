import { defineConfig } from '@playwright/test'

import base from './playwright.config'

/**
 * `npm run extension:screenshots`: the store screenshots, taken from the real built extension
 * against the e2e site (the same web server as the browser tests). Not part of `npm test`.
 */
export default defineConfig({
  ...base,
  testMatch: ['store-screenshots/**/*.shots.ts'],
  timeout: 180_000,
})
