import { expect, type Page, test } from './helpers/test'

import { adminHeaders, E2E_ADMIN, PASSWORD, signInToAdmin, testClientIp, uniqueEmail } from './helpers/accounts'
import { createPublishedPost } from './helpers/posts'
import { homePage } from './helpers/home-page'

/**
 * Issue 34 items 10 and 11 in Chromium: the Arabic admin names collections and fields in Arabic
 * and heads a post without an Arabic title by its English title, not its id; a staff account's
 * form has no student fields and the site offers staff no "Complete trial setup"; item 15: the
 * hero's home-only settings show on the home page only, and the FAQ block chooses its questions.
 */

const shoot = async (page: Page, name: string) => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(300)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

// API calls go through the `request` fixture: page.request shares the page's cookies, and the
// admin's API sign-in would sign the page in before the test signs in as a person does.
test('the Arabic admin: a collection list and an edit view in Arabic, an untitled document headed by its English title', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = await adminHeaders(request)
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const title = `English only ${stamp}`
  const post = await createPublishedPost(request, headers, { title, slug: `english-only-${stamp}` })

  await page.context().addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL! }])
  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page, E2E_ADMIN)

  await page.goto('/admin/collections/posts?locale=ar')
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التدوينات')
  await expect(page.locator('thead')).toContainText('العنوان')
  await expect(page.locator('.nav__wrap')).toContainText('الصفحات')
  await expect(page.locator('.nav__wrap')).not.toContainText('Posts')
  await shoot(page, 'admin-ar-posts-list')

  await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page.locator('#field-title')).toHaveValue('')
  // Headed by the English title, never by the id.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.locator('label[for="field-title"]')).toContainText('العنوان')
  await expect(page.getByText('مطلوب بالإنجليزية؛ اللغات الأخرى تعود إليه عند الفراغ.').first()).toBeVisible()
  await expect(page.locator('label[for="field-excerpt"]')).toContainText('المقتطف')
  await shoot(page, 'admin-ar-post-edit')

  // The account's language list: every language in its own name.
  await page.goto('/admin/account')
  await page.locator('#language-select').focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.locator('.rs__menu')
  for (const name of ['日本語', '中文', 'हिन्दी', 'Français', 'العربية']) await expect(menu).toContainText(name)
  await expect(menu).not.toContainText('Japanese')
})

test("a staff account's form has no student fields, and the site offers staff no trial setup", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const register = async (name: string) => {
    const email = uniqueEmail(name.split(' ')[0]!.toLowerCase())
    const response = await request.post('/api/auth/register', {
      data: { name, email, password: PASSWORD },
      headers: { 'x-forwarded-for': testClientIp() },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return { email, id: ((await response.json()) as { user: { id: number } }).user.id }
  }
  const student = await register('Sam Student')
  const editor = await register('Eda Editor')
  const promote = await request.put(`/api/admin/users/${editor.id}`, { headers, data: { role: 'editor' } })
  expect(promote.ok()).toBe(true)

  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page, E2E_ADMIN)
  await page.goto(`/admin/collections/users/${student.id}`)
  await expect(page.locator('#field-requestLimit')).toBeVisible()
  await expect(page.locator('#field-plan')).toBeVisible()
  await page.goto(`/admin/collections/users/${editor.id}`)
  await expect(page.locator('#field-name')).toBeVisible()
  await expect(page.locator('#field-role')).toBeVisible()
  for (const field of ['requestLimit', 'plan', 'referralCode', 'totalQuestionsAsked'])
    await expect(page.locator(`#field-${field}`)).toHaveCount(0)
  await expect(page.getByText('Student account')).toHaveCount(0)
  await shoot(page, 'admin-en-staff-form')

  // The editor (plan still "onboarding") on the site: no "Complete trial setup" in the header.
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('Email').fill(editor.email)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Complete trial setup' })).toHaveCount(0)
})

test("the hero's home-only settings show on the home page only; an FAQ block offers its questions", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const home = await homePage(request)
  const hero = home.layout.findIndex((block) => block.blockType === 'hero')
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const created = await request.post('/api/pages?locale=en', {
    headers,
    data: {
      title: `Exam tips ${stamp}`,
      slug: `exam-tips-${stamp}`,
      layout: [
        { blockType: 'hero', headline: `Exam tips ${stamp}`, cta: { type: 'custom', url: '/signup', label: 'Go' } },
        { blockType: 'faq', title: 'Questions' },
      ],
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const other = (await created.json()).doc as { id: number }

  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page, E2E_ADMIN)
  const openAll = async () =>
    expect(async () => {
      await page.locator('#field-layout').getByRole('button', { name: 'Show All' }).first().click()
      await expect(page.locator('[id$="__headline"]').first()).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })

  await page.goto(`/admin/collections/pages/${home.id}?locale=en`)
  await openAll()
  for (const field of ['flashSaleLabel', 'ratingText', 'competitorHeadline', 'demo__question'])
    await expect(page.locator(`#field-layout__${hero}__${field}`)).toBeVisible()

  await page.goto(`/admin/collections/pages/${other.id}?locale=en`)
  await openAll()
  await expect(page.locator('#field-layout__0__headline')).toBeVisible()
  for (const field of ['flashSaleLabel', 'ratingText', 'competitorHeadline', 'demo__question'])
    await expect(page.locator(`#field-layout__0__${field}`)).toHaveCount(0)
  await expect(page.locator('#field-layout__1__faqs')).toBeVisible()
  await shoot(page, 'admin-en-page-hero-faq')
})
