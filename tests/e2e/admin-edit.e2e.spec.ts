import { expect, type Locator, test } from './helpers/test'

import { pageApi, PASSWORD, signInToAdmin, signUpAndSignIn, uniqueEmail } from './helpers/accounts'
import { autosaved } from './helpers/autosave'
import { homePage } from './helpers/home-page'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD || 'E2e!Admin1',
}

test('an editor changes a French post title in /admin and the French page shows it, no rebuild', async ({
  page,
  request,
}) => {
  const posts = await (await request.get('/api/posts?locale=fr&sort=publishedAt&limit=1')).json()
  const post = posts.docs[0]
  // Warm the cache so the test proves revalidation, not a first render.
  await page.goto(`/fr/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)

  await signInToAdmin(page, ADMIN)

  const newTitle = `${post.title} — ${Date.now()}`
  await page.goto(`/admin/collections/posts/${post.id}?locale=fr`)
  const titleField = page.locator('#field-title')
  await expect(titleField).toHaveValue(post.title)
  // Typing saves a draft (autosave); visitors see it only once it is published, in French only.
  const saved = autosaved(page)
  await titleField.fill(newTitle)
  await saved
  await page.goto(`/fr/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await page.goto(`/admin/collections/posts/${post.id}?locale=fr`)
  await expect(titleField).toHaveValue(newTitle)
  await page.getByRole('button', { name: 'Publish in Français' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  await expect(async () => {
    await page.goto(`/fr/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  // English is untouched.
  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(newTitle)
})

test('a signed-out visitor is sent to the site login and back, from the admin login page too', async ({ page }) => {
  await page.goto('/admin/collections/posts')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcollections%2Fposts$/)
  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/)
})

test('a student who opens /admin lands on the home page, still signed in', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  await page.goto('/fr/login?redirect=%2Fadmin')
  await expect(page).toHaveURL(/\/fr\/login/)
})

test('an editor signs in to /admin, edits a help article and sees no Users, billing or answers', async ({ page }) => {
  const api = page.request
  const adminLogin = await (await api.post('/api/auth/login', { data: ADMIN })).json()
  const account = await signUpAndSignIn(page, { email: uniqueEmail('editor') })
  const promote = await api.put(`/api/admin/users/${account.userId}`, {
    headers: { authorization: `Bearer ${adminLogin.token}` },
    data: { role: 'editor' },
  })
  expect(promote.ok()).toBe(true)
  await page.context().clearCookies()
  await signInToAdmin(page, { email: account.email, password: PASSWORD })
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'Help Articles' })).toBeVisible()
  for (const hidden of ['Users', 'Answers', 'Payments', 'Subscriptions', 'Wrong Answer Reports', 'Access Requests']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }
  const articles = await (await api.get('/api/help-articles?limit=1')).json()
  const article = articles.docs[0]
  await page.goto(`/admin/collections/help-articles/${article.id}`)
  const title = page.locator('#field-title')
  await expect(title).toHaveValue(article.title)
  await title.fill(`${article.title} (edited)`)
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  expect((await (await api.get(`/api/help-articles/${article.id}`)).json()).title).toBe(`${article.title} (edited)`)
  // The API refuses what the navigation hides.
  expect((await pageApi(page, '/api/users?limit=1')).status).toBe(200)
  expect((await pageApi(page, '/api/answers?limit=1')).status).toBe(403)
  expect((await pageApi(page, '/api/admin/stats')).status).toBe(403)
})

test('an editor edits a comparison row of the home page in /admin (fields and row titles in English and French) and / shows it', async ({
  page,
}) => {
  const home = await homePage(page.request)
  const block = home.layout.findIndex((item) => item.blockType === 'comparison')
  const field = (row: number, name: string) => page.locator(`#field-layout__${block}__rows__${row}__${name}`)
  await signInToAdmin(page, ADMIN)
  // Rows may be collapsed (the editor's saved preference): "Show All" opens them once the form is live.
  const openHome = async (locale: string) => {
    await page.goto(`/admin/collections/pages/${home.id}?locale=${locale}`)
    await expect(page.locator(`[id^="layout-${block}-rows-row-"]`)).toHaveCount(5)
    await expect(async () => {
      await page.locator('#field-layout').getByRole('button', { name: 'Show All' }).first().click()
      await page.locator(`#field-layout__${block}__rows`).getByRole('button', { name: 'Show All' }).click()
      await expect(field(4, 'other')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
  }
  // Publish once the edit's autosave has answered: Payload disables Publish while one is under way.
  const publishEdit = async (input: Locator, value: string) => {
    const saved = autosaved(page, value)
    await input.fill(value)
    await saved
    await page.locator('#action-save').click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
  }
  for (const locale of ['fr', 'en']) {
    await openHome(locale)
    const rows = page.locator(`[id^="layout-${block}-rows-row-"]`)
    // Every row shows its fields and is titled by its feature, not "Row 01".
    for (let index = 0; index < 5; index += 1) {
      const feature = field(index, 'feature')
      await expect(feature).toBeVisible()
      await expect(field(index, 'studify')).toBeVisible()
      await expect(field(index, 'other')).toBeVisible()
      await expect(rows.nth(index).locator('.row-label')).toHaveText(await feature.inputValue())
    }
  }

  const studify = field(1, 'studify')
  const original = await studify.inputValue()
  const edited = `${original} (${Date.now()})`
  await publishEdit(studify, edited)
  try {
    await expect(async () => {
      await page.goto('/')
      // The Studify column is each row's first cell (the feature is the row's header).
      const studifyCell = page.getByRole('table').locator('tbody tr').nth(1).getByRole('cell').first()
      await expect(studifyCell).toHaveText(edited, {
        timeout: 1_000,
      })
    }).toPass({ timeout: 10_000 })
  } finally {
    await openHome('en')
    await publishEdit(field(1, 'studify'), original)
  }
})
