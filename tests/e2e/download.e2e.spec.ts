import { expect, type Page, test } from './helpers/test'

import { EXTENSION_DOWNLOAD_PATH } from '../../src/config/extension'
import { formatUsd, PLANS } from '../../src/config/plans'
import { signUpAndSignIn } from './helpers/accounts'
import { routeStripe } from './helpers/stripe'

const ZIP_NAME = EXTENSION_DOWNLOAD_PATH.split('/').pop()!

test.beforeEach(async ({ page }) => routeStripe(page))

/** A new account that pays the weekly trial at checkout (the fake Stripe), as a customer would. */
const signUpAndSubscribe = async (page: Page) => {
  const account = await signUpAndSignIn(page)
  await page.goto('/checkout?plan=weekly_trial&billing=weekly')
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration date MM / YY').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  const trialPrice = formatUsd(PLANS.weekly_trial.trialPriceCents, 'en')
  await page.getByRole('button', { name: new RegExp(`^Pay ${trialPrice.replace(/[$.]/g, '\\$&')}`) }).click()
  await expect(page).toHaveURL(/\/download$/)
  return account
}

test('signed out: a sign-in-required message with a way back here after signing in', async ({ page }) => {
  await page.goto('/download')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Sign in required' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Download for Chrome' })).toHaveCount(0)
  const signIn = main.getByRole('link', { name: 'Sign in' })
  await expect(signIn).toHaveAttribute('href', /\/login\?redirect=(\/|%2F)download$/)
  await signIn.click()
  await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)download$/)
})

test('the page carries its localized title and description', async ({ page }) => {
  await page.goto('/download')
  await expect(page).toHaveTitle(/Studify/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
})

test('back goes home, or to the dashboard when the dashboard sent the user (kept across a reload)', async ({
  page,
}) => {
  await page.goto('/download')
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')

  await page.goto('/download?from=dashboard')
  await page.reload()
  const back = page.getByRole('main').getByRole('link', { name: 'Back to dashboard' })
  await expect(back).toHaveAttribute('href', '/dashboard')
})

test('onboarding: Complete trial setup leads to the weekly-trial checkout instead of a download', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/download')
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Download for Chrome' })).toHaveCount(0)
  await main.getByRole('link', { name: 'Complete trial setup' }).click()
  await expect(page).toHaveURL(/\/checkout\?plan=weekly_trial&billing=weekly$/)
})

test('signed in: the download is counted, then the browser saves our zip; install steps are shown', async ({
  page,
}) => {
  const { userId, email } = await signUpAndSubscribe(page)
  await page.goto('/download')
  const main = page.getByRole('main')
  const install = main.getByRole('region', { name: 'How to install' })
  await expect(install.getByRole('listitem')).toHaveCount(6)
  await expect(install).toContainText('chrome://extensions')
  await expect(install).toContainText('Developer mode')
  await expect(install).toContainText('Load unpacked')

  const tracked = page.waitForResponse(
    (response) => response.url().endsWith('/api/download/track') && response.request().method() === 'POST',
  )
  const download = page.waitForEvent('download')
  await main.getByRole('button', { name: 'Download for Chrome' }).click()

  const response = await tracked
  expect(response.status()).toBe(201)
  expect(response.request().postDataJSON()).toEqual({ userId, email })
  expect(await response.json()).toMatchObject({ success: true, id: expect.anything() })
  expect((await download).suggestedFilename()).toBe(ZIP_NAME)
  await expect(main.getByRole('status').filter({ hasText: 'Your download has started' })).toBeVisible()
})

test('a tracking failure is only logged: the file still downloads', async ({ page }) => {
  await signUpAndSubscribe(page)
  await page.route('**/api/download/track', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  )
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto('/download')
  const download = page.waitForEvent('download')
  await page.getByRole('main').getByRole('button', { name: 'Download for Chrome' }).click()
  expect((await download).suggestedFilename()).toBe(ZIP_NAME)
  expect(errors.some((text) => text.includes('Failed to track download'))).toBe(true)
})

/** Every sign-out the page asks the server for. */
const recordLogouts = (page: Page) => {
  const logouts: string[] = []
  page.on('request', (request) => request.url().endsWith('/api/auth/logout') && logouts.push(request.method()))
  return logouts
}

test('a session check that gets no answer (offline, cut off) keeps the student signed in', async ({ page }) => {
  await signUpAndSignIn(page)
  const logouts = recordLogouts(page)
  await page.route('**/api/auth/verify', (route) => route.abort('failed'), { times: 1 })
  await page.goto('/download')
  await expect(page.getByRole('main').getByRole('link', { name: 'Complete trial setup' })).toBeVisible()
  expect(logouts).toEqual([])
})

test('a session check the server fails (503) keeps the student signed in; only a refused session signs out', async ({
  page,
}) => {
  await signUpAndSignIn(page)
  const logouts = recordLogouts(page)
  await page.route(
    '**/api/auth/verify',
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy"}' }),
    { times: 1 },
  )
  await page.goto('/download')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Complete trial setup' })).toBeVisible()
  expect(logouts).toEqual([])

  // The server saying the session is not valid (401) still ends it, as spec §4 asks.
  await page.route(
    '**/api/auth/verify',
    (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' }),
    { times: 1 },
  )
  await page.reload()
  await expect(main.getByRole('heading', { name: 'Sign in required' })).toBeVisible()
  expect(logouts).toEqual(['POST'])
})

test('leaving the page while the session is being checked keeps the student signed in', async ({ page }) => {
  await signUpAndSignIn(page)
  const logouts = recordLogouts(page)
  // The check is held until the student has left: the browser cuts it off, as a quick click away does.
  await page.route('**/api/auth/verify', () => undefined, { times: 1 })
  const checking = page.waitForRequest('**/api/auth/verify')
  await page.goto('/download')
  await checking
  await page.goto('/download?from=dashboard')
  await expect(page.getByRole('main').getByRole('link', { name: 'Complete trial setup' })).toBeVisible()
  expect(logouts).toEqual([])
})
