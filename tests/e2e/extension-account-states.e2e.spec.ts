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
import { approveAccess, signUpAndSignIn } from './helpers/accounts'
import { BASE_URL, launchWithExtension, PANEL_URL, signInToExtension } from './helpers/extension'

/**
 * The extension's account states (issue 37): signed out together with the site, a pending account,
 * and an account out of this week's questions. The extension is built for the e2e site and loaded
 * unpacked (tests/e2e/helpers/extension.ts); the panel page is opened as a tab.
 */
test.describe.configure({ mode: 'serial' })

let closeBrowser: () => Promise<void>
let context: BrowserContext
let serviceWorker: Worker
let api: APIRequestContext

const openPanel = async (): Promise<Page> => {
  const panel = await context.newPage()
  await panel.setViewportSize({ width: 400, height: 800 })
  await panel.goto(PANEL_URL)
  return panel
}

const storedToken = async () =>
  ((await serviceWorker.evaluate(() => chrome.storage.local.get('auth'))) as { auth?: { token: string } }).auth?.token

const signOutOfExtension = async () => {
  await serviceWorker.evaluate(() => chrome.storage.local.remove('auth'))
}

test.beforeAll(async () => {
  const launched = await launchWithExtension()
  ;({ context, serviceWorker } = launched)
  closeBrowser = launched.close
  api = await request.newContext({ baseURL: BASE_URL })
})

test.afterAll(async () => {
  await closeBrowser?.()
  await api?.dispose()
})

test('signing out on the site signs the extension out: its token answers 401 and the panel shows sign-in', async () => {
  const { site, account } = await signInToExtension(context, api, 'Shared Computer')
  const panel = await openPanel()
  await expect(panel.getByText('Signed in as Shared Computer')).toBeVisible()
  const token = await storedToken()
  const bearer = { headers: { authorization: `Bearer ${token}` } }
  expect((await api.get('/api/threads', bearer)).status()).toBe(200)

  await site.goto('/')
  await site.getByRole('button', { name: /account menu/i }).click()
  await site.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(site.getByRole('link', { name: /sign in|log in/i }).first()).toBeVisible()

  // The server ended the extension session opened from that site session …
  expect((await api.get('/api/auth/verify', bearer)).status()).toBe(401)
  expect((await api.get('/api/threads', bearer)).status()).toBe(401)
  // … and the open panel shows the signed-out view without being touched.
  await expect(panel.getByRole('heading', { name: 'Sign in to ask questions' })).toBeVisible()
  await expect(panel.getByText(`Signed in as ${account.name}`)).toHaveCount(0)
  expect(await storedToken()).toBeUndefined()
  await panel.close()
  await site.close()
})

test('when the site cannot reach the extension, the revoked token still signs the panel out on its next call', async () => {
  const { site } = await signInToExtension(context, api, 'Unreachable Extension')
  const token = await storedToken()
  // Signed out from the site's API only: no message can reach the extension.
  expect(await site.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }).then((r) => r.status))).toBe(200)
  expect((await api.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401)
  const panel = await openPanel()
  await expect(panel.getByRole('heading', { name: 'Sign in to ask questions' })).toBeVisible()
  expect(await storedToken()).toBeUndefined()
  await panel.close()
  await site.close()
})

test('a pending account sees Ask disabled with the reason, not a number of questions left', async () => {
  const site = await context.newPage()
  await signUpAndSignIn(site, { name: 'Pending Student' })
  await site.goto(`/extension/connect?ext=${EXTENSION_ID}`)
  await expect(site.getByText("You're signed in to the extension. You can close this tab.")).toBeVisible()
  const panel = await openPanel()
  await expect(panel.getByText('Signed in as Pending Student')).toBeVisible()
  await expect(panel.getByText('Access pending')).toBeVisible()
  const ask = panel.getByRole('button', { name: 'Ask', exact: true })
  await expect(ask).toBeDisabled()
  await expect(panel.getByRole('button', { name: 'Hint first' })).toBeDisabled()
  await expect(ask).toHaveAccessibleDescription(/Access pending/)
  await expect(panel.getByText(/questions? left this week/)).toBeHidden()
  await panel.close()
  await site.close()
  await signOutOfExtension()
})

test('out of questions: the reset is said once, with upgrade and referral ways forward', async () => {
  const { site, account } = await signInToExtension(context, api, 'Busy Student')
  const headers = { authorization: `Bearer ${account.token}` }
  for (let i = 0; i < 10; i += 1) {
    const response = await api.post('/api/ask', { headers, data: { question: `Filler question ${i}` } })
    expect(response.status()).toBe(200)
    await response.body()
  }
  const panel = await openPanel()
  await expect(panel.getByText('0 questions left this week')).toBeVisible()
  await panel.getByLabel('Your question').fill('One more question')
  await panel.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(panel.locator('.composer').getByRole('alert')).toHaveText('You have used this week’s questions')
  const notice = panel.getByRole('region', { name: 'You have used this week’s questions' })
  await expect(notice).toContainText('Your weekly questions reset on')
  expect(((await panel.locator('main').innerText()).match(/reset/gi) ?? []).length).toBe(1)
  await expect(panel.getByLabel('Your question')).toHaveValue('One more question')

  const [pricing] = await Promise.all([
    context.waitForEvent('page'),
    notice.getByRole('link', { name: 'Upgrade' }).click(),
  ])
  await expect(pricing).toHaveURL(`${BASE_URL}/pricing`)
  await pricing.close()
  const [referrals] = await Promise.all([
    context.waitForEvent('page'),
    notice.getByRole('link', { name: 'Invite friends' }).click(),
  ])
  await expect(referrals).toHaveURL(`${BASE_URL}/referrals`)
  await referrals.close()
  await panel.close()
  await site.close()
})

test('the question box and every answer carry their own direction and language', async () => {
  const { site } = await signInToExtension(context, api, 'Direction Student')
  const panel = await openPanel()
  const box = panel.getByLabel('Your question')
  await expect(box).toHaveAttribute('dir', 'auto')
  await box.fill('-3x+6=0')
  await panel.getByRole('button', { name: 'Ask', exact: true }).click()
  const turn = panel.locator('article.turn').last()
  await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  // The question reads in its own direction; the answer carries its own language and direction.
  await expect(turn.locator('.turn-question p')).toHaveAttribute('dir', 'auto')
  await expect(turn.locator('.turn-answer .answer-markdown')).toHaveAttribute('lang', 'en')
  await expect(turn.locator('.turn-answer .answer-markdown')).toHaveAttribute('dir', 'ltr')
  await panel.close()
  await site.close()
})

test('Firefox’s hand-off: the connect page’s content script relays a sign-in posted to the page', async () => {
  await signOutOfExtension()
  const site = await context.newPage()
  const account = await signUpAndSignIn(site, { name: 'Émilie du Châtelet' })
  await approveAccess(api, account.email)
  // An id the page does not hand over to by itself (it shows its refusal): only the post below signs in.
  await site.goto('/extension/connect?ext=not-an-allowed-id')
  await expect.poll(() => site.evaluate(() => document.documentElement.hasAttribute('data-studify-bridge'))).toBe(true)
  const relay = (token: string) =>
    site.evaluate(async (token) => {
      const { token: fresh } = (await (await fetch('/api/auth/extension-token', { method: 'POST' })).json()) as {
        token: string
      }
      const id = crypto.randomUUID()
      return new Promise<unknown>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.data?.source === 'studify-extension' && event.data.id === id) resolve(event.data.response)
        })
        const message = { type: 'studify/auth-token', token: token || fresh }
        window.postMessage({ source: 'studify-site', id, message }, window.location.origin)
      })
    }, token)
  // A token the site does not accept is refused, and nothing is stored.
  expect(await relay('a.b.c')).toEqual({ ok: false, error: 'rejected' })
  expect(await storedToken()).toBeUndefined()
  expect(await relay('')).toEqual({ ok: true })
  await expect
    .poll(
      async () =>
        (
          (await serviceWorker.evaluate(() => chrome.storage.local.get('auth'))) as {
            auth?: { user?: { email?: string } }
          }
        ).auth?.user?.email,
    )
    .toBe(account.email)
  await site.close()
})
