import AxeBuilder from '@axe-core/playwright'

import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
  type Worker,
} from './helpers/test'

import { BASE_URL, launchWithExtension, PANEL_URL, signInToExtension } from './helpers/extension'

/**
 * Honest exam mode and the answer language in the built extension. The quiz page is a fixture with
 * a Moodle quiz address, served by the browser's request routing (no LMS is reachable here); the
 * answers come from the e2e site with the fake model (tests/fakes/openai), which follows the
 * system prompt the server writes.
 */
test.describe.configure({ mode: 'serial' })

const QUIZ_URL = 'https://moodle.school.example/mod/quiz/attempt.php?attempt=12&cmid=3'
const ORDINARY_URL = 'https://notes.school.example/biology/photosynthesis'
const QUIZ_PAGE = `<!doctype html><html lang="en"><head><title>Quiz 3: Algebra (page 1 of 2)</title></head>
<body id="page-mod-quiz-attempt"><form><label>Question 1: solve 2x + 3 = 11 <input name="q1answer"></label></form></body></html>`
const ORDINARY_PAGE =
  '<!doctype html><html lang="en"><head><title>Photosynthesis notes</title></head><body>Notes</body></html>'

let closeBrowser: () => Promise<void>
let context: BrowserContext
let serviceWorker: Worker
let api: APIRequestContext

const openPage = async (url: string) => {
  const page = await context.newPage()
  await page.goto(url)
  return page
}

const openPanel = async (): Promise<Page> => {
  const panel = await context.newPage()
  await panel.setViewportSize({ width: 400, height: 800 })
  await panel.goto(PANEL_URL)
  await expect(panel.getByLabel('Your question')).toBeVisible()
  return panel
}

const askInPanel = async (panel: Page, question: string) => {
  await panel.getByLabel('Your question').fill(question)
  await panel.getByRole('button', { name: 'Ask', exact: true }).click()
  const turn = panel.locator('article.turn').last()
  await expect(turn.locator('.turn-question')).toContainText(question)
  await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  return turn.locator('.turn-answer')
}

test.beforeAll(async () => {
  const launched = await launchWithExtension()
  ;({ context, serviceWorker } = launched)
  closeBrowser = launched.close
  api = await request.newContext({ baseURL: BASE_URL })
  await context.route(QUIZ_URL, (route) => route.fulfill({ contentType: 'text/html', body: QUIZ_PAGE }))
  await context.route(ORDINARY_URL, (route) => route.fulfill({ contentType: 'text/html', body: ORDINARY_PAGE }))

  const { site } = await signInToExtension(context, api, 'Exam Student')
  await site.close()
})

test.afterAll(async () => {
  await closeBrowser?.()
  await api?.dispose()
})

test('on a quiz page the panel explains without final answers, says why, and fills nothing in', async () => {
  const quiz = await openPage(QUIZ_URL)
  const panel = await openPanel()
  const banner = panel.locator('.exam-banner')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(
    'Exam mode: Studify explains concepts and gives hints but not final answers on quiz and exam pages.',
  )
  await expect(banner).toContainText('(Moodle)')

  const maths = await askInPanel(panel, '2x + 3 = 11')
  await expect(maths).toContainText('Exam mode: the method, without the final result')
  await expect(maths).toContainText('Work out the last step yourself')
  await expect(maths).not.toContainText('Answer:')
  await expect(maths).not.toContainText('x=4')
  await expect(maths).not.toContainText('\\frac{8}{2}')

  const model = await askInPanel(panel, 'Which gas do plants take in?')
  await expect(model).toContainText('Exam mode is on')
  await expect(model).not.toContainText('Answer:')

  // Nothing was written into the quiz.
  await expect(quiz.locator('input[name="q1answer"]')).toHaveValue('')

  // The setting shows the mode for this page and the whole read-only list.
  await banner.getByRole('button', { name: 'About exam mode' }).click()
  const settings = panel.locator('.answers-settings')
  await expect(settings.getByRole('heading', { name: 'Exam mode' })).toBeFocused()
  await expect(settings.getByRole('status')).toHaveText('On for the current page (Moodle).')
  await expect(settings.getByText('/mod/quiz/attempt.php, summary.php, startattempt.php')).toBeVisible()
  await expect(settings.getByText('/courses/*/quizzes/*')).toBeVisible()
  await expect(settings.getByText('Respondus LockDown Browser').first()).toBeVisible()
  const axe = await new AxeBuilder({ page: panel }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // The list is published for schools on the site.
  const [schools] = await Promise.all([
    context.waitForEvent('page'),
    settings.getByRole('button', { name: 'The exam mode page for schools' }).click(),
  ])
  await expect(schools).toHaveURL(`${BASE_URL}/exam-mode`)
  await expect(schools.getByRole('heading', { name: 'Honest exam mode', level: 1 })).toBeVisible()
  await expect(schools.getByText('/mod/quiz/attempt.php, summary.php, startattempt.php')).toBeVisible()
  await schools.close()
  await panel.close()
  await quiz.close()
})

test('"Ask Studify" on text selected in a quiz goes through exam mode too', async () => {
  const notes = await openPage(ORDINARY_URL)
  const panel = await openPanel()
  await expect(panel.locator('.exam-banner')).toBeHidden()
  await serviceWorker.evaluate(
    (pageUrl) =>
      (
        self as unknown as { studifyHandleContextMenuClick: (info: object) => Promise<void> }
      ).studifyHandleContextMenuClick({ menuItemId: 'studify-ask', selectionText: 'Solve 2x + 3 = 11', pageUrl }),
    QUIZ_URL,
  )
  const answer = panel.locator('article.turn').last().locator('.turn-answer')
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(answer).toContainText('Exam mode: the method, without the final result')
  await expect(answer).not.toContainText('Answer:')
  await panel.close()
  await notes.close()
})

test('the answer language setting changes the language of answers, maths labels included', async () => {
  const notes = await openPage(ORDINARY_URL)
  const panel = await openPanel()
  await expect(panel.locator('.exam-banner')).toBeHidden()
  await panel.locator('.answers-settings summary').click()
  const language = panel.getByLabel('Answer language')
  await expect(language).toHaveValue('en')
  await expect(panel.locator('.answers-settings').getByRole('status')).toHaveText(
    'Off for the current page: it is not a quiz or exam page on the list.',
  )
  await language.selectOption('fr')
  expect(await serviceWorker.evaluate(() => chrome.storage.local.get('answerLocale'))).toEqual({ answerLocale: 'fr' })
  await panel.locator('.answers-settings summary').click()

  const model = await askInPanel(panel, 'What is photosynthesis?')
  await expect(model).toContainText('Lisez la question: What is photosynthesis?')
  await expect(model).toContainText('Answer: done.')
  const maths = await askInPanel(panel, '2x + 3 = 7')
  await expect(maths).toContainText('Étape 1.')
  await expect(maths).toContainText('Réponse')

  // The choice is kept: a new panel answers in French too.
  await panel.close()
  const again = await openPanel()
  await again.locator('.answers-settings summary').click()
  await expect(again.getByLabel('Answer language')).toHaveValue('fr')
  await again.close()
  await notes.close()
})
