import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'

import { type APIRequestContext, expect, type Locator, type Page, test } from './helpers/test'

import { approveAccess, signUpAndSignIn } from './helpers/accounts'

/**
 * The ask page (issue 36) on a phone: Chromium at 390×844 with touch, against the production build;
 * answers come from the maths engine or the fake model (tests/fakes/openai).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })

/** A worksheet photo standing in for the camera: white, a red block at (100,100)–(500,400), 1200×800. */
const worksheetPhoto = async () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc0000' } })
          .png()
          .toBuffer(),
        left: 100,
        top: 100,
      },
    ])
    .jpeg()
    .toBuffer()

const signedInStudent = async (
  page: Page,
  api: APIRequestContext,
  { isApproved = true, name = 'Mary Somerville' } = {},
) => {
  const account = await signUpAndSignIn(page, { name })
  // Not page.request: it shares the browser's cookies, where the admin's sign-in would land.
  if (isApproved) await approveAccess(api, account.email)
  return account
}

const question = (page: Page) => page.getByLabel('Your question')

const finished = (turn: Locator) =>
  expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })

const ask = async (page: Page, text: string) => {
  // This question's own turn, whatever is asked after it.
  const turn = page.locator('article.turn').nth(await page.locator('article.turn').count())
  await question(page).fill(text)
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(turn.locator('.turn-question')).toContainText(text)
  await finished(turn)
  return turn
}

/** Nothing on the page is wider than the phone, and every visible control is a 44 px touch target. */
const expectPhoneFriendly = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const small = await page.locator('.answers-app').evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, a, select, summary')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ text: element.textContent?.trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  )
  expect(small).toEqual([])
}

/** Whether KaTeX's stylesheet is on the page (it comes with the Markdown renderer, on the first answer). */
const hasKatexStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some(
          (rule) => rule instanceof CSSStyleRule && rule.selectorText.startsWith('.katex'),
        )
      } catch {
        return false
      }
    }),
  )

/** The network log of the page's scripts, from now on: every script URL it requests. */
const scriptRequests = (page: Page) => {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

/** Which of these scripts carry KaTeX or the crop tool, by text found only in them. */
const carrying = async (api: APIRequestContext, urls: string[]) => {
  const found = { katex: [] as string[], crop: [] as string[] }
  for (const url of new Set(urls)) {
    const text = await (await api.get(url)).text()
    if (text.includes('KaTeX parse error')) found.katex.push(url)
    if (text.includes('crop-selection')) found.crop.push(url)
  }
  return found
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )

let pageErrors: string[] = []
test.beforeEach(({ page }) => {
  pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      pageErrors.push(message.text())
    }
  })
})
test.afterEach(() => expect(pageErrors, 'script errors or CSP violations').toEqual([]))

test('signed out, the ask page sends the student to sign in and back', async ({ page }) => {
  await page.goto('/dashboard/ask')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fask$/)
})

test('a photo from the camera, cropped, is asked about; a maths question gets the Verified answer', async ({
  page,
  request,
}) => {
  await signedInStudent(page, request)
  const scripts = scriptRequests(page)
  await page.goto('/dashboard/ask')
  await expect(page.getByRole('heading', { name: 'Ask a question' })).toBeVisible()
  await expect(page.getByText(/\d+ questions? left this week/)).toBeVisible()
  await expect(page.getByText('0/500')).toBeVisible()
  // Neither KaTeX nor the crop tool is loaded before an answer or a picture needs it: no script
  // of the first load (the network log, once the page is idle) carries them, nor KaTeX's styles.
  await page.waitForLoadState('networkidle')
  expect(await hasKatexStyles(page)).toBe(false)
  await expectPhoneFriendly(page)
  const firstLoad = [...scripts]
  expect(firstLoad).not.toEqual([])
  expect(await carrying(page.request, firstLoad)).toEqual({ katex: [], crop: [] })

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Take a photo' }).click()
  const fileChooser = await chooser
  expect(await fileChooser.element().getAttribute('capture')).toBe('environment')
  await fileChooser.setFiles({ name: 'worksheet.jpg', mimeType: 'image/jpeg', buffer: await worksheetPhoto() })

  const dialog = page.getByRole('dialog', { name: 'Select the part to ask about' })
  await expect(dialog).toBeVisible()
  // The crop tool came in its own script, fetched when the picture was picked; KaTeX still not.
  const picked = await carrying(page.request, scripts)
  expect(picked.crop).not.toEqual([])
  expect(picked.katex).toEqual([])
  expect(await hasKatexStyles(page)).toBe(false)
  await expect(dialog.getByRole('button', { name: 'Use selection' })).toBeDisabled()
  const picture = dialog.getByRole('img', { name: 'Your picture' })
  await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).toBeGreaterThan(100)
  const box = (await picture.boundingBox())!
  // Drag over the red block: (100,100)–(500,400) of 1200×800.
  await page.mouse.move(box.x + box.width * (100 / 1200), box.y + box.height * (100 / 800))
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * (300 / 1200), box.y + box.height * (250 / 800), { steps: 4 })
  await page.mouse.move(box.x + box.width * (500 / 1200), box.y + box.height * (400 / 800), { steps: 4 })
  await page.mouse.up()
  await dialog.getByRole('button', { name: 'Use selection' }).click()
  await expect(dialog).toBeHidden()
  const attached = page.locator('.image-preview img')
  await expect(attached).toBeVisible()
  const size = await attached.evaluate(async (image: HTMLImageElement) => {
    await image.decode()
    return { width: image.naturalWidth, height: image.naturalHeight }
  })
  // The selection only (about 400×300 of the photo), not the whole picture.
  expect(size.width).toBeGreaterThan(370)
  expect(size.width).toBeLessThan(430)
  expect(size.height).toBeGreaterThan(270)
  expect(size.height).toBeLessThan(330)

  const turn = await ask(page, 'What does this show?')
  await expect(turn.locator('.turn-image')).toBeVisible()
  await expect(turn.locator('.answer-markdown')).not.toBeEmpty()
  await expect(page.locator('.image-preview')).toHaveCount(0)

  await page.getByRole('button', { name: 'New question' }).click()
  await expect(page.locator('article.turn')).toHaveCount(0)
  const maths = await ask(page, '2x + 3 = 7')
  await expect(maths.getByText('Verified')).toBeVisible()
  await expect(maths.locator('.answer-markdown .katex').first()).toBeVisible()
  expect(await hasKatexStyles(page)).toBe(true)
  expect((await carrying(page.request, scripts)).katex).not.toEqual([])
  await expect(maths.locator('.answer-markdown')).toHaveAttribute('lang', 'en')
  await expectPhoneFriendly(page)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('ask-390-en.png'), fullPage: true })
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.screenshot({ path: test.info().outputPath('ask-1366-en.png'), fullPage: true })
})

test('a text question and a follow-up stay in one thread, which History and a reload bring back', async ({
  page,
  request,
}) => {
  await signedInStudent(page, request)
  await page.goto('/dashboard/ask')
  const first = await ask(page, 'Why is the sky blue?')
  await expect(first.locator('.turn-answer')).toContainText('Read the question: Why is the sky blue?')
  const followUp = await ask(page, 'And at sunset?')
  await expect(followUp.locator('.turn-answer')).toContainText('Read the question: And at sunset?')
  await expect(page.locator('article.turn')).toHaveCount(2)
  await expect(question(page)).toHaveAttribute('placeholder', 'Ask a follow-up question…')

  // Votes are kept with the answer.
  const helpful = first.getByRole('button', { name: 'Helpful', exact: true })
  await helpful.click()
  await expect(helpful).toHaveAttribute('aria-pressed', 'true')
  await expect(first.getByRole('status').filter({ hasText: 'Thanks for your feedback!' })).toBeVisible()

  // "Report wrong answer" opens the site's report form for this answer.
  await first.getByRole('link', { name: 'Report wrong answer' }).click()
  await expect(page).toHaveURL(/#settings=report&answerId=\w+$/)
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  // The dialog's close (a task after the key) takes the hash away; a reload before it reopens the form.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).not.toHaveURL(/#settings=/)

  await page.reload()
  await expect(page.locator('article.turn')).toHaveCount(2)
  await expect(
    page.locator('article.turn').first().getByRole('button', { name: 'Helpful', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'New question' }).click()
  await page.getByRole('button', { name: 'History' }).click()
  await page.getByRole('button', { name: /Why is the sky blue\?/ }).click()
  await expect(page.locator('article.turn')).toHaveCount(2)
})

/**
 * Points of the answer's text that are on screen (below the site's sticky header) and what a tap
 * there would hit: its own text, never the composer.
 */
const uncoveredShare = async (answer: Locator, siteHeader: Locator) =>
  answer.evaluate(
    (element, header) => {
      const box = element.getBoundingClientRect()
      const top = Math.max(box.top, header!.getBoundingClientRect().bottom)
      const bottom = Math.min(box.bottom, window.innerHeight)
      const points: { y: number; isAnswer: boolean; hit: string }[] = []
      for (let y = top + 2; y < bottom - 1; y += 12) {
        for (const x of [box.left + 12, box.left + box.width / 2, box.right - 12]) {
          const hit = document.elementFromPoint(x, y)
          points.push({ y: Math.round(y), isAnswer: element.contains(hit), hit: hit?.className?.toString() ?? '' })
        }
      }
      return { visible: points.length, covered: points.filter((point) => !point.isAnswer), box: [box.top, box.bottom] }
    },
    await siteHeader.elementHandle(),
  )

test('on a phone the composer never covers the answer being read, and the thread ends above it', async ({
  page,
  request,
}) => {
  await signedInStudent(page, request)
  await page.goto('/dashboard/ask')
  const moon = 'Why does the Moon look so much larger near the horizon than when it is high in the sky at night?'
  for (const n of [1, 2, 3, 4]) await ask(page, `${n}. ${moon} ${moon} ${moon}`)
  const lastTurn = page.locator('article.turn').last()
  const answer = lastTurn.locator('.answer-markdown')
  const composer = page.locator('.composer')

  // Reading the end of the last answer: its last lines are on screen, above the composer.
  await answer.evaluate((text) => text.scrollIntoView({ block: 'end', behavior: 'instant' }))
  const siteHeader = page.getByRole('banner')
  const seen = await uncoveredShare(answer, siteHeader)
  expect(seen.visible, `answer at ${seen.box}`).toBeGreaterThan(10)
  expect(seen.covered).toEqual([])

  // The bottom of the thread scrolls fully above the composer, the whole composer on screen.
  await composer.evaluate((form) => form.scrollIntoView({ block: 'end', behavior: 'instant' }))
  const ends = await page.evaluate(
    (header) => ({
      thread: document.querySelector('.thread')!.getBoundingClientRect().bottom,
      composerTop: document.querySelector('.composer')!.getBoundingClientRect().top,
      composerBottom: document.querySelector('.composer')!.getBoundingClientRect().bottom,
      header: header!.getBoundingClientRect().bottom,
      height: window.innerHeight,
    }),
    await siteHeader.elementHandle(),
  )
  expect(ends.thread).toBeLessThanOrEqual(ends.composerTop)
  expect(ends.thread).toBeGreaterThan(ends.header)
  expect(ends.composerBottom).toBeLessThanOrEqual(ends.height + 1)
})

// The page reads the week's count when it opens; on a slow connection that read can answer after
// the first question, whose finished answer told the newer count.
test('the count a finished answer gives is not put back by the opening read answering late', async ({
  page,
  request,
}) => {
  await signedInStudent(page, request)
  const opening = Promise.withResolvers<unknown>()
  const held = Promise.withResolvers<void>()
  let isOpeningRead = true
  await page.route('**/api/user/stats?period=weekly', async (route) => {
    if (!isOpeningRead) return route.continue()
    isOpeningRead = false
    // The server's answer before the question counts (read now, through the route): what the
    // opening read carries when it comes late.
    const answeredBefore = await page.evaluate(() => fetch('/api/user/stats?period=weekly').then((r) => r.json()))
    opening.resolve(answeredBefore)
    await held.promise
    await route.fulfill({ json: answeredBefore })
  })
  await page.goto('/dashboard/ask')
  expect(await opening.promise).toMatchObject({ remainingRequests: 10 })
  await ask(page, 'Solve 3x - 5 = 16')
  await expect(page.locator('.quota')).toHaveText('9 questions left this week')

  const lateRead = page.waitForResponse('**/api/user/stats?period=weekly')
  held.resolve()
  await (await lateRead).finished()
  // Two frames: the late read's figure, had it been taken, is on the screen by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.locator('.quota').textContent()).toBe('9 questions left this week')
})

test('hint → next step → full solution, counted once, then copied as LaTeX', async ({ page, request }) => {
  await signedInStudent(page, request)
  await page.goto('/dashboard/ask')
  await question(page).fill('Solve 3x - 5 = 16')
  await page.getByRole('button', { name: 'Hint first' }).click()
  const turn = page.locator('article.turn').last()
  await finished(turn)
  const answer = turn.locator('.answer-markdown')
  await expect(answer).toContainText('Hint')
  await expect(answer).not.toContainText('Full solution')
  const remaining = await page.locator('.quota').textContent()
  const ladder = turn.getByRole('group', { name: 'Reveal more of the solution' })
  await expect(ladder.getByRole('button')).toHaveText(['Next step', 'Full solution'])
  await ladder.getByRole('button', { name: 'Next step' }).click()
  await finished(turn)
  await expect(answer).toContainText('Next step')
  await expect(ladder.getByRole('button')).toHaveText(['Full solution'])
  await ladder.getByRole('button', { name: 'Full solution' }).click()
  await finished(turn)
  await expect(answer).toContainText('Full solution')
  await expect(ladder).toBeHidden()
  await expect(page.locator('.quota')).toHaveText(remaining!)

  await page.evaluate(() => {
    navigator.clipboard.writeText = async (text: string) => {
      ;(window as unknown as { copied: string }).copied = text
    }
  })
  await turn.getByRole('button', { name: 'Copy as LaTeX' }).click()
  await expect(turn.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible()
  const latex = await page.evaluate(() => (window as unknown as { copied: string }).copied)
  expect(latex).not.toMatch(/\*\*|\$|Hint|Next step|Full solution/)
  expect(latex).toMatch(/\\\(|\\\[/)

  // Check my answer: the CAS marks the student's working.
  await turn.getByText('Check my answer').click()
  await turn.getByLabel('Your answer (one step a line, the result last)').fill('3x = 21\nx = 7')
  await turn.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(turn.locator('.verdict')).toHaveText('Correct')
  // Make a flashcard of it.
  await turn.getByRole('button', { name: 'Make a flashcard' }).click()
  await expect(turn.getByRole('status').filter({ hasText: 'Flashcard saved' })).toBeVisible()
})

test('out of questions: the reset time and the ways forward, and the question is given back', async ({
  page,
  request,
}) => {
  const account = await signedInStudent(page, request)
  await page.goto('/dashboard/ask')
  const pill = page.getByText(/\d+ questions? left this week/)
  await expect(pill).toBeVisible()
  const left = Number((await pill.innerText()).match(/\d+/)![0])
  const headers = { authorization: `Bearer ${account.token}` }
  for (let i = 0; i < left; i += 1) {
    const response = await page.request.post('/api/ask', { headers, data: { question: `${i} + 1 = x` } })
    expect(response.status()).toBe(200)
    await response.body()
  }
  await page.reload()
  await expect(page.getByText('0 questions left this week')).toBeVisible()
  const out = page.getByRole('region', { name: 'You have used this week’s questions' })
  await expect(out).toContainText('Your weekly questions reset on')
  await expect(out.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing')
  await expect(out.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/referrals')

  await question(page).fill('One more question')
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(page.locator('.composer').getByRole('alert')).toContainText('Your weekly questions reset on')
  await expect(question(page)).toHaveValue('One more question')
  await expect(page.locator('article.turn')).toHaveCount(0)
  await expectPhoneFriendly(page)
})

test('pending access: the page says so and the API refuses the question', async ({ page, request }) => {
  await signedInStudent(page, request, { isApproved: false })
  await page.goto('/dashboard/ask')
  await expect(page.getByText('Access pending')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start the trial' })).toBeVisible()
  await question(page).fill('What is 2 + 2?')
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(page.locator('.composer').getByRole('alert')).not.toBeEmpty()
  await expect(page.locator('article.turn')).toHaveCount(0)
  await expect(question(page)).toHaveValue('What is 2 + 2?')
})

test('/ar: right to left, maths left to right, each answer in its own language', async ({ page, request }) => {
  await signedInStudent(page, request, { name: 'Ibn al-Haytham' })
  await page.goto('/ar/dashboard/ask')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'اطرح سؤالاً' })).toBeVisible()
  const box = page.locator('#question')
  await expect(box).toHaveAttribute('dir', 'auto')
  await box.fill('2x + 3 = 7')
  await page.locator('.composer button[type="submit"]').click()
  const turn = page.locator('article.turn').last()
  await finished(turn)
  const markdown = turn.locator('.answer-markdown')
  await expect(markdown).toHaveAttribute('lang', 'ar')
  await expect(markdown).toHaveAttribute('dir', 'rtl')
  expect(
    await markdown
      .locator('.katex')
      .first()
      .evaluate((element) => getComputedStyle(element).direction),
  ).toBe('ltr')

  // An answer asked in French on the Arabic page reads left to right.
  await page.locator('.answers-settings summary').click()
  await page.locator('#answer-language').selectOption('fr')
  await box.fill('5x = 10')
  await page.locator('.composer button[type="submit"]').click()
  const french = page.locator('article.turn').last().locator('.answer-markdown')
  await expect(french).toHaveAttribute('lang', 'fr')
  await expect(french).toHaveAttribute('dir', 'ltr')
  await finished(page.locator('article.turn').last())
  await expectPhoneFriendly(page)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('ask-390-ar.png'), fullPage: true })
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.screenshot({ path: test.info().outputPath('ask-1366-ar.png'), fullPage: true })
})

test('the dashboard and the header menu link to the ask page', async ({ page, request }) => {
  // The desktop header, where the account menu is a button of its own.
  await page.setViewportSize({ width: 1366, height: 900 })
  const account = await signedInStudent(page, request)
  // A plan chosen (free): the dashboard and the menu are offered.
  const free = await page.request.post('/api/subscription/free', {
    headers: { authorization: `Bearer ${account.token}` },
  })
  expect(free.ok()).toBe(true)
  await page.goto('/dashboard')
  await page.getByRole('region', { name: 'Ask a question' }).getByRole('link', { name: 'Ask a question' }).click()
  await expect(page).toHaveURL(/\/dashboard\/ask$/)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'Ask a question' })).toHaveAttribute('href', '/dashboard/ask')
})

test('the heading comes with the page, and the app takes its place below without moving what is on screen', async ({
  page,
  request,
}) => {
  const account = await signedInStudent(page, request)
  // The server's HTML, as a phone first paints it: the heading and the intro, before any script.
  const html = await (
    await request.get('/dashboard/ask', { headers: { cookie: `payload-token=${account.token}` } })
  ).text()
  expect(html).toMatch(/<h1[^>]*>Ask a question<\/h1>/)

  // Every layout shift on the way to a usable page (the spinner replaced by the app, the header's
  // account buttons), as the browser reports them for the Cumulative Layout Shift.
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { shifts: number[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/dashboard/ask')
  await expect(question(page)).toBeVisible()
  await expect(page.locator('.quota')).toBeVisible()
  const total = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  )
  // Google's "good" CLS is 0.1; the old spinner page shifted 0.5 as the app pushed the footer down.
  expect(total).toBeLessThan(0.1)
})
