import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
  type Worker,
} from './helpers/test'

import { EXTENSION_ID } from '../../extension/src/config/extension-id'
import { EXTENSION_PAGES_CSP } from '../../extension/src/manifest'
import { approveAccess as approveAccessAsAdmin, signUpAndSignIn } from './helpers/accounts'
import { BASE_URL, launchWithExtension, PANEL_URL } from './helpers/extension'

/**
 * The extension, built for the e2e site (http://localhost:3100) and loaded unpacked into a
 * persistent Chromium profile (extensions need one). The panel is opened as a tab
 * (`chrome-extension://<id>/sidepanel.html`): the same page the side panel shows.
 * Answers come from the fake model server that scripts/e2e-server.mjs starts (tests/fakes/openai).
 */
test.describe.configure({ mode: 'serial' })

let closeBrowser: () => Promise<void>
let context: BrowserContext
let serviceWorker: Worker
let api: APIRequestContext
let account: { email: string; name: string; token: string; userId: number }

const approveAccess = (email: string) => approveAccessAsAdmin(api, email)

/** Script errors and CSP violations of the panels opened by the current test (checked after each). */
let panelErrors: string[] = []

const openPanel = async (): Promise<Page> => {
  const panel = await context.newPage()
  panel.on('pageerror', (error) => panelErrors.push(error.message))
  panel.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      panelErrors.push(message.text())
    }
  })
  await panel.setViewportSize({ width: 400, height: 800 })
  await panel.goto(PANEL_URL)
  return panel
}

const askInPanel = async (panel: Page, question: string) => {
  await panel.getByLabel('Your question').fill(question)
  await panel.getByRole('button', { name: 'Ask', exact: true }).click()
  const turn = panel.locator('article.turn').last()
  await expect(turn.locator('.turn-question')).toContainText(question)
  // Finished (answered or failed): the stream is not cut by what the test does next.
  await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  return turn
}

/** A picture standing in for the visible tab: white, a red block at (100,100)–(500,400), 1200×800. */
const fakeScreenshot = (panel: Page) =>
  panel.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 1200
    canvas.height = 800
    const context2d = canvas.getContext('2d')!
    context2d.fillStyle = '#ffffff'
    context2d.fillRect(0, 0, 1200, 800)
    context2d.fillStyle = '#cc0000'
    context2d.fillRect(100, 100, 400, 300)
    return canvas.toDataURL('image/png')
  })

/** The natural size of the attached image, or null while there is none (cropping is asynchronous). */
const attachedImageSize = (panel: Page) =>
  panel.evaluate(async () => {
    const image = document.querySelector<HTMLImageElement>('.image-preview img')
    if (!image) return null
    await image.decode()
    return { width: image.naturalWidth, height: image.naturalHeight }
  })

test.beforeAll(async () => {
  const launched = await launchWithExtension()
  ;({ context, serviceWorker } = launched)
  closeBrowser = launched.close
  api = await request.newContext({ baseURL: BASE_URL })
})

test.afterEach(() => {
  const errors = panelErrors
  panelErrors = []
  expect(errors, 'errors in the extension panel').toEqual([])
})

test.afterAll(async () => {
  await closeBrowser?.()
  await api?.dispose()
})

test('the extension loads with its pinned id and only the site as host', async () => {
  expect(new URL(serviceWorker.url()).host).toBe(EXTENSION_ID)
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest())
  expect(manifest.host_permissions).toEqual([`${BASE_URL}/*`])
  expect(manifest.permissions).toEqual(['storage', 'sidePanel', 'contextMenus', 'activeTab', 'tabs', 'alarms'])
  expect(manifest.externally_connectable).toEqual({ matches: [`${BASE_URL}/*`] })
  // One content script, on the site's connect page only (the sign-in hand-off where pages cannot message us).
  expect(manifest.content_scripts?.map((script) => script.matches)).toEqual([
    [`${BASE_URL}/extension/connect*`, `${BASE_URL}/*/extension/connect*`],
  ])
  expect(manifest.content_security_policy).toEqual({ extension_pages: EXTENSION_PAGES_CSP })
})

test('signed out, the panel offers sign-in on the site', async () => {
  const panel = await openPanel()
  await expect(panel.getByRole('heading', { name: 'Sign in to ask questions' })).toBeVisible()
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('button', { name: 'Sign in' }).click(),
  ])
  await expect(tab).toHaveURL(`${BASE_URL}/extension/connect?ext=${EXTENSION_ID}`)
  // Not signed in on the site either: the page sends the visitor to log in and back.
  const signIn = tab.locator('.extension-connect').getByRole('link', { name: 'Sign in' })
  await expect(signIn).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/extension/connect?ext=${EXTENSION_ID}`)}`,
  )
  await tab.close()
  await panel.close()
})

test('signs in through the site: /extension/connect hands the token to the extension', async () => {
  const panel = await openPanel()
  const site = await context.newPage()
  account = await signUpAndSignIn(site, { name: 'Grace Hopper' })
  await approveAccess(account.email)

  await site.goto(`/extension/connect?ext=${EXTENSION_ID}`)
  await expect(site.getByText("You're signed in to the extension. You can close this tab.")).toBeVisible()
  const stored = await serviceWorker.evaluate(() => chrome.storage.local.get('auth'))
  expect(stored.auth).toMatchObject({ user: { email: account.email, name: 'Grace Hopper' } })

  // The open panel follows the stored sign-in at once.
  await expect(panel.getByText('Signed in as Grace Hopper')).toBeVisible()
  await expect(panel.getByLabel('Your question')).toBeVisible()
  await panel.close()
  await site.close()
})

test('the connect page refuses extension ids that are not allow-listed', async () => {
  const site = await context.newPage()
  await site.goto(`/extension/connect?ext=${'a'.repeat(32)}`)
  await expect(site.getByRole('alert').filter({ hasText: 'This link is not for the Studify extension.' })).toBeVisible()
  await site.close()
})

test('the panel asks a question and shows the streamed Markdown answer with maths', async () => {
  const panel = await openPanel()
  await expect(panel.getByText(/\d+ questions? left this week/)).toBeVisible()
  await expect(panel.getByText('0/500')).toBeVisible()
  await panel.getByLabel('Your question').fill('Why is the sky blue?')
  await expect(panel.getByText('20/500')).toBeVisible()
  const turn = await askInPanel(panel, 'Why is the sky blue?')
  const answer = turn.locator('.turn-answer')
  await expect(answer).toContainText('Step 1. Read the question: Why is the sky blue?')
  await expect(answer).toContainText('Answer: done.')
  await expect(answer.locator('strong').first()).toHaveText('Step 1.')
  await expect(answer.locator('.katex')).toHaveCount(1)
  await expect(answer).toHaveAttribute('aria-busy', 'false')
  await expect(turn.getByRole('link', { name: 'Report wrong answer' })).toBeVisible()

  // Helpful / not helpful: one vote per answer, changeable, kept with the thread.
  const helpful = turn.getByRole('button', { name: 'Helpful', exact: true })
  const notHelpful = turn.getByRole('button', { name: 'Not helpful', exact: true })
  await helpful.click()
  await expect(helpful).toHaveAttribute('aria-pressed', 'true')
  await expect(turn.getByRole('status')).toHaveText('Thanks for your feedback!')
  await notHelpful.click()
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true')
  await expect(helpful).toHaveAttribute('aria-pressed', 'false')

  // A follow-up stays in the thread, and the thread survives reopening the panel.
  const followUp = await askInPanel(panel, 'And at sunset?')
  await expect(followUp.locator('.turn-answer')).toContainText('Read the question: And at sunset?')
  await expect(panel.locator('article.turn')).toHaveCount(2)
  await expect(panel.getByLabel('Your question')).toHaveAttribute('placeholder', 'Ask a follow-up question…')
  await panel.reload()
  await expect(panel.locator('article.turn')).toHaveCount(2)
  await expect(panel.locator('article.turn').last()).toContainText('Read the question: And at sunset?')
  await expect(
    panel.locator('article.turn').first().getByRole('button', { name: 'Not helpful', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')

  // History lists the thread and opens it.
  await panel.getByRole('button', { name: 'New question' }).click()
  await expect(panel.locator('article.turn')).toHaveCount(0)
  await panel.getByRole('button', { name: 'History' }).click()
  await panel.getByRole('button', { name: /Why is the sky blue\?/ }).click()
  await expect(panel.locator('article.turn')).toHaveCount(2)
  await panel.close()
})

test('a maths question is answered by the maths engine with the Verified badge', async () => {
  const panel = await openPanel()
  const turn = await askInPanel(panel, '2x + 3 = 7')
  await expect(turn.getByText('Verified')).toBeVisible()
  await expect(turn.locator('.turn-answer .katex').first()).toBeVisible()
  await panel.close()
})

test('"Ask Studify" on selected text: a long selection waits in the box to be shortened', async () => {
  const panel = await openPanel()
  await expect(panel.getByLabel('Your question')).toBeVisible()
  const selection = 'word '.repeat(150)
  await serviceWorker.evaluate(
    (text) =>
      (
        self as unknown as { studifyHandleContextMenuClick: (info: object) => Promise<void> }
      ).studifyHandleContextMenuClick({
        menuItemId: 'studify-ask',
        selectionText: text,
        editable: false,
        pageUrl: 'https://example.com/',
      }),
    selection,
  )
  await expect(panel.getByRole('alert').filter({ hasText: 'longer than 500 characters' })).toBeVisible()
  await expect(panel.getByLabel('Your question')).toHaveValue(selection.trim().slice(0, 500))
  await expect(panel.locator('article.turn').filter({ hasText: 'word word' })).toHaveCount(0)
  // The hand-over is consumed: nothing is left waiting in session storage.
  expect(await serviceWorker.evaluate(() => chrome.storage.session.get('pendingQuestion'))).toEqual({})
  await panel.close()
})

test('"Ask Studify" on selected text asks it in the side panel', async () => {
  const panel = await openPanel()
  await expect(panel.getByLabel('Your question')).toBeVisible()
  await serviceWorker.evaluate(() =>
    (
      self as unknown as { studifyHandleContextMenuClick: (info: object) => Promise<void> }
    ).studifyHandleContextMenuClick({
      menuItemId: 'studify-ask',
      selectionText: '  What is photosynthesis?  ',
      editable: false,
      pageUrl: 'https://example.com/',
    }),
  )
  const turn = panel.locator('article.turn').last()
  await expect(turn.locator('.turn-question')).toHaveText(/What is photosynthesis\?/)
  await expect(turn.locator('.turn-answer')).toContainText('Read the question: What is photosynthesis?')
  await expect(turn.getByRole('link', { name: 'Report wrong answer' })).toBeVisible()
  await panel.close()
})

const askSelection = (selectionText: string) =>
  serviceWorker.evaluate(
    (text) =>
      (
        self as unknown as { studifyHandleContextMenuClick: (info: object) => Promise<void> }
      ).studifyHandleContextMenuClick({
        menuItemId: 'studify-ask',
        selectionText: text,
        editable: false,
        pageUrl: 'https://example.com/',
      }),
    selectionText,
  )

const threadTitles = async () => {
  const response = await api.get('/api/threads', { headers: { authorization: `Bearer ${account.token}` } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { threads: { id: string; title: string | null }[] }).threads
}

test('"Ask Studify" on selected text starts a new question, never a follow-up of the open one', async () => {
  const panel = await openPanel()
  await askInPanel(panel, 'What is the boiling point of water?')
  const before = await threadTitles()
  await askSelection('Who wrote Hamlet?')
  const turns = panel.locator('article.turn')
  await expect(turns.last().locator('.turn-question')).toContainText('Who wrote Hamlet?')
  await expect(turns.last().locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  // Only the new question is shown, and it has its own conversation (and History entry).
  await expect(turns).toHaveCount(1)
  const after = await threadTitles()
  expect(after).toHaveLength(before.length + 1)
  const newest = after[0]!
  expect(newest.title).toContain('Who wrote Hamlet?')
  const detail = await api.get(`/api/threads/${newest.id}`, { headers: { authorization: `Bearer ${account.token}` } })
  const { thread } = (await detail.json()) as { thread: { turns: { question: string }[] } }
  expect(thread.turns.map((turn) => turn.question)).toEqual(['Who wrote Hamlet?'])
  // The next question typed in the box follows up the new conversation.
  await askInPanel(panel, 'And when?')
  await expect(turns).toHaveCount(2)
  await panel.close()
})

test('screenshot tool: crop a region, Escape cancels, Enter takes the whole picture', async () => {
  const panel = await openPanel()
  // Capturing a real tab needs the user to have invoked the extension on it (activeTab), which
  // automation cannot do; only the browser's capture call is replaced, by a known picture.
  const picture = await fakeScreenshot(panel)
  await panel.evaluate((dataUrl) => {
    chrome.tabs.captureVisibleTab = (async () => dataUrl) as unknown as typeof chrome.tabs.captureVisibleTab
  }, picture)

  const dialog = panel.getByRole('dialog', { name: 'Select the part to ask about' })
  await panel.getByRole('button', { name: 'Screenshot' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Use selection' })).toBeDisabled()
  const box = (await dialog.getByRole('img', { name: 'Your picture' }).boundingBox())!
  // Drag over the red block: (100,100)–(500,400) of 1200×800.
  await panel.mouse.move(box.x + box.width * (100 / 1200), box.y + box.height * (100 / 800))
  await panel.mouse.down()
  await panel.mouse.move(box.x + box.width * (300 / 1200), box.y + box.height * (250 / 800), { steps: 4 })
  await panel.mouse.move(box.x + box.width * (500 / 1200), box.y + box.height * (400 / 800), { steps: 4 })
  await panel.mouse.up()
  await dialog.getByRole('button', { name: 'Use selection' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => attachedImageSize(panel)).not.toBeNull()
  const cropped = (await attachedImageSize(panel))!
  expect(cropped.width).toBeGreaterThan(390)
  expect(cropped.width).toBeLessThan(410)
  expect(cropped.height).toBeGreaterThan(290)
  expect(cropped.height).toBeLessThan(310)
  const centre = await panel.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('.image-preview img')!
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context2d = canvas.getContext('2d')!
    context2d.drawImage(image, 0, 0)
    return [...context2d.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data]
  })
  // The shared crop tool hands over a JPEG (photos must stay under the upload cap): near, not exact.
  const red = [204, 0, 0, 255]
  expect(Math.max(...centre.map((value, index) => Math.abs(value - red[index]!)))).toBeLessThanOrEqual(4)

  // Escape cancels and keeps the attached crop.
  await panel.getByRole('button', { name: 'Screenshot' }).click()
  await expect(dialog).toBeVisible()
  await panel.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await attachedImageSize(panel)).toEqual(cropped)

  // Enter with no selection attaches the whole picture.
  await panel.getByRole('button', { name: 'Screenshot' }).click()
  await expect(dialog).toBeVisible()
  await panel.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect.poll(() => attachedImageSize(panel)).toEqual({ width: 1200, height: 800 })
  await expect(panel.getByLabel('Your question')).toBeFocused()

  // The file picker takes images only.
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  })
  await expect(panel.getByRole('alert').filter({ hasText: 'Please upload only image files' })).toBeVisible()

  // The picture goes with the next question (multipart) and is shown in the thread.
  const turn = await askInPanel(panel, 'What is in this picture?')
  await expect(turn.locator('.turn-image')).toBeVisible()
  await expect(turn.locator('.turn-answer')).toContainText('Read the question: What is in this picture?')
  await expect(panel.locator('.image-preview')).toBeHidden()
  await panel.close()
})

test('"Report wrong answer" opens the site settings on the report tab for that answer', async () => {
  const panel = await openPanel()
  const turn = await askInPanel(panel, 'What is the capital of Australia?')
  await expect(turn.getByRole('link', { name: 'Report wrong answer' })).toBeVisible()
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    turn.getByRole('link', { name: 'Report wrong answer' }).click(),
  ])
  await expect(tab).toHaveURL(new RegExp(`^${BASE_URL}/#settings=report&answerId=[\\w-]+$`))
  await expect(tab.getByRole('tab', { name: 'Report Wrong Answer' })).toHaveAttribute('aria-selected', 'true')
  // The student does not retype what the product knows: the question and the answer are filled in.
  await expect(tab.getByRole('textbox', { name: /^Question/ })).toHaveValue('What is the capital of Australia?')
  await expect(tab.getByRole('textbox', { name: /^Wrong answer/ })).toHaveValue(
    /Read the question: What is the capital of Australia\?/,
  )
  await tab.getByRole('button', { name: 'Submit Report' }).click()
  await expect(tab.getByText('Report submitted')).toBeVisible()
  await tab.close()
  await panel.close()
})

test('the 11th free question of the week shows the limit message and the reset time', async () => {
  const panel = await openPanel()
  const pill = panel.getByText(/\d+ questions? left this week/)
  await expect(pill).toBeVisible()
  const left = Number((await pill.innerText()).match(/\d+/)![0])
  const headers = { authorization: `Bearer ${account.token}` }
  for (let i = 0; i < left; i += 1) {
    const response = await api.post('/api/ask', { headers, data: { question: `Filler question ${i}` } })
    expect(response.status()).toBe(200)
    await response.body()
  }
  await panel.reload()
  await expect(panel.getByText('0 questions left this week')).toBeVisible()
  await panel.getByLabel('Your question').fill('One more question')
  await panel.getByRole('button', { name: 'Ask', exact: true }).click()
  // The answer UI says it once, in the out-of-questions notice; the refusal under the box names it.
  await expect(panel.locator('.composer').getByRole('alert')).toHaveText('You have used this week’s questions')
  await expect(panel.locator('.out-of-questions')).toContainText('Your weekly questions reset on')
  // The question is given back to edit, and no turn was added for it.
  await expect(panel.getByLabel('Your question')).toHaveValue('One more question')
  await expect(panel.locator('article.turn').filter({ hasText: 'One more question' })).toHaveCount(0)
  await panel.close()
})

test('sign out clears the stored token and ends its session on the site', async () => {
  const panel = await openPanel()
  const stored = (await serviceWorker.evaluate(() => chrome.storage.local.get('auth'))) as { auth: { token: string } }
  const bearer = { headers: { authorization: `Bearer ${stored.auth.token}` } }
  expect((await api.get('/api/auth/verify', bearer)).status()).toBe(200)
  await panel.getByRole('button', { name: 'Sign out' }).click()
  await expect(panel.getByRole('heading', { name: 'Sign in to ask questions' })).toBeVisible()
  expect(await serviceWorker.evaluate(() => chrome.storage.local.get('auth'))).toEqual({})
  expect((await api.get('/api/auth/verify', bearer)).status()).toBe(401)
  await panel.close()
})
