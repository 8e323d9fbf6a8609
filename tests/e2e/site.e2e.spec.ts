import { expect, test } from './helpers/test'

import { heroOf, homePage } from './helpers/home-page'

const HEADLINES = {
  en: 'Instant, step-by-step answers to any homework question',
} as const

test.describe('CMS content in the active locale', () => {
  test('English at / with lang="en" and the CMS headline', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.en)
  })

  for (const locale of ['fr', 'de', 'ja', 'ar', 'hi'] as const) {
    test(`/${locale} renders its own translation`, async ({ page, request }) => {
      const response = await page.goto(`/${locale}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      const hero = heroOf(await homePage(request, locale))
      const headline = page.getByRole('heading', { level: 1 })
      await expect(headline).toHaveText(String(hero.headline))
      await expect(headline).not.toHaveText(HEADLINES.en)
    })
  }

  test('a blog post renders its localized CMS body', async ({ page, request }) => {
    const posts = await (await request.get('/api/posts?locale=fr&sort=publishedAt&limit=100')).json()
    // A seeded article (it has headings): other tests add short posts of their own.
    const post = posts.docs.find((doc: { content: unknown }) => JSON.stringify(doc.content).includes('"heading"'))
    await page.goto(`/fr/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.locator('article h2').first()).toBeVisible()
  })

  test('unknown paths and slugs redirect', async ({ page }) => {
    await page.goto('/this/does/not/exist')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/de/blog/no-such-post')
    await expect(page).toHaveURL(/\/de\/blog$/)
    await page.goto('/en')
    await expect(page).toHaveURL(/:\d+\/$/)
  })

  test('the admin and API are not routed through the locale proxy', async ({ request }) => {
    expect((await request.get('/api/posts?limit=1')).status()).toBe(200)
    expect((await request.get('/admin/login')).status()).toBe(200)
  })
})
