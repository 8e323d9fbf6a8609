import { expect, type Page, test } from './helpers/test'

import { PASSWORD, signUpAndSignIn, uniqueEmail } from './helpers/accounts'
import { routeStripe } from './helpers/stripe'

test.beforeEach(async ({ page }) => routeStripe(page))

const fillCard = async (page: Page, number = '4242 4242 4242 4242') => {
  await page.getByLabel('Card number', { exact: true }).fill(number)
  await page.getByLabel('Expiration date MM / YY').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
}

/** Asked from inside the page: Payload accepts its cookie only from a browser's same-origin request. */
const currentSubscription = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/subscription/current')).json() as Promise<Record<string, unknown>>)

const expectActiveSubscription = async (page: Page, planId: string) =>
  expect.poll(() => currentSubscription(page), { timeout: 15_000 }).toMatchObject({ planId, status: 'active' })

test('signed out: checkout → sign up → back to checkout with the plan kept → pay → /download', async ({ page }) => {
  await page.goto('/checkout?plan=weekly_trial&billing=semester')
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fcheckout%3Fplan%3Dweekly_trial%26billing%3Dsemester$/)
  await expect(page.getByText('You chose the Semester plan: $32.95 every 3 months. Cancel anytime.')).toBeVisible()
  await page.getByLabel('Full name').fill('Dorothy Vaughan')
  await page.getByLabel('Email').fill(uniqueEmail('checkout'))
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(/\/checkout\?plan=weekly_trial&billing=semester$/)
  await expect(page.getByRole('button', { name: 'Semester' })).toHaveAttribute('aria-pressed', 'true')
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary).toContainText('$32.95')
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Dorothy Vaughan')
  await fillCard(page)
  await page.getByRole('button', { name: /^Pay \$32\.95/ }).click()
  await expect(page).toHaveURL(/\/download$/)
  await expectActiveSubscription(page, 'semester')
})

test('the billing toggle rewrites the query and the summary follows the catalogue', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/checkout')
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary).toContainText('$0.99')
  await expect(summary).toContainText('$4.99')
  await page.getByRole('button', { name: 'Semester' }).click()
  await expect(page).toHaveURL(/\/checkout\?plan=weekly_trial&billing=semester$/)
  await expect(summary).toContainText('$32.95')
  await page.getByRole('button', { name: 'Weekly' }).click()
  await expect(page).toHaveURL(/billing=weekly$/)
})

test('an unknown plan shows Invalid Plan with a way to the pricing page', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/checkout?plan=platinum')
  await expect(page.getByRole('heading', { name: 'Invalid Plan' })).toBeVisible()
  await page.getByRole('link', { name: 'View plans' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
})

test('card fields: the spec messages, then a declined card shows the bank’s answer and stops', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/checkout?plan=weekly_trial&billing=weekly')
  const pay = page.getByRole('button', { name: /^Pay \$0\.99/ })
  await pay.click()
  await expect(page.getByText('Please enter a valid card number')).toBeVisible()
  await expect(page.getByText('Please enter a valid expiry date')).toBeVisible()
  await expect(page.getByText('Please enter a valid CVV')).toBeVisible()
  await page.getByLabel(/^Full name/).fill('')
  await page.getByLabel(/^Full name/).blur()
  await expect(page.getByText('Full name is required')).toBeVisible()
  await page.getByLabel(/^Full name/).fill('Annie Easley')

  await fillCard(page, '4000 0000 0000 0002')
  await expect(page.getByText('Please enter a valid card number')).toHaveCount(0)
  await pay.click()
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible()
  await expect(page).toHaveURL(/\/checkout/)
  await expect(pay).toBeEnabled()
})

test('3-D Secure: the bank’s challenge, then the trial starts', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/checkout?plan=weekly_trial&billing=weekly')
  await fillCard(page, '4000 0027 6000 3184')
  await page.getByRole('button', { name: /^Pay \$0\.99/ }).click()
  const challenge = page.getByRole('dialog', { name: '3D Secure authentication' })
  await expect(challenge).toBeVisible()
  await challenge.getByRole('button', { name: 'Complete authentication' }).click()
  await expect(page).toHaveURL(/\/download$/)
  await expectActiveSubscription(page, 'weekly_trial')
})

test('3-D Secure failed: the message is shown and nothing is bought', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/checkout?plan=weekly_trial&billing=weekly')
  await fillCard(page, '4000 0027 6000 3184')
  await page.getByRole('button', { name: /^Pay \$0\.99/ }).click()
  await page
    .getByRole('dialog', { name: '3D Secure authentication' })
    .getByRole('button', { name: 'Fail authentication' })
    .click()
  await expect(page.getByRole('alert').filter({ hasText: 'unable to authenticate' })).toBeVisible()
  expect(await currentSubscription(page)).toMatchObject({ planId: 'onboarding', status: 'inactive' })
})

test('express checkout (Link) pays and lands on /download', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/checkout?plan=weekly_trial&billing=weekly')
  await page.getByRole('button', { name: 'Pay with Link' }).click()
  await expect(page).toHaveURL(/\/download$/)
  await expectActiveSubscription(page, 'weekly_trial')
})
