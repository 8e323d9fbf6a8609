import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { type APIRequestContext, type BrowserContext, chromium, expect } from '@playwright/test'

import { EXTENSION_ID } from '../../../extension/src/config/extension-id'
import { buildExtension } from '../../../scripts/build-extension'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs'
import { approveAccess, signUpAndSignIn } from './accounts'

/** The e2e site (scripts/e2e-server.mjs) the extension is built for. */
export const BASE_URL = `http://localhost:${process.env.E2E_PORT || 3100}`
/** The side panel's page, opened as a tab: the same page the side panel shows. */
export const PANEL_URL = `chrome-extension://${EXTENSION_ID}/sidepanel.html`

/**
 * The extension built for the e2e site and loaded unpacked into a persistent Chromium profile
 * (extensions need one); its pages and the site share that profile.
 */
export const launchWithExtension = async ({ locale = 'en-US' }: { locale?: string } = {}) => {
  const extensionDir = mkdtempSync(path.join(tmpdir(), 'studify-extension-'))
  await buildExtension({ siteUrl: BASE_URL, outDir: extensionDir, zipPath: null, storesDir: null })
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL: BASE_URL,
    locale,
    args: [
      ...CHROMIUM_ARGS,
      // The browser's language picks the extension's `_locales` folder.
      `--lang=${locale}`,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  })
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  return {
    context,
    serviceWorker,
    close: async () => {
      await context.close()
      rmSync(extensionDir, { recursive: true, force: true })
    },
  }
}

/**
 * A new approved student signed in to the extension through the site (/extension/connect), as the
 * tests of the panel's features start; the site tab is left open for the caller.
 */
export const signInToExtension = async (context: BrowserContext, api: APIRequestContext, name: string) => {
  const site = await context.newPage()
  const account = await signUpAndSignIn(site, { name })
  await approveAccess(api, account.email)
  await site.goto(`/extension/connect?ext=${EXTENSION_ID}`)
  // The hand-over has happened when the worker stored this account's token: read in any language
  // the site speaks (the browser's language may send the visitor to /fr/…, not in English).
  const [worker] = context.serviceWorkers()
  await expect
    .poll(
      async () =>
        ((await worker?.evaluate(() => chrome.storage.local.get('auth'))) as { auth?: { user?: { email?: string } } })
          ?.auth?.user?.email,
      { timeout: 15_000 },
    )
    .toBe(account.email)
  return { site, account }
}
