import { type APIRequestContext, expect, type Locator, type Page, request, test } from './helpers/test'

import { BASE_URL } from './helpers/extension'
import { adminHeaders, pageApi, signUpAndSignIn } from './helpers/accounts'
import { heroOf, homePage, updateHomeHero } from './helpers/home-page'

/**
 * The flash sale counts down to the end date-time of the home page's hero (decisions.md): the same
 * figure for every page load and visitor at a given moment, gone once the end has passed. The
 * browser's clock is Playwright's; the sale end is set through the API as an editor would.
 */
test.describe.configure({ mode: 'serial' })

const HOUR = 3600_000
let api: APIRequestContext
let headers: Record<string, string>
/** Each language's hero has its own sale end; the tests read English, French and Arabic. */
const LOCALES = ['en', 'fr', 'ar'] as const
let originalEnds: Record<(typeof LOCALES)[number], string | null>
/** A whole minute about a day ahead: the server's own clock sees a running sale. */
const saleEnd = new Date(Math.ceil((Date.now() + 24 * HOUR) / 60_000) * 60_000)
const before = (ms: number) => new Date(saleEnd.getTime() - ms)

const setSaleEnd = async (value: string | null | typeof originalEnds) => {
  for (const locale of LOCALES) {
    const saleEndsAt = value !== null && typeof value === 'object' ? value[locale] : value
    await updateHomeHero(api, headers, locale, { saleEndsAt })
  }
}

/** The landing's hero: the section that holds the page's one h1. */
const heroSectionOf = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
const countdownOf = (page: Page) => heroSectionOf(page).locator('.flash-sale .countdown')

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: BASE_URL })
  headers = await adminHeaders(api)
  const endOf = async (locale: string) => (heroOf(await homePage(api, locale)).saleEndsAt as string | null) ?? null
  originalEnds = { en: await endOf('en'), fr: await endOf('fr'), ar: await endOf('ar') }
  await setSaleEnd(saleEnd.toISOString())
})

test.afterAll(async () => {
  await setSaleEnd(originalEnds)
  await api.dispose()
})

test('the seeded sale has a real end, and the banner counts down to it', async ({ page }) => {
  expect(originalEnds.en, 'the seed sets an end date-time').not.toBeNull()
  await page.clock.setFixedTime(before(2 * HOUR))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(countdownOf(page)).toHaveText('02:00:00')
  await expect(page.getByRole('timer').first()).toHaveAttribute(
    'aria-label',
    'Offer ends in 2 hours, 0 minutes and 0 seconds',
  )
})

test('two page loads a few seconds apart, and another visitor, see the same countdown', async ({ page, browser }) => {
  await page.clock.setFixedTime(before(2 * HOUR))
  await page.goto('/')
  await expect(countdownOf(page)).toHaveText('02:00:00')

  // Five seconds later, a reload continues where the clock is: no restart at 9:11:27.
  await page.clock.setFixedTime(before(2 * HOUR - 5_000))
  await page.reload()
  await expect(countdownOf(page)).toHaveText('01:59:55')

  const visitor = await browser.newContext()
  const other = await visitor.newPage()
  await other.clock.setFixedTime(before(2 * HOUR - 5_000))
  await other.goto('/fr')
  await expect(countdownOf(other)).toHaveText('01:59:55')
  await visitor.close()
})

test('the countdown ticks down each second while the page stays open', async ({ page }) => {
  await page.clock.install({ time: before(HOUR + 60_000) })
  await page.goto('/')
  await page.clock.pauseAt(before(HOUR))
  await expect(countdownOf(page)).toHaveText('01:00:00')
  await page.clock.runFor(3_000)
  await expect(countdownOf(page)).toHaveText('00:59:57')
})

test('the banner hides itself once the sale has ended, on the landing page and the dashboard', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/pricing')
  expect((await pageApi(page, '/api/subscription/free', { method: 'POST' })).status).toBe(200)

  // During the sale, the dashboard's upgrade offer runs on the same end date-time.
  await page.clock.setFixedTime(before(30 * 60_000))
  await page.goto('/dashboard')
  const offer = page.getByRole('group', { name: 'Get Studify+ for the whole semester' })
  await expect(offer.getByText('Flash sale', { exact: true })).toBeVisible()
  await expect(offer.getByRole('timer')).toHaveText('Ends in 00:30:00')

  await page.clock.setFixedTime(new Date(saleEnd.getTime() + 1_000))
  await page.reload()
  await expect(offer).toBeVisible()
  await expect(offer.getByText('Flash sale', { exact: true })).toHaveCount(0)
  await expect(offer.getByRole('timer')).toHaveCount(0)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(heroSectionOf(page).locator('.flash-sale')).toHaveCount(0)
  await expect(page.getByRole('timer')).toHaveCount(0)
})

/**
 * How far the countdown's middle sits from the middle of `beside`: 0 when both are on one line.
 * Both boxes are read in one go, from one layout: the dashboard's cards load above the offer and
 * move it down, so two separate reads could straddle that move (320 px in one run).
 */
const offsetFrom = (scope: Locator, beside: string) =>
  scope.evaluate((element, selector) => {
    const middle = (target: Element | null) => {
      const box = target!.getBoundingClientRect()
      return box.top + box.height / 2
    }
    return Math.abs(middle(element.querySelector('.countdown')) - middle(element.querySelector(selector)))
  }, beside)

test("on a phone in Arabic the countdown stays on the banner's line, on the landing and the dashboard (issue 38)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.clock.setFixedTime(before(2 * HOUR))
  await page.goto('/ar')
  const banner = heroSectionOf(page).locator('.flash-sale')
  await expect(banner.locator('.countdown')).toHaveText('02:00:00')
  expect(await offsetFrom(banner, '.flash-sale-badge')).toBeLessThan(4)
  await banner.screenshot({ path: test.info().outputPath('hero-sale-ar-phone.png') })

  await signUpAndSignIn(page)
  expect((await pageApi(page, '/api/subscription/free', { method: 'POST' })).status).toBe(200)
  await page.goto('/ar/dashboard')
  const tag = page.locator('.dashboard-flash-sale .flash-sale-tag')
  await expect(tag.locator('.countdown')).toHaveText('02:00:00')
  // "Ends in" and its figures on one line.
  expect(await offsetFrom(tag, '.flash-sale-ends')).toBeLessThan(4)
  await page
    .locator('.dashboard-flash-sale')
    .screenshot({ path: test.info().outputPath('dashboard-sale-ar-phone.png') })
})

test('no sale end set: no banner at all', async ({ page }) => {
  await setSaleEnd(null)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(heroSectionOf(page).locator('.flash-sale')).toHaveCount(0)
  await setSaleEnd(saleEnd.toISOString())
})
