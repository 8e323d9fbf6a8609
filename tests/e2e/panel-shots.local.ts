// Local screenshot walk of the changed panel states (not a test; not committed).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium, expect, request } from '@playwright/test'

import { EXTENSION_ID } from '../../extension/src/config/extension-id'
import { buildExtension } from '../../scripts/build-extension'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { approveAccess, signUpAndSignIn } from './helpers/accounts'

const BASE = 'http://localhost:4700'
const OUT = '/work/wt/panel-logs/shots'
const PANEL = `chrome-extension://${EXTENSION_ID}/sidepanel.html`

const walk = async (lang: 'en' | 'ar') => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shots-ext-'))
  await buildExtension({ siteUrl: BASE, outDir: dir, zipPath: null })
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL: BASE,
    locale: lang === 'ar' ? 'ar' : 'en-US',
    args: [...CHROMIUM_ARGS, `--lang=${lang === 'ar' ? 'ar' : 'en-US'}`, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  })
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  const api = await request.newContext({ baseURL: BASE })
  const site = await context.newPage()
  const account = await signUpAndSignIn(site, { name: 'Shot Taker' })
  await approveAccess(api, account.email)
  await site.goto(`/extension/connect?ext=${EXTENSION_ID}`)
  await site.waitForTimeout(1500)
  await worker.evaluate(() => chrome.storage.local.set({ answerLocale: 'fr' }))
  const panel = await context.newPage()
  await panel.setViewportSize({ width: 400, height: 800 })
  await panel.goto(PANEL)
  const box = panel.locator('#question')
  await box.fill('Solve 3x - 5 = 16')
  await panel.locator('button[title]').filter({ hasText: /.+/ }).nth(1).click() // "Hint first"
  const turn = panel.locator('article.turn').last()
  await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  for (const level of ['step', 'full']) {
    await turn.locator(`[data-level="${level}"]`).click()
    await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  }
  await panel.evaluate(() => {
    ;(window as unknown as { copied: string }).copied = ''
    navigator.clipboard.writeText = async (text: string) => {
      ;(window as unknown as { copied: string }).copied = text
    }
  })
  await turn.locator('[data-copy="latex"]').click()
  console.log(lang, 'LaTeX copy:', JSON.stringify(await panel.evaluate(() => (window as unknown as { copied: string }).copied)))
  await panel.screenshot({ path: `${OUT}/${lang}-ladder-french-answer.png`, fullPage: true })
  // "Ask Studify" on a selection: a new question.
  await worker.evaluate(() =>
    (self as unknown as { studifyHandleContextMenuClick: (info: object) => Promise<void> }).studifyHandleContextMenuClick({
      menuItemId: 'studify-ask',
      selectionText: 'What is photosynthesis?',
      editable: false,
      pageUrl: 'https://example.com/',
    }),
  )
  await expect(panel.locator('article.turn')).toHaveCount(1)
  await expect(panel.locator('article.turn .turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await panel.screenshot({ path: `${OUT}/${lang}-selection-new-question.png`, fullPage: true })
  const [tab] = await Promise.all([context.waitForEvent('page'), panel.locator('.report').click()])
  await tab.setViewportSize({ width: 1366, height: 900 })
  await tab.waitForLoadState('networkidle')
  await tab.waitForTimeout(1500)
  await tab.screenshot({ path: `${OUT}/${lang}-report-prefilled-desktop.png` })
  await tab.setViewportSize({ width: 390, height: 844 })
  await tab.waitForTimeout(500)
  await tab.screenshot({ path: `${OUT}/${lang}-report-prefilled-phone.png` })
  await context.close()
  await api.dispose()
}

for (const lang of ['en', 'ar'] as const) await walk(lang)
