import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { approveAccess } from './helpers/accounts'
import { expect, type Page, test } from './helpers/test'

const OUTBOX = path.resolve('data', 'e2e', 'outbox')
const PASSWORD = 'Str0ng!Pass'
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`

const fillSignup = async (
  page: Page,
  { name = 'Grace Hopper', email = uniqueEmail('ui'), password = PASSWORD } = {},
) => {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('checkbox').check()
  return email
}

test('a referral link’s sign-up raises the referrer’s weekly limit to 20 once its access is approved', async ({
  page,
  request,
}) => {
  const referrer = await (
    await request.post('/api/auth/register', {
      data: { name: 'Referrer', email: uniqueEmail('ref'), password: PASSWORD },
    })
  ).json()
  const headers = { authorization: `Bearer ${referrer.token}` }
  const { referralCode } = await (await request.post('/api/referral/generate', { headers })).json()

  await page.goto(`/signup?ref=${referralCode}`)
  const email = await fillSignup(page)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()

  // A sign-up alone earns nothing (issue 22): the bonus comes with the account's approval.
  expect(await (await request.get('/api/referral/stats', { headers })).json()).toMatchObject({
    totalReferrals: 1,
    requestLimit: 10,
  })
  await approveAccess(request, email)
  const stats = await (await request.get('/api/referral/stats', { headers })).json()
  expect(stats).toMatchObject({ totalReferrals: 1, requestLimit: 20 })
})

test('form fields: untouched, checked on blur then on each change, submit enabled only when valid', async ({
  page,
}) => {
  await page.goto('/signup')
  const name = page.getByLabel('Full name')
  const submit = page.getByRole('button', { name: 'Create account' })
  await expect(page.getByText('Full name is required')).toHaveCount(0)
  await name.focus()
  await name.blur()
  await expect(page.getByText('Full name is required')).toBeVisible()
  await name.fill('A')
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  await name.fill('Al')
  await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'Looks good' })).toHaveCount(1)
  await page.getByLabel('Email').fill('alan@example.test')
  await page.getByLabel(/^Password/).fill('weakpass')
  await page.getByLabel(/^Password/).blur()
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible()
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill('Other!Pass1')
  await page.getByLabel('Confirm password').blur()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await expect(submit).toBeDisabled()
  await page.getByRole('checkbox').check()
  await expect(submit).toBeEnabled()
  await expect(page.locator('label', { hasText: 'Full name' }).locator('.required-mark')).toHaveText('*')
})

test('a server field error shows on its field', async ({ page, request }) => {
  const email = uniqueEmail('taken')
  await request.post('/api/auth/register', { data: { name: 'First', email, password: PASSWORD } })
  await page.goto('/signup')
  await fillSignup(page, { email })
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.locator('.form-field.has-error')).toContainText('An account with this email already exists')
})

test('after sign-up, a stored checkout plan and billing lead to checkout', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    sessionStorage.setItem('checkoutPlan', 'weekly_trial')
    sessionStorage.setItem('checkoutBilling', 'semester')
  })
  await page.goto('/signup?redirect=/download')
  await fillSignup(page)
  const navigation = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('/checkout'),
  )
  await page.getByRole('button', { name: 'Create account' }).click()
  expect(new URL((await navigation).url()).search).toBe('?plan=weekly_trial&billing=semester')
  await page.waitForLoadState('load')
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('checkoutPlan')).catch(() => 'navigating'))
    .toBeNull()
})

test('sign in keeps the redirect, shows the account menu; sign out returns home signed out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('login')
  await request.post('/api/auth/register', { data: { name: 'Katherine Johnson', email, password: PASSWORD } })
  await page.goto('/login?redirect=/help')
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?redirect=%2Fhelp')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/help$/)
  const avatar = page.getByRole('button', { name: 'Account menu' })
  await expect(avatar).toHaveText('K')
  await avatar.click()
  await expect(page.getByRole('menu')).toContainText(email)
  // A new account is on plan onboarding: no download link, a trial-setup button instead.
  await expect(page.getByRole('menuitem', { name: 'Download Extension' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Complete trial setup' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
})

test('wrong credentials show a general error; the account locks after five failures', async ({ page, request }) => {
  const email = uniqueEmail('lock')
  await request.post('/api/auth/register', { data: { name: 'Locked Out', email, password: PASSWORD } })
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByLabel('Password').fill(`Wrong!Pass${attempt}`)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
    await page.getByRole('button', { name: 'Dismiss' }).click()
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toHaveCount(0)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Too many failed sign-in attempts' })).toBeVisible()
})

test('forgot and reset password with the link from the e-mail', async ({ page, request }) => {
  const email = uniqueEmail('reset')
  await request.post('/api/auth/register', { data: { name: 'Reset Me', email, password: PASSWORD } })
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('a reset link is on its way')

  const readLink = () => {
    if (!existsSync(OUTBOX)) return null
    const mail = readdirSync(OUTBOX)
      .map((file) => JSON.parse(readFileSync(path.join(OUTBOX, file), 'utf8')) as { to: string[]; html: string })
      .find((message) => message.to.includes(email))
    return mail?.html.match(/href="([^"]+reset-password\?token=[^"]+)"/)?.[1] ?? null
  }
  await expect.poll(readLink).not.toBeNull()
  await page.goto(new URL(readLink()!).pathname + new URL(readLink()!).search)
  await page.getByLabel(/^New password/).fill('N3w!Password')
  await page.getByLabel('Confirm new password').fill('N3w!Password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('status')).toContainText('Your password has been changed')
  const login = await request.post('/api/auth/login', { data: { email, password: 'N3w!Password' } })
  expect(login.status()).toBe(200)
})

test('sign-up and sign-in pages are translated', async ({ page }) => {
  await page.goto('/fr/signup')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const title = await page.getByRole('heading', { level: 1 }).textContent()
  expect(title).not.toBe('Create your account')
  await page.goto('/ar/login')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('the referral page generates a code, copies the link (Copied! for 2 s) and lists referrals', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const email = uniqueEmail('program')
  await request.post('/api/auth/register', { data: { name: 'Program Owner', email, password: PASSWORD } })
  await page.goto('/login?redirect=/referrals')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/referrals$/)
  await expect(page.getByText('Your weekly limit: 10 questions')).toBeVisible()
  await page.getByRole('button', { name: 'Generate my referral code' }).click()
  const linkField = page.getByRole('textbox', { name: 'Your referral link' })
  await expect(linkField).toHaveValue(/\/signup\?ref=[A-Z2-9]{8}$/)
  const link = await linkField.inputValue()

  await page.clock.install()
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await page.clock.runFor(2100)
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()

  const code = new URL(link).searchParams.get('ref')
  const friendEmail = uniqueEmail('friend')
  await request.post('/api/auth/register', {
    data: { name: 'Invited Friend', email: friendEmail, password: PASSWORD, referralCode: code },
  })
  await approveAccess(request, friendEmail)
  await page.reload()
  // The referrer sees a first name and a masked e-mail, never the friend's address (issue 22).
  await expect(page.getByText('Invited', { exact: true })).toBeVisible()
  await expect(page.getByText('f***@e***.test')).toBeVisible()
  await expect(page.getByText(friendEmail)).toHaveCount(0)
  await expect(page.getByText('Your weekly limit: 20 questions')).toBeVisible()
})
