import { expect, type Locator, type Page, test } from './helpers/test'

import { adminHeaders, signUpAndSignIn } from './helpers/accounts'
import { DEFAULT_LOCALE, LOCALES } from '../../src/config/locales'

// What looked broken to a first-time visitor (issue 17, item 11), checked on the laid-out page.

const box = async (locator: Locator) => (await locator.boundingBox())!

test('maths in Arabic text is a left-to-right island, in the order it was written', async ({ page }) => {
  await page.goto('/ar')
  // The demo window is decoration (aria-hidden): its answer's steps are the figure's list items.
  const step = page.getByRole('figure').locator('li').first()
  const formula = step.locator('bdi[dir="ltr"]')
  await expect(formula).toHaveText('(uv)′ = u′v + uv′')
  await expect(formula).toHaveCSS('unicode-bidi', 'isolate')
  // Laid out left to right: "(uv)′" starts before "uv′" ends, reading from the left.
  const [first, last] = await formula.evaluate((element) => {
    const range = document.createRange()
    const text = element.firstChild!
    range.setStart(text, 0)
    range.setEnd(text, 1)
    const start = range.getBoundingClientRect().left
    range.setStart(text, text.textContent!.length - 1)
    range.setEnd(text, text.textContent!.length)
    return [start, range.getBoundingClientRect().left]
  })
  expect(first).toBeLessThan(last)
})

test('testimonial avatars show the person’s initials', async ({ page }) => {
  await page.goto('/')
  const cardOf = (name: string) => page.getByRole('listitem').filter({ hasText: name })
  await expect(cardOf('Emily R.').getByText('ER', { exact: true })).toBeVisible()
  await expect(cardOf('Marcus T.').getByText('MT', { exact: true })).toBeVisible()
})

test('the five feature cards share one row on a desktop and never leave one alone', async ({ page }) => {
  for (const [width, rows] of [
    [1366, [5]],
    [900, [2, 2, 1]],
    [390, [1, 1, 1, 1, 1]],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const cards = page.locator('#features').getByRole('listitem')
    await expect(cards).toHaveCount(5)
    const tops = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top))
    const perRow = [...new Set(tops)].map((top) => tops.filter((candidate) => candidate === top).length)
    expect(perRow, `${width}px`).toEqual(rows)
    if (width === 900) {
      // The last card spans the row instead of sitting alone in half of it.
      expect((await box(cards.nth(4))).width).toBeGreaterThan((await box(cards.nth(0))).width * 1.8)
    }
  }
})

test('a lone recent post is laid out side by side, not as one column of an empty grid', async ({ page, request }) => {
  // A category of its own with one post: the blog's own lists grow with every test that publishes.
  const headers = await adminHeaders(request)
  const stamp = Date.now().toString(36)
  const seeded = (await (await request.get('/api/posts?limit=1&depth=0&where[heroImage][exists]=true')).json()).docs[0]
  const category = await request.post('/api/categories', {
    headers,
    data: { title: `Lone ${stamp}`, slug: `lone-${stamp}` },
  })
  expect(category.ok()).toBe(true)
  const post = await request.post('/api/posts', {
    headers,
    data: {
      title: `A lone post ${stamp}`,
      slug: `lone-post-${stamp}`,
      excerpt: seeded.excerpt,
      author: seeded.author,
      heroImage: seeded.heroImage,
      content: seeded.content,
      publishedAt: seeded.publishedAt,
      category: ((await category.json()) as { doc: { id: number } }).doc.id,
      _status: 'published',
    },
  })
  expect(post.ok()).toBe(true)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/blog/category/lone-${stamp}`)
  const recent = page.locator('.recent-posts').getByRole('article')
  await expect(recent).toHaveCount(1)
  const card = await box(recent)
  const grid = await box(recent.locator('..'))
  expect(card.width).toBeGreaterThan(grid.width * 0.95)
  const image = await box(recent.locator('img'))
  const body = await box(recent.getByRole('heading'))
  expect(body.x).toBeGreaterThan(image.x + image.width - 1)
})

test('help pills keep their height and the back link has its own line', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/help')
  const pills = page.getByRole('main').getByRole('listitem').locator('.badge')
  expect(await pills.count()).toBeGreaterThan(5)
  for (const height of await pills.evaluateAll((elements) => elements.map((element) => element.clientHeight))) {
    expect(height).toBeLessThan(36)
  }
  await page.goto('/help/affiliate-program')
  const back = await box(page.locator('.back-link'))
  const pill = await box(page.locator('article .badge'))
  expect(pill.y).toBeGreaterThanOrEqual(back.y + back.height + 8)
})

test('the settings dialog keeps one height across tabs and its close button clears every tab', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await signUpAndSignIn(page)
  await page.goto('/#settings=referrals')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).toBeVisible()
  const close = await box(dialog.locator('.dialog-close'))
  const heights = new Set<number>()
  // A student's tabs: Affiliate is for the programme's roles only (issue 38).
  for (const tab of ['Account Settings', 'My Subscription', 'My Stats', 'Referrals', 'Report Wrong Answer']) {
    await dialog.getByRole('tab', { name: tab }).click()
    const panel = dialog.getByRole('tabpanel')
    await expect(panel).not.toBeEmpty()
    heights.add(Math.round((await box(dialog)).height))
    const first = await box(panel.locator(':scope > *').first())
    expect(first.y, tab).toBeGreaterThanOrEqual(close.y + close.height)
  }
  expect([...heights]).toHaveLength(1)
})

test('on a phone the exam mode page fits the screen: long page addresses wrap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 })
  for (const path of ['/exam-mode', '/ar/exam-mode']) {
    await page.goto(path)
    await expect(page.locator('.exam-mode-list').first()).toBeVisible()
    const [scrollWidth, clientWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ])
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth)
  }
})

/**
 * The header's layout as a visitor sees it: the bar's height, the visible links and buttons whose
 * label breaks onto a second line (text on two line boxes), and those that stick out of the window.
 */
const headerLayout = (page: Page) =>
  page.getByRole('banner').evaluate((banner) => {
    const bar = banner.getBoundingClientRect().height
    const lineTops = (element: Element) => {
      const tops = new Set<number>()
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top))
      }
      return tops.size
    }
    const visible = [...banner.querySelectorAll('a, button, select')].filter(
      (element) => (element as HTMLElement).offsetParent !== null,
    )
    const wrapped = visible.filter((element) => lineTops(element) > 1).map((element) => element.textContent?.trim())
    const outside = visible
      .filter((element) => {
        const { left, right } = element.getBoundingClientRect()
        return left < 0 || right > document.documentElement.clientWidth
      })
      .map((element) => element.textContent?.trim())
    return { bar, wrapped, outside }
  })

test('at 1366 px the site header is one line in every language (issue 34 item 18)', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const heights: Record<string, number> = {}
  for (const locale of LOCALES) {
    await page.goto(locale === DEFAULT_LOCALE ? '/' : `/${locale}`)
    const header = page.getByRole('banner')
    await expect(header.getByRole('navigation').getByRole('link').first()).toBeVisible()
    // The header is its one bar: its height is the bar's.
    const measured = await headerLayout(page)
    heights[locale] = measured.bar
    expect(measured.wrapped, locale).toEqual([])
    if (locale === 'fr' || locale === 'ar')
      await page.screenshot({ path: test.info().outputPath(`header-${locale}.png`) })
  }
  // The bar's own height (68 px) in each of the 14: nothing pushed onto a second line.
  expect(Object.entries(heights).filter(([, height]) => height > 70)).toEqual([])
})

test('a signed-in student’s header is one row from 901 to 1199 px in every language (issue 34 item 18)', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const account = await signUpAndSignIn(page)
  // Both signed-in headers: with "Complete trial setup" (no plan yet), then with "Dashboard".
  for (const plan of ['onboarding', 'free'] as const) {
    if (plan === 'free') {
      const free = await page.request.post('/api/subscription/free', {
        headers: { authorization: `Bearer ${account.token}` },
      })
      expect(free.ok(), await free.text()).toBe(true)
    }
    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 1199, height: 900 })
      await page.goto(locale === DEFAULT_LOCALE ? '/' : `/${locale}`)
      // Signed in: the avatar's menu button is there (visible, or folded into the menu).
      await expect(page.getByRole('banner').locator('[aria-haspopup="menu"]')).toBeAttached()
      for (const width of [1199, 1024, 901]) {
        await page.setViewportSize({ width, height: 900 })
        const measured = await headerLayout(page)
        const where = `${plan} ${locale} ${width}px`
        expect(measured.wrapped, where).toEqual([])
        expect(measured.outside, where).toEqual([])
        expect(measured.bar, where).toBeLessThanOrEqual(70)
        if (plan === 'free' && ['fr', 'ar'].includes(locale) && width === 1024)
          await page.screenshot({ path: test.info().outputPath(`header-signed-in-${locale}-${width}.png`) })
      }
    }
  }
})
