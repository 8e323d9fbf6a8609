import { expect, test } from '@playwright/test'

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

  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const newTitle = `${post.title} — ${Date.now()}`
  await page.goto(`/admin/collections/posts/${post.id}?locale=fr`)
  const titleField = page.locator('#field-title')
  await expect(titleField).toHaveValue(post.title)
  await titleField.fill(newTitle)
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  await expect(async () => {
    await page.goto(`/fr/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  // English is untouched.
  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(newTitle)
})

test('a signed-out visitor is sent to the admin login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
})
