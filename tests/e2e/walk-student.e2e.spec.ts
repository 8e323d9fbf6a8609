import { expect, type Page, test } from './helpers/test'

import { pageApi, signUpAndSignIn, uniqueEmail } from './helpers/accounts'
import { signUpAndSubscribe } from './helpers/checkout'
import { routeStripe } from './helpers/stripe'

// What a new student tripped over on the walk of issue 27, each as the student meets it.

test.beforeEach(async ({ page }) => routeStripe(page))

const chooseFreePlan = async (page: Page) => {
  await page.goto('/')
  const chosen = await pageApi(page, '/api/subscription/free', { method: 'POST' })
  expect(chosen.status).toBe(200)
}

test('the first dashboard visit says Welcome; the next one says Welcome back', async ({ page }) => {
  await signUpAndSignIn(page, { name: 'Nina New' })
  await chooseFreePlan(page)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nina New!')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Nina New!')
  // The semester offer compares like with like: its price per week against the regular price per week.
  const offer = page.locator('.dashboard-flash-sale .flash-sale-price')
  await expect(offer.locator('strong')).toHaveText('$2.75/week')
  await expect(offer.locator('s')).toHaveText('Regular price $4.99/week')
})

test('the first visit to the writer says Welcome to Studify; the next one says Welcome back', async ({ page }) => {
  await signUpAndSignIn(page)
  await chooseFreePlan(page)
  await page.goto('/dashboard/writer')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome to Studify!')
  await page.reload()
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome back to Studify!')
})

test('an account still choosing a plan is offered "Complete trial setup", in sentence case', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/')
  await expect(page.getByRole('banner').getByText('Complete trial setup', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Complete Trial Setup', { exact: true })).toHaveCount(0)
})

test('wizard step 3 shows no error before the student did anything', async ({ page }) => {
  await signUpAndSubscribe(page)
  await page.goto('/dashboard/writer/create')
  const wizard = page.getByRole('dialog', { name: 'Essay Creator' })
  await wizard.getByRole('textbox', { name: 'What do you want us to write about?' }).fill('Why rivers flood')
  await wizard.getByRole('button', { name: 'Next', exact: true }).click()
  await wizard.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(wizard).toContainText('Step 3 of 5')
  // The requirement is only read out to screen readers until the student leaves the choices empty.
  const shownError = wizard.getByTestId('wizard-required')
  await expect(shownError).toHaveCount(0)
  await expect(wizard.getByRole('button', { name: 'Next', exact: true })).toBeDisabled()
  await wizard.getByRole('radio').first().focus()
  await page.keyboard.press('Tab')
  await expect(shownError).toHaveText('Please select an option')
})

test('sign-up: the confirm-password error does not move the terms checkbox from under the pointer', async ({
  page,
}) => {
  await page.goto('/signup')
  await page.getByLabel(/^Full name/).fill('Pat Pointer')
  await page.getByLabel(/^Email/).fill(uniqueEmail('pointer'))
  await page.getByLabel(/^Password/).fill('Str0ng!Pass')
  await page.getByLabel(/^Confirm password/).fill('Str0ng!Pas')
  const terms = page.getByRole('checkbox')
  // Where the pointer is: the checkbox in view (a bounding box is measured from the viewport).
  await terms.scrollIntoViewIfNeeded()
  const before = await terms.boundingBox()
  // The click blurs the confirmation, whose error appears: the checkbox must still be where it was.
  await terms.click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  expect((await terms.boundingBox())!.y).toBe(before!.y)
  await expect(terms).toBeChecked()
})

test('sign-up on the way to the trial names the trial and its price', async ({ page }) => {
  await page.goto('/checkout?plan=weekly_trial&billing=weekly')
  await expect(page).toHaveURL(/\/signup\?redirect=/)
  await expect(
    page.getByText('You chose the 72-hour trial: $0.99 today, then $4.99/week. Cancel anytime.'),
  ).toBeVisible()
})

test('report wrong answer: the success message is in view, and empty optional fields get no green tick', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await signUpAndSignIn(page)
  await page.goto('/#settings=report')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByLabel(/^Question/).fill('What is 2 + 2?')
  await dialog.getByLabel(/^Wrong answer/).fill('5')
  await dialog.getByLabel('Correct answer (optional)').focus()
  await dialog.getByLabel(/^Wrong answer/).focus()
  await expect(
    dialog.locator('.form-field.is-valid', { has: page.getByLabel('Correct answer (optional)') }),
  ).toHaveCount(0)
  await expect(dialog.getByRole('img', { name: 'Looks good' })).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  const success = dialog.getByRole('status').filter({ hasText: 'Report submitted successfully' })
  await expect(success).toBeInViewport()
})

test('/ar on a phone: each formula in the hero card is one left-to-right run on one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar')
  // The formulas the phone shows (the desktop demo page is not rendered there).
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
  const formulas = hero.locator('.math:visible')
  expect(await formulas.count()).toBeGreaterThan(3)
  for (const formula of await formulas.all()) {
    await expect(formula).toHaveAttribute('dir', 'ltr')
    expect(await formula.evaluate((element) => element.getClientRects().length)).toBe(1)
  }
})

test('essays: Regenerate asks before spending one; with none left, Start Writing and Regenerate wait for an upgrade', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUpAndSignIn(page)
  await chooseFreePlan(page)
  // One essay written through the API (the free plan has two a week).
  const write = () =>
    page.evaluate(async () => {
      const response = await fetch('/api/writer/essays', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          topic: 'Why rivers flood',
          length: 1,
          tone: 'analytical',
          language: 'en',
          outline: ['Introduction', 'Causes', 'Conclusion'],
        }),
      })
      const text = await response.text()
      return Number(/"essayId":(\d+)/.exec(text)?.[1])
    })
  const first = await write()
  await page.goto(`/dashboard/writer/essays/${first}`)
  const main = page.getByRole('main')
  let asked = ''
  page.once('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.dismiss()
  })
  await main.getByRole('button', { name: 'Regenerate' }).click()
  await expect.poll(() => asked).toContain('uses your last essay this week')
  await expect(page).toHaveURL(new RegExp(`/essays/${first}$`))

  await write()
  await page.goto('/dashboard/writer')
  await expect(main.getByRole('button', { name: 'Start Writing' })).toBeDisabled()
  await expect(main.getByRole('link', { name: 'Upgrade for unlimited essays' })).toBeVisible()
  await page.goto(`/dashboard/writer/essays/${first}`)
  await expect(main.getByRole('button', { name: 'Regenerate' })).toBeDisabled()
  await expect(main.getByText('No essays left this week: Regenerate would need one.')).toBeVisible()
})
