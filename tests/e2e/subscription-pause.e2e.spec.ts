import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './helpers/test'

import { resumeDayChoices, resumeInstant } from '../../src/config/subscription-pause'
import { formatUsd, PLANS } from '../../src/config/plans'
import { checkoutPath } from '../../src/lib/checkout'
import { pageApi, signUpAndSignIn } from './helpers/accounts'
import { fillCard } from './helpers/checkout'
import { routeStripe } from './helpers/stripe'

test.beforeEach(async ({ page }) => routeStripe(page))

/** Resume days are UTC calendar days, shown as such: what the panel must read. */
const longDay = (resumeOn: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(resumeInstant(resumeOn))
const shortDay = (resumeOn: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(resumeInstant(resumeOn))

type Current = { subscription: { pausedUntil: string | null } | null; weeklyLimit: number }

/** A new account on the semester plan, paid at checkout through the fake Stripe. */
const subscribeToSemester = async (page: Page) => {
  await signUpAndSignIn(page)
  await page.goto(checkoutPath('semester', 'semester'))
  await fillCard(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: new RegExp(`^Pay \\${formatUsd(PLANS.semester.priceCents, 'en')}`) }).click()
  await expect(page).toHaveURL(/\/download$/)
  await expect
    .poll(async () => (await pageApi<{ user: { plan: string } }>(page, '/api/auth/verify')).body.user.plan, {
      timeout: 15_000,
    })
    .toBe('semester')
}

test('My Subscription: pause the semester plan over a break, see it paused, resume early', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await subscribeToSemester(page)
  await page.goto('/#settings=subscription')
  const panel = page.getByRole('dialog', { name: 'Settings' }).getByRole('tabpanel')
  const pauseSection = panel.getByRole('region', { name: 'Pause over a break' })
  await expect(pauseSection).toContainText('Pause your semester plan for up to 8 weeks')

  await pauseSection.getByRole('button', { name: 'Pause my plan' }).click()
  await expect(pauseSection).toContainText('You are not charged while your plan is paused.')
  await expect(pauseSection).toContainText('Premium features pause with it')
  await expect(pauseSection).toContainText('When your plan resumes, a new semester starts that day.')
  const choice = resumeDayChoices()[2]!
  const resumeOn = pauseSection.getByLabel('Resume on')
  await expect(resumeOn.locator('option')).toHaveCount(8)
  await resumeOn.selectOption(choice.resumeOn)
  await expect(resumeOn.locator('option:checked')).toHaveText(`${shortDay(choice.resumeOn)} (in 3 weeks)`)
  const axe = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
  await pauseSection.getByRole('button', { name: `Pause until ${shortDay(choice.resumeOn)}` }).click()

  const paused = panel.getByRole('region', { name: `Paused until ${longDay(choice.resumeOn)}` })
  await expect(paused.getByRole('status')).toContainText(`Your plan is paused until ${longDay(choice.resumeOn)}.`)
  // Just paid: almost all of the semester is unused, and comes off the next one.
  await expect(paused.getByRole('status')).toContainText(
    /\$\d+\.\d\d you had not used will come off the price of your next semester/,
  )
  await expect(paused).toContainText('You are not being charged and premium features are paused.')
  const current = await pageApi<Current>(page, '/api/subscription/current')
  expect(current.body.subscription?.pausedUntil).toBe(resumeInstant(choice.resumeOn).toISOString())
  expect((await pageApi<{ isPaid: boolean }>(page, '/api/access/status')).body.isPaid).toBe(false)

  // Reloaded, the panel still reads the pause from the server.
  await page.reload()
  await expect(panel.getByRole('region', { name: `Paused until ${longDay(choice.resumeOn)}` })).toBeVisible()
  await panel.getByRole('button', { name: 'Resume now' }).click()
  const running = panel.getByRole('region', { name: 'Pause over a break' })
  await expect(running.getByRole('status')).toContainText('Your plan is running again: a new semester starts today')
  await expect(running.getByRole('button', { name: 'Pause my plan' })).toBeVisible()
  expect((await pageApi<Current>(page, '/api/subscription/current')).body.subscription?.pausedUntil).toBeNull()
  expect((await pageApi<{ isPaid: boolean }>(page, '/api/access/status')).body.isPaid).toBe(true)
})
