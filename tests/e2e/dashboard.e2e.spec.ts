import { expect, test } from './helpers/test'

import { formatUsd, PLANS, semesterCompareAtWeeklyCents, semesterWeeklyCents } from '../../src/config/plans'
import { signUpAndSignIn } from './helpers/accounts'
import { fillCard, signUpAndSubscribe } from './helpers/checkout'
import { routeStripe } from './helpers/stripe'

const usd = (cents: number) => formatUsd(cents, 'en')

test.beforeEach(async ({ page }) => routeStripe(page))

test('signed out: the dashboard sends the visitor to sign in and back', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)dashboard$/)
})

test('onboarding: the dashboard is replaced by the weekly-trial checkout', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/checkout\?plan=weekly_trial&billing=weekly$/)
})

test('a weekly subscriber: cards, plan panel with the catalogue offer, referral link, help', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signUpAndSubscribe(page)
  await page.goto('/dashboard')
  const main = page.getByRole('main')
  await expect(page).toHaveTitle(/Dashboard/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await expect(main.getByRole('heading', { name: 'Chrome Extension' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Studify mobile' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Coming soon' })).toBeDisabled()
  await expect(main.getByRole('heading', { name: /Essay Writer/ })).toContainText('New')
  await expect(main.getByRole('link', { name: 'Start writing' })).toHaveAttribute('href', '/dashboard/writer')

  const plan = main.getByRole('region', { name: 'Studify Weekly Plan' })
  await expect(plan).toContainText(/Renews/)
  await expect(plan.getByRole('button', { name: 'Edit Card' })).toBeEnabled()
  const offer = plan.getByRole('group', { name: 'Upgrade to the Semester plan' })
  await expect(offer).toContainText(`${PLANS.semester.savingsPercent}% off`)
  await expect(offer).toContainText(`${usd(semesterWeeklyCents())}/week`)
  await expect(offer.locator('s')).toContainText(usd(semesterCompareAtWeeklyCents()))
  await expect(offer).toContainText(`${usd(PLANS.semester.priceCents)} billed every 3 months`)

  const referral = main.getByRole('region', { name: 'Invite friends' })
  await referral.getByRole('button', { name: 'Generate my referral link' }).click()
  const link = referral.getByRole('textbox', { name: 'Your referral link' })
  await expect(link).toHaveValue(/\/signup\?ref=\w+/)
  await referral.getByRole('button', { name: 'Copy link' }).click()
  await expect(referral.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue())

  await expect(main.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute('href', '/help')
})

test('the extension card carries “from the dashboard” to /download, whose Back returns', async ({ page }) => {
  await signUpAndSubscribe(page)
  await page.goto('/dashboard')
  await page.getByRole('main').getByRole('link', { name: 'Download extension' }).click()
  await expect(page).toHaveURL(/\/download\?from=dashboard$/)
  await expect(page.getByRole('main').getByRole('button', { name: 'Download for Chrome' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Back to dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('Manage Subscription opens the Stripe billing portal', async ({ page }) => {
  await signUpAndSubscribe(page)
  await page.goto('/dashboard')
  // The page leaves for the portal at once, so the portal URL is checked where the browser lands.
  await page.getByRole('button', { name: 'Manage Subscription' }).click()
  await expect(page).toHaveURL(/\/__fake\/portal\//)
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible()
})

test('My Subscription: current plan, saved cards, add a card, make default, remove rules', async ({ page }) => {
  await signUpAndSubscribe(page)
  await page.goto('/#settings=subscription')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  const panel = dialog.getByRole('tabpanel')
  await expect(dialog.getByRole('tab', { name: 'My Subscription' })).toHaveAttribute('aria-selected', 'true')

  const weekly = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Studify+ Weekly' }) })
  await expect(weekly.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
  await expect(weekly).toContainText(usd(PLANS.weekly.priceCents))
  const semester = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Studify+ Semester' }) })
  await expect(semester.getByRole('button', { name: 'Select Plan' })).toBeEnabled()
  await expect(semester).toContainText(usd(PLANS.semester.priceCents))

  const cards = panel.getByRole('list', { name: 'Saved cards' })
  const visa = cards.getByRole('listitem').filter({ hasText: '•••• 4242' })
  await expect(cards.getByRole('listitem')).toHaveCount(1)
  await expect(visa).toContainText('Visa')
  await expect(visa).toContainText('Expires 12/34')
  await expect(visa.getByText('Default', { exact: true })).toBeVisible()
  await expect(visa.getByRole('button', { name: 'Remove' })).toHaveCount(0)
  await expect(visa.getByRole('button', { name: 'Make default' })).toHaveCount(0)

  // Cancel returns to the list untouched.
  await panel.getByRole('button', { name: 'Add payment method' }).click()
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(cards.getByRole('listitem')).toHaveCount(1)

  await panel.getByRole('button', { name: 'Add payment method' }).click()
  await fillCard(panel, '5555 5555 5555 4444')
  await panel.getByRole('button', { name: 'Save card' }).click()
  await expect(panel.getByRole('status').filter({ hasText: 'Payment method added' })).toBeVisible()
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  const mastercard = cards.getByRole('listitem').filter({ hasText: '•••• 4444' })
  await expect(mastercard).toContainText('Mastercard')
  await expect(mastercard.getByText('Default', { exact: true })).toHaveCount(0)

  await mastercard.getByRole('button', { name: 'Make default' }).click()
  await expect(mastercard.getByText('Default', { exact: true })).toBeVisible()
  await expect(visa.getByText('Default', { exact: true })).toHaveCount(0)
  await expect(mastercard.getByRole('button', { name: 'Remove' })).toHaveCount(0)

  await visa.getByRole('button', { name: 'Remove' }).click()
  await expect(panel.getByRole('status').filter({ hasText: 'Payment method removed' })).toBeVisible()
  await expect(cards.getByRole('listitem')).toHaveCount(1)
  await expect(cards).toContainText('•••• 4444')
})

test('My Subscription: Select Plan opens the billing portal while showing Processing', async ({ page }) => {
  await signUpAndSubscribe(page)
  await page.goto('/#settings=subscription')
  const panel = page.getByRole('dialog', { name: 'Settings' }).getByRole('tabpanel')
  const semester = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Studify+ Semester' }) })
  await semester.getByRole('button', { name: 'Select Plan' }).click()
  await expect(page).toHaveURL(/\/__fake\/portal\//)
})

test('Affiliate: a non-admin is not offered the programme, even through a link to its tab', async ({ page }) => {
  // Issue 38: the tab could only say "Admin Access Required" to a student, so it is not shown at all.
  await signUpAndSignIn(page)
  await page.goto('/#settings=affiliate')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByRole('tab', { name: 'Affiliate' })).toHaveCount(0)
  await expect(dialog.getByText('Admin Access Required')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Connect with Stripe' })).toHaveCount(0)
})
