import { type APIRequestContext, expect, type Page, request, test } from './helpers/test'

import { formatUsd, PLANS } from '../../src/config/plans'
import { adminHeaders, signUpAndSignIn } from './helpers/accounts'
import { routeStripe } from './helpers/stripe'
import { E2E_STORE_URLS } from './helpers/store-urls.mjs'

/**
 * /download per browser (issue 37): the e2e site is built with Edge and Firefox listings and none
 * for Chrome (scripts/e2e-server.mjs). A browser with a listing is sent to its store, the others'
 * stores are listed, and every way out is counted per store; Chrome falls back to the zip.
 */
const UA = {
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
}

let api: APIRequestContext
test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL })
})
test.afterAll(() => api?.dispose())

test.beforeEach(async ({ page, context }) => {
  await routeStripe(page)
  // The stores are outside the test's network: a listing opened in a new tab gets a stand-in page.
  await context.route(/microsoftedge\.microsoft\.com|addons\.mozilla\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>store listing</title>' }),
  )
})

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

/** The stores this account's downloads were counted for, oldest first (the admin's view). */
const countedStores = async (userId: number) => {
  const response = await api.get(`/api/downloads?where[user][equals]=${userId}&sort=createdAt&depth=0`, {
    headers: await adminHeaders(api),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: { store: string }[] }).docs.map(({ store }) => store)
}

const clickCounted = async (page: Page, link: ReturnType<Page['getByRole']>) => {
  const tracked = page.waitForResponse(
    (response) => response.url().endsWith('/api/download/track') && response.request().method() === 'POST',
  )
  const [listing] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  expect((await tracked).status()).toBe(201)
  return listing
}

test.describe('Edge', () => {
  test.use({ userAgent: UA.edge })

  test('is sent to Edge Add-ons with no zip steps; Firefox is listed; each is counted per store', async ({ page }) => {
    const { userId } = await signUpAndSubscribe(page)
    const main = page.getByRole('main')
    const add = main.getByRole('link', { name: 'Get it from Edge Add-ons' })
    await expect(add).toHaveAttribute('href', E2E_STORE_URLS.edge)
    await expect(main.getByText(/from the Microsoft Edge Add-ons/)).toBeVisible()
    await expect(main.getByRole('region', { name: 'How to install' })).toHaveCount(0)
    await expect(main.getByRole('button', { name: 'Download for Chrome' })).toHaveCount(0)

    const listing = await clickCounted(page, add)
    await expect(listing).toHaveURL(E2E_STORE_URLS.edge)
    await listing.close()
    const others = main.getByRole('region', { name: 'Other browsers' })
    await expect(others.getByRole('link')).toHaveCount(1)
    const firefox = await clickCounted(page, others.getByRole('link', { name: 'Firefox Add-ons' }))
    await expect(firefox).toHaveURL(E2E_STORE_URLS.firefox)
    await firefox.close()
    expect(await countedStores(userId)).toEqual(['edge', 'firefox'])
  })
})

test.describe('Firefox', () => {
  test.use({ userAgent: UA.firefox })

  test('is sent to Firefox Add-ons', async ({ page }) => {
    const { userId } = await signUpAndSubscribe(page)
    const add = page.getByRole('main').getByRole('link', { name: 'Add to Firefox' })
    await expect(add).toHaveAttribute('href', E2E_STORE_URLS.firefox)
    const listing = await clickCounted(page, add)
    await listing.close()
    expect(await countedStores(userId)).toEqual(['firefox'])
  })
})

test('Chrome, without a listing, falls back to the zip and developer-mode steps, counted as the zip', async ({
  page,
}) => {
  const { userId } = await signUpAndSubscribe(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: 'How to install' })).toContainText('Developer mode')
  const others = main.getByRole('region', { name: 'Other browsers' })
  await expect(others.getByRole('link', { name: 'Microsoft Edge Add-ons' })).toHaveAttribute(
    'href',
    E2E_STORE_URLS.edge,
  )
  await expect(others.getByRole('link', { name: 'Firefox Add-ons' })).toHaveAttribute('href', E2E_STORE_URLS.firefox)
  const download = page.waitForEvent('download')
  await main.getByRole('button', { name: 'Download for Chrome' }).click()
  await download
  await expect.poll(() => countedStores(userId)).toEqual(['zip'])
})
