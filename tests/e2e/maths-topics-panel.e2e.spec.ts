import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from './helpers/test'

import { BASE_URL, launchWithExtension, PANEL_URL, signInToExtension } from './helpers/extension'

/**
 * Trigonometric identities and systems by matrices in the built extension's panel against the
 * production build: answered by the maths engine (Verified), typeset by KaTeX, in English and in
 * Arabic (right to left). Each answer is also saved as a picture for a person to look at.
 */
test.describe.configure({ mode: 'serial' })

let closeBrowser: () => Promise<void>
let context: BrowserContext
let api: APIRequestContext

const QUESTIONS = [
  ['identity', 'simplify (1 - cos^2 x)/sin x'],
  ['matrix-system', 'use an inverse matrix to solve x + y + z = 6, 2y + 5z = -4, 2x + 5y - z = 27'],
] as const
// The panel speaks English (the browser's language); only the answer follows the answer language.
const WORDS = { en: { step: 'Step 1.' }, ar: { step: 'الخطوة 1.' } }

const openPanel = async (): Promise<Page> => {
  const panel = await context.newPage()
  await panel.setViewportSize({ width: 400, height: 900 })
  await panel.goto(PANEL_URL)
  await expect(panel.getByLabel('Your question')).toBeVisible()
  return panel
}

test.beforeAll(async () => {
  const launched = await launchWithExtension()
  ;({ context } = launched)
  closeBrowser = launched.close
  api = await request.newContext({ baseURL: BASE_URL })
  const { site } = await signInToExtension(context, api, 'Maths Topics Student')
  await site.close()
})

test.afterAll(async () => {
  await closeBrowser?.()
  await api?.dispose()
})

for (const locale of ['en', 'ar'] as const) {
  test(`identities and matrix systems are verified maths answers in ${locale}`, async () => {
    const panel = await openPanel()
    await panel.getByRole('button', { name: 'Settings' }).click()
    await panel.getByLabel('Answer language').selectOption(locale)
    await panel.getByRole('button', { name: 'Back' }).click()
    for (const [name, question] of QUESTIONS) {
      await panel.getByLabel('Your question').fill(question)
      await panel.getByRole('button', { name: 'Ask', exact: true }).click()
      const turn = panel.locator('article.turn').last()
      await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
      await expect(turn.getByText('Verified')).toBeVisible()
      await expect(turn.locator('.turn-answer')).toContainText(WORDS[locale].step)
      await expect(turn.locator('.turn-answer .katex').first()).toBeVisible()
      await expect(turn.locator('.turn-answer .katex-error')).toHaveCount(0)
      await turn.screenshot({ path: test.info().outputPath(`${name}-${locale}.png`) })
    }
    await panel.close()
  })
}
