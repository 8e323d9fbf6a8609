import AxeBuilder from '@axe-core/playwright'

import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from './helpers/test'

import { BASE_URL, launchWithExtension, PANEL_URL, signInToExtension } from './helpers/extension'

/**
 * The hint ladder and "Check my answer" in the built extension's panel, against the production
 * build: a maths question climbs Hint → Next step → Full solution from the CAS's worked steps, and
 * the student's own answers are checked (the CAS for maths, the fake model for the rest).
 */
test.describe.configure({ mode: 'serial' })

let closeBrowser: () => Promise<void>
let context: BrowserContext
let api: APIRequestContext
let panel: Page
let panelErrors: string[] = []

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)

const finished = async (turn: ReturnType<Page['locator']>) =>
  expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })

const check = async (turn: ReturnType<Page['locator']>, studentAnswer: string) => {
  const box = turn.getByLabel('Your answer (one step a line, the result last)')
  await box.fill(studentAnswer)
  await turn.getByRole('button', { name: 'Check', exact: true }).click()
  return turn.locator('.check-result')
}

test.beforeAll(async () => {
  const launched = await launchWithExtension()
  context = launched.context
  closeBrowser = launched.close
  api = await request.newContext({ baseURL: BASE_URL })
  const { site } = await signInToExtension(context, api, 'Emmy Noether')
  await site.close()
})

test.beforeEach(async () => {
  panel = await context.newPage()
  panel.on('pageerror', (error) => panelErrors.push(error.message))
  await panel.setViewportSize({ width: 400, height: 800 })
  await panel.goto(PANEL_URL)
  await expect(panel.getByLabel('Your question')).toBeVisible()
})

test.afterEach(async () => {
  await panel.close()
  const errors = panelErrors
  panelErrors = []
  expect(errors, 'errors in the extension panel').toEqual([])
})

test.afterAll(async () => {
  await closeBrowser?.()
  await api?.dispose()
})

test('hint → next step → full solution, one question counted once', async () => {
  await panel.getByLabel('Your question').fill('Solve 3x - 5 = 16')
  await panel.getByRole('button', { name: 'Hint first' }).click()
  const turn = panel.locator('article.turn').last()
  await finished(turn)
  const answer = turn.locator('.answer-markdown')
  await expect(answer).toContainText('Hint')
  await expect(answer).not.toContainText('Full solution')
  const remaining = await panel.locator('.quota').textContent()

  const ladder = turn.getByRole('group', { name: 'Reveal more of the solution' })
  await expect(ladder.getByRole('button')).toHaveText(['Next step', 'Full solution'])
  expect(await seriousViolations(panel)).toEqual([])

  await ladder.getByRole('button', { name: 'Next step' }).click()
  await finished(turn)
  await expect(answer).toContainText('Next step')
  await expect(ladder.getByRole('button')).toHaveText(['Full solution'])

  // Keyboard: the remaining level is reachable and pressed with Enter.
  await ladder.getByRole('button', { name: 'Full solution' }).focus()
  await panel.keyboard.press('Enter')
  await finished(turn)
  await expect(answer).toContainText('Full solution')
  await expect(answer.locator('.katex').first()).toBeVisible()
  await expect(ladder).toBeHidden()
  await expect(panel.locator('.quota')).toHaveText(remaining!)
  await panel.screenshot({ path: test.info().outputPath('ladder.png'), fullPage: true })

  // "Copy as LaTeX" copies the full solution once, in LaTeX: not the hint and the next step before it.
  await panel.evaluate(() => {
    navigator.clipboard.writeText = async (text: string) => {
      ;(window as unknown as { copied: string }).copied = text
    }
  })
  await turn.getByRole('button', { name: 'Copy as LaTeX' }).click()
  const latex = await panel.evaluate(() => (window as unknown as { copied: string }).copied)
  expect(latex).not.toMatch(/\*\*|\$|Hint|Next step|Full solution/)
  expect(latex).toMatch(/\\\(|\\\[/)

  // The whole ladder comes back with the conversation.
  await panel.reload()
  const restored = panel.locator('article.turn').last().locator('.answer-markdown')
  for (const heading of ['Hint', 'Next step', 'Full solution']) await expect(restored).toContainText(heading)
})

test('check my answer: maths by the CAS, with the first wrong step, then other subjects by the model', async () => {
  await panel.getByRole('button', { name: 'New question' }).click()
  await panel.getByLabel('Your question').fill('Solve 2x + 3 = 11')
  await panel.getByRole('button', { name: 'Hint first' }).click()
  // The first turn of the new conversation (a follow-up comes below it).
  const turn = panel.locator('article.turn').first()
  await finished(turn)
  await turn.getByText('Check my answer').click()

  const wrong = await check(turn, '2x = 14\nx = 7')
  await expect(wrong.locator('.verdict')).toHaveText('Incorrect')
  // The step is isolated (FSI … PDI) so that it keeps its order in a right-to-left sentence.
  await expect(wrong).toContainText('First wrong step: \u20682x = 14\u2069')
  const unfinished = await check(turn, '2x = 8')
  await expect(unfinished.locator('.verdict')).toHaveText('Not yet')
  await expect(unfinished).toContainText('Keep going')
  const right = await check(turn, '8/2')
  await expect(right.locator('.verdict')).toHaveText('Correct')
  expect(await seriousViolations(panel)).toEqual([])
  await panel.screenshot({ path: test.info().outputPath('check.png'), fullPage: true })

  // A follow-up moves the ladder and the check to the newest question.
  await panel.getByLabel('Your question').fill('Why is the sky blue?')
  await panel.getByRole('button', { name: 'Ask', exact: true }).click()
  const next = panel.locator('article.turn').last()
  await finished(next)
  await expect(turn.locator('details.check')).toBeHidden()
  await next.getByText('Check my answer').click()
  const marked = await check(next, 'It reflects the sea')
  await expect(marked.locator('.verdict')).toHaveText('Incorrect')
  await expect(marked).toContainText('First wrong step: \u2068It reflects the sea\u2069')
  const done = await check(next, 'done')
  await expect(done.locator('.verdict')).toHaveText('Correct')
})
