import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { expect, request, test } from './helpers/test'
import { EXTENSION_ID } from '../../extension/src/config/extension-id'
import { buildExtension } from '../../scripts/build-extension'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { approveAccess, signUpAndSignIn } from './helpers/accounts'
import { BASE_URL, PANEL_URL } from './helpers/extension'

test('arabic panel screenshot', async () => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'studify-ext-ar-'))
  await buildExtension({ siteUrl: BASE_URL, outDir: dir, zipPath: null })
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL: BASE_URL,
    locale: 'ar',
    args: [...CHROMIUM_ARGS, '--lang=ar', `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  })
  const api = await request.newContext({ baseURL: BASE_URL })
  const site = await context.newPage()
  const account = await signUpAndSignIn(site, { name: 'Ibn Sina' })
  await approveAccess(api, account.email)
  await site.goto(`/extension/connect?ext=${EXTENSION_ID}`)
  await expect(site.locator('.extension-connect')).toBeVisible()
  await site.waitForTimeout(1500)
  const panel = await context.newPage()
  await panel.setViewportSize({ width: 400, height: 900 })
  await panel.goto(PANEL_URL)
  await panel.locator('#question').fill('Solve 3x - 5 = 16')
  await panel.locator('.composer-row .button').nth(3).click()
  const turn = panel.locator('article.turn').last()
  await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await turn.locator('.ladder button').first().click()
  await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await turn.locator('details.check summary').click()
  await turn.locator('.student-answer').fill('3x = 11\nx = 11/3')
  await turn.locator('.check-form button[type=submit]').click()
  await expect(turn.locator('.verdict')).toBeVisible()
  await panel.screenshot({ path: '/tmp/18a/panel-ar.png', fullPage: true })
  await context.close()
  await api.dispose()
})
