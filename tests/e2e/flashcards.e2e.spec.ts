import { readFileSync } from 'node:fs'

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

import { parseAnkiNotes, parseDelimited } from '../helpers/delimited'
import { pageApi } from './helpers/accounts'
import { BASE_URL, launchWithExtension, PANEL_URL, signInToExtension } from './helpers/extension'

/**
 * Flashcards end to end (issue 18 §3, §6): a card made from an answer in the built extension,
 * reviewed in the panel (the badge follows), then the site's /dashboard/flashcards — review,
 * copy, and the Anki and CSV downloads — accessible in English and in Arabic (RTL).
 */
test.describe.configure({ mode: 'serial' })

const QUESTION = 'Solve 2x + 3 = 11'

let closeBrowser: () => Promise<void>
let context: BrowserContext
let serviceWorker: Worker
let api: APIRequestContext
let site: Page

const badgeText = () => serviceWorker.evaluate(() => chrome.action.getBadgeText({}))

const blockingViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)

test.beforeAll(async () => {
  const launched = await launchWithExtension()
  ;({ context, serviceWorker } = launched)
  closeBrowser = launched.close
  api = await request.newContext({ baseURL: BASE_URL })
  ;({ site } = await signInToExtension(context, api, 'Emmy Noether'))
})

test.afterAll(async () => {
  await closeBrowser?.()
  await api?.dispose()
})

test('makes a flashcard from an answer in the panel; the badge counts it', async () => {
  const panel = await context.newPage()
  await panel.setViewportSize({ width: 400, height: 800 })
  await panel.goto(PANEL_URL)
  await panel.getByLabel('Your question').fill(QUESTION)
  await panel.getByRole('button', { name: 'Ask', exact: true }).click()
  const turn = panel.locator('article.turn').last()
  await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(turn.getByRole('button', { name: 'Copy as LaTeX' })).toBeVisible()

  await turn.getByRole('button', { name: 'Make a flashcard' }).click()
  await expect(turn.getByText('Flashcard saved')).toBeVisible()
  await test.info().attach('panel answer', { body: await panel.screenshot(), contentType: 'image/png' })
  await expect.poll(badgeText).toBe('1')
  await turn.getByRole('button', { name: 'Make a flashcard' }).click()
  await expect(turn.getByText('This answer already has a flashcard')).toBeVisible()
  await panel.close()
})

test('reviews the card in the panel: front, answer, Good, next review; the badge empties', async () => {
  const panel = await context.newPage()
  await panel.setViewportSize({ width: 400, height: 800 })
  await panel.goto(PANEL_URL)
  await panel.getByRole('button', { name: 'Flashcards' }).click()
  const review = panel.locator('section.flashcards')
  await expect(review.getByText('Due now: 1')).toBeVisible()
  await expect(review.locator('.card-front')).toHaveText(QUESTION)
  await expect(review.locator('.card-back')).toBeHidden()
  await review.getByRole('button', { name: 'Show answer' }).click()
  await expect(review.locator('.card-back .katex').first()).toBeVisible()
  await review.getByRole('group', { name: 'How well did you remember?' }).getByRole('button', { name: 'Good' }).click()
  await expect(review.getByText(/^Next review: /)).toBeVisible()
  await expect(review.getByText('All caught up. Come back when cards are due.')).toBeVisible()
  await expect.poll(badgeText).toBe('')
  await test.info().attach('panel review', { body: await panel.screenshot(), contentType: 'image/png' })
  await panel.close()
})

test('the site page reviews, copies exactly and downloads the deck for Anki and as CSV', async () => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL })
  const made = await pageApi<{ card: { id: number } }>(site, '/api/flashcards', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      front: 'What is \\(e^{i\\pi}\\)?',
      back: 'It is $-1$.\n\n| a | b |\n|---|---|\n| "x"\t| y |',
    }),
  })
  expect(made.status).toBe(201)

  await site.goto('/dashboard/flashcards')
  const review = site.getByRole('region', { name: 'Review' })
  await expect(review.getByText('1 card due')).toBeVisible()
  await review.getByRole('button', { name: 'Show answer' }).click()
  await review.getByRole('button', { name: /^Copy as Markdown/ }).click()
  expect(await site.evaluate(() => navigator.clipboard.readText())).toBe(
    'What is $e^{i\\pi}$?\n\n---\n\nIt is $-1$.\n\n| a | b |\n|---|---|\n| "x"\t| y |',
  )
  await review.getByRole('button', { name: 'Easy' }).click()
  await expect(review.getByText('All caught up. Come back when cards are due.')).toBeVisible()
  await expect(site.getByRole('region', { name: 'All cards' }).locator('li')).toHaveCount(2)

  const [anki] = await Promise.all([
    site.waitForEvent('download'),
    site.getByRole('link', { name: 'Download for Anki' }).click(),
  ])
  expect(anki.suggestedFilename()).toBe('studify-flashcards-anki.txt')
  const { headers, notes } = parseAnkiNotes(readFileSync((await anki.path())!, 'utf8'))
  expect(headers.slice(0, 2)).toEqual(['#separator:tab', '#html:true'])
  expect(notes.map(([, front]) => front)).toEqual(['<p>What is \\(e^{i\\pi}\\)?</p>', `<p>${QUESTION}</p>`])

  const [csv] = await Promise.all([
    site.waitForEvent('download'),
    site.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(csv.suggestedFilename()).toBe('studify-flashcards.csv')
  const [, ...rows] = parseDelimited(readFileSync((await csv.path())!, 'utf8'), ',')
  expect(rows.map(([front, back]) => [front, back])).toEqual([
    ['What is \\(e^{i\\pi}\\)?', 'It is $-1$.\n\n| a | b |\n|---|---|\n| "x"\t| y |'],
    [QUESTION, expect.stringContaining('x = 4')],
  ])
})

test('/dashboard/flashcards is accessible, in English and in Arabic (right to left)', async () => {
  await pageApi(site, '/api/flashcards', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ front: 'Pythagoras: $a^2 + b^2 = ?$', back: '$$c^2$$' }),
  })
  await site.emulateMedia({ reducedMotion: 'reduce' })
  for (const [path, dir, showAnswer] of [
    ['/dashboard/flashcards', 'ltr', 'Show answer'],
    ['/ar/dashboard/flashcards', 'rtl', 'إظهار الإجابة'],
  ] as const) {
    await site.goto(path)
    await expect(site.locator('html')).toHaveAttribute('dir', dir)
    await site.getByRole('button', { name: showAnswer }).click()
    await expect(site.locator('.flashcard-back .katex').first()).toBeVisible()
    expect(await blockingViolations(site), path).toEqual([])
    // How the page looks, desktop and phone, kept with the run's results.
    for (const [device, width] of [
      ['desktop', 1280],
      ['mobile', 390],
    ] as const) {
      await site.setViewportSize({ width, height: 900 })
      await test
        .info()
        .attach(`${path} ${device}`, { body: await site.screenshot({ fullPage: true }), contentType: 'image/png' })
    }
    await site.setViewportSize({ width: 1280, height: 900 })
  }
  // The dashboard is for accounts with a plan set up: this one takes the free plan.
  expect((await pageApi(site, '/api/subscription/free', { method: 'POST' })).status).toBe(200)
  await site.goto('/ar/dashboard')
  await expect(site.getByTestId('flashcards-due')).toBeVisible()
})
