import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type Browser, chromium, expect, request, test } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CHROME_LOCALE_FOLDERS } from '../../extension/src/config/locales'
import { launchWithExtension, PANEL_URL, signInToExtension } from '../e2e/helpers/extension'

/**
 * The store screenshots (1280×800) and promo tile (440×280), generated from the real extension
 * built for the e2e site: the site's home page in each language with the signed-in panel beside it,
 * after a maths question answered by the maths engine. Written to extension/store/screenshots/.
 */
const LOCALES = ['en', 'fr', 'es', 'ar', 'ja'] as const
const OUT_DIR = path.resolve(import.meta.dirname, '../../extension/store/screenshots')
const EXTENSION_DIR = path.resolve(import.meta.dirname, '../../extension')
const PANEL = { width: 400, height: 800 }
const PAGE = { width: 880, height: 800 }

test.describe.configure({ mode: 'serial' })

let composer: Browser
test.beforeAll(async () => {
  composer = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
})
test.afterAll(() => composer?.close())

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

/** Two real captures side by side, the panel where the browser puts it (the left in right-to-left). */
const compose = async (site: Buffer, panel: Buffer, isRtl: boolean, file: string) => {
  const page = await composer.newPage({ viewport: { width: PAGE.width + PANEL.width, height: PAGE.height } })
  const images = [
    `<img src="${dataUrl(site)}" width="${PAGE.width}" height="${PAGE.height}" alt="">`,
    `<img src="${dataUrl(panel)}" width="${PANEL.width}" height="${PANEL.height}" alt="" class="panel">`,
  ]
  await page.setContent(
    `<style>body{margin:0;display:flex}img{display:block}.panel{box-shadow:0 0 0 1px #c7c7d1}</style>${(isRtl ? images.reverse() : images).join('')}`,
  )
  await page.screenshot({ path: path.join(OUT_DIR, file) })
  await page.close()
}

for (const locale of LOCALES) {
  test(`store screenshot: ${locale}`, async ({ baseURL }) => {
    const api = await request.newContext({ baseURL })
    const launched = await launchWithExtension({ locale })
    try {
      const { site } = await signInToExtension(launched.context, api, 'Ada Lovelace')
      const panel = await launched.context.newPage()
      await panel.setViewportSize(PANEL)
      await panel.goto(PANEL_URL)
      await expect(panel.locator('html')).toHaveAttribute('lang', locale)
      await panel.locator('#question').fill('2x + 3 = 7')
      await panel.locator('form.composer button[type="submit"]').click()
      const answer = panel.locator('article.turn .turn-answer').last()
      await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 })
      await expect(answer.locator('.katex').first()).toBeVisible()

      await site.setViewportSize(PAGE)
      await site.goto(locale === 'en' ? '/' : `/${locale}`)
      await site.waitForLoadState('networkidle')
      await compose(await site.screenshot(), await panel.screenshot(), locale === 'ar', `${locale}-1280x800.png`)
    } finally {
      await launched.close()
      await api.dispose()
    }
  })
}

test('promo tile 440×280', async () => {
  const icon = readFileSync(path.join(EXTENSION_DIR, 'static/icons/icon-128.png'))
  const messages = JSON.parse(
    readFileSync(path.join(EXTENSION_DIR, '_locales', CHROME_LOCALE_FOLDERS.en, 'messages.json'), 'utf8'),
  ) as Record<string, { message: string }>
  const page = await composer.newPage({ viewport: { width: 440, height: 280 } })
  await page.setContent(`
    <style>
      body { margin: 0; width: 440px; height: 280px; display: flex; align-items: center; gap: 20px;
             box-sizing: border-box; padding: 28px; background: #4338ca; color: #fff;
             font-family: 'DejaVu Sans', sans-serif; }
      h1 { margin: 0 0 8px; font-size: 34px; }
      p { margin: 0; font-size: 15px; line-height: 1.4; }
    </style>
    <img src="${dataUrl(icon)}" width="96" height="96" alt="">
    <div><h1>${messages.extName!.message}</h1><p>${messages.extDescription!.message}</p></div>`)
  await page.screenshot({ path: path.join(OUT_DIR, 'promo-440x280.png') })
  await page.close()
})
