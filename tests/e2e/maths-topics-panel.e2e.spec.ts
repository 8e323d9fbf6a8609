import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from './helpers/test'

import { BASE_URL, launchWithExtension, PANEL_URL, signInToExtension } from './helpers/extension'

/**
 * Every maths kind issue 25 added, asked in the built extension's panel against the production
 * build: answered by the maths engine (Verified), worked in steps, typeset by KaTeX, in English
 * and in Arabic (right to left). Each answer is also saved as a picture for a person to look at.
 */
test.describe.configure({ mode: 'serial' })

let closeBrowser: () => Promise<void>
let context: BrowserContext
let api: APIRequestContext

/** One question per new kind, as students paste them. */
const QUESTIONS = [
  ['inequality', 'x^2 - 5x + 6 > 0'],
  ['logarithm', 'log(x, 2) = 3'],
  ['factoring', 'factor 6x^2 - 11x - 10'],
  ['fractions', '2/3 divided by 4/9'],
  ['trig-equation', 'solve sin x = 1/2 from 0 to 2π'],
  ['identity', 'simplify (1 - cos^2 x)/sin x'],
  ['determinant', 'det [[1,2],[3,4]]'],
  ['matrix-system', 'use an inverse matrix to solve x + y + z = 6, 2y + 5z = -4, 2x + 5y - z = 27'],
  ['statistics', 'Find the mean of 2, 4, 6'],
  ['counting', 'How many ways can you choose 3 people from 10?'],
  ['probability', 'What is the probability of rolling a 3 on a fair die?'],
  ['series', '1 + 2 + ... + 100'],
  ['complex', '(2+3i)(1-i)'],
  ['surds', '√72 in simplest form'],
  ['scientific', 'Write 45000 in scientific notation'],
  ['geometry', 'What is the area of a circle with radius 3?'],
] as const
// A free account asks FREE_WEEKLY_REQUEST_LIMIT questions a week: each batch is asked by an account of its own.
const BATCH = 8
const BATCHES = [QUESTIONS.slice(0, BATCH), QUESTIONS.slice(BATCH)]
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
})

test.afterAll(async () => {
  await closeBrowser?.()
  await api?.dispose()
})

for (const locale of ['en', 'ar'] as const) {
  BATCHES.forEach((batch, index) => {
    test(`${batch.map(([name]) => name).join(', ')} are verified maths answers in ${locale} (${index + 1}/${BATCHES.length})`, async () => {
      const { site } = await signInToExtension(context, api, 'Maths Topics Student')
      await site.close()
      const panel = await openPanel()
      await panel.locator('.answers-settings summary').click()
      await panel.getByLabel('Answer language').selectOption(locale)
      await panel.locator('.answers-settings summary').click()
      for (const [name, question] of batch) {
        await panel.getByLabel('Your question').fill(question)
        await panel.getByRole('button', { name: 'Ask', exact: true }).click()
        const turn = panel.locator('article.turn').last()
        await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
        await expect(turn.getByText('Verified'), name).toBeVisible()
        await expect(turn.locator('.turn-answer'), name).toContainText(WORDS[locale].step)
        await expect(turn.locator('.turn-answer .katex').first(), name).toBeVisible()
        await expect(turn.locator('.turn-answer .katex-error'), name).toHaveCount(0)
        await turn.screenshot({ path: test.info().outputPath(`${name}-${locale}.png`) })
      }
      await panel.close()
    })
  })
}
