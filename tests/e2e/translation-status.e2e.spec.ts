import AxeBuilder from '@axe-core/playwright'
import { sampleRichText } from '../helpers/factories'
import type { APIRequestContext, Page } from '@playwright/test'

import { adminHeaders, E2E_ADMIN, PASSWORD, signInToAdmin, signUpAndSignIn, uniqueEmail } from './helpers/accounts'
import { expect, test } from './helpers/test'

/** A post published in English only, as an editor makes one: no French text at all. */
const englishOnlyPost = async (api: APIRequestContext, headers: Record<string, string>, title: string) => {
  const categories = await (await api.get('/api/categories?limit=1')).json()
  const slug = `translate-me-${Date.now().toString(36)}`
  const created = await api.post('/api/posts?locale=en&publishSpecificLocale=en', {
    headers,
    data: {
      title,
      slug,
      excerpt: 'How to revise for a maths exam in one week.',
      category: categories.docs[0].id,
      publishedAt: '2025-01-01T00:00:00.000Z',
      author: 'Studify',
      content: sampleRichText('Start with the topics you find hardest.'),
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { doc: { id: number; slug: string } }).doc
}

/** An account promoted to editor by the seeded admin, signed in to /admin. */
const signInAsEditor = async (page: Page, headers: Record<string, string>) => {
  const editor = await signUpAndSignIn(page, { name: 'Tara Translator', email: uniqueEmail('translator') })
  const promoted = await page.request.put(`/api/admin/users/${editor.userId}`, { headers, data: { role: 'editor' } })
  expect(promoted.ok()).toBe(true)
  await page.context().clearCookies()
  await signInToAdmin(page, { email: editor.email, password: PASSWORD })
}

test('an editor filters the translation status to French / missing and drafts a post from English', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const headers = await adminHeaders(page.request)
  const title = `Revise in a week ${Date.now().toString(36)}`
  const post = await englishOnlyPost(page.request, headers, title)
  await signInAsEditor(page, headers)

  // Payload's navigation starts closed (inert) for a new account: open it as a person would.
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await page.locator('nav').getByRole('link', { name: 'Translation status' }).click()
  await expect(page).toHaveURL(/\/admin\/translation-status$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Translation status' })).toBeVisible({ timeout: 30_000 })

  await page.getByLabel('Collection').selectOption('posts')
  await page.getByLabel('Language').selectOption('fr')
  await page.getByRole('combobox', { name: /^Status/ }).selectOption('missing')
  // The filters are kept in the address (issue 34 item 6): a reload shows the same rows.
  await expect(page).toHaveURL(/\/admin\/translation-status\?collection=posts&locale=fr&status=missing$/)
  await page.reload()
  await expect(page.getByLabel('Language')).toHaveValue('fr')
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveValue('missing')
  const table = page.getByRole('table', { name: 'Translation status of each document in each language' })
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell', { name: 'Missing' })).toBeVisible()
  await expect(row.getByRole('link', { name: `Open ${title} in French` })).toHaveAttribute(
    'href',
    `/admin/collections/posts/${post.id}?locale=fr`,
  )
  await expect(table.getByRole('row').filter({ hasText: 'Published' })).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('translation-status-desktop.png'), fullPage: true })

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('section.studify-translation')
    .analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

  // Keyboard: the row's button is reached and pressed without a mouse.
  const draftButton = row.getByRole('button', { name: `Draft ${title} in French from English` })
  await draftButton.focus()
  await expect(draftButton).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${post.id}\\?locale=fr$`), { timeout: 30_000 })
  await expect(page.locator('#field-title')).toHaveValue(`[fr] ${title}`)
  await expect(page.locator('#field-slug')).toHaveValue(post.slug)
  await expect(page.getByText('Machine-drafted', { exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('translation-editor-desktop.png'), fullPage: true })

  // Visitors still get no French text: the machine draft is not published.
  const visitor = await (await page.request.get(`/api/posts/${post.id}?locale=fr&fallback-locale=none`)).json()
  expect(JSON.stringify(visitor)).not.toContain('[fr]')

  // Back in the view, French is a machine-drafted draft.
  await page.goto('/admin/translation-status')
  await page.getByLabel('Collection').selectOption('posts')
  await page.getByLabel('Language').selectOption('fr')
  await page.getByRole('combobox', { name: /^Status/ }).selectOption('draft')
  const drafted = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) })
  await expect(drafted.getByText('Machine-drafted')).toBeVisible()
})

test('in the Arabic admin the translation status view is right to left and in Arabic', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.context().addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL! }])
  await signInToAdmin(page, E2E_ADMIN)
  await page.goto('/admin/translation-status')
  await expect(page.locator('html')).toHaveAttribute('dir', 'RTL')
  await expect(page.getByRole('heading', { level: 1, name: 'حالة الترجمة' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('columnheader', { name: 'الحالة' })).toBeVisible()
  await page.getByLabel('اللغة').selectOption('de')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('translation-status-ar.png'), fullPage: true })
  // On a phone the table scrolls inside its own box: the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0)
  await page.screenshot({ path: testInfo.outputPath('translation-status-ar-phone.png'), fullPage: true })
  await page.setViewportSize({ width: 1366, height: 900 })
  // A German post's editor in the Arabic admin: the panel is in Arabic too.
  const editUrl = await page
    .locator('tbody a[href^="/admin/collections/"][href$="locale=de"]')
    .first()
    .getAttribute('href')
  await page.goto(editUrl!)
  await expect(page.getByText('الترجمة', { exact: true })).toBeVisible({ timeout: 30_000 })
  // The edit view is laid out on the screen: Lexical's parked menus once made an Arabic admin page
  // ~10,000px wide and blank.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0)
  await expect(page.locator('#field-title')).toBeInViewport()
  await page.screenshot({ path: testInfo.outputPath('translation-editor-ar.png'), fullPage: true })
})

test('a translator’s board offers Draft from English only in her languages; a refusal names them, in its row (issue 34 item 6)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const headers = await adminHeaders(page.request)
  const title = `Board of a translator ${Date.now().toString(36)}`
  const post = await englishOnlyPost(page.request, headers, title)
  const translator = await signUpAndSignIn(page, { name: 'Greta German', email: uniqueEmail('translator') })
  const limit = async (allowedLocales: string[]) => {
    const changed = await page.request.put(`/api/admin/users/${translator.userId}`, {
      headers,
      data: { role: 'editor', allowedLocales },
    })
    expect(changed.ok(), await changed.text()).toBe(true)
  }
  await limit(['de', 'fr'])
  await page.context().clearCookies()
  await signInToAdmin(page, { email: translator.email, password: PASSWORD })

  await page.goto('/admin/translation-status?collection=posts')
  const table = page.getByRole('table', { name: 'Translation status of each document in each language' })
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) })
  // Her languages only: German and French (English is the source, not hers to draft into).
  await expect(rows).toHaveCount(2)
  await expect(rows.getByRole('button', { name: /from English$/ })).toHaveCount(2)

  // The admin takes French away while her board is open: the French draft is refused, in its row.
  await limit(['de'])
  const french = rows.filter({ has: page.getByRole('link', { name: `Open ${title} in French` }) })
  await french.getByRole('button', { name: `Draft ${title} in French from English` }).click()
  await expect(french.getByRole('alert')).toHaveText(
    'You may not write translations in this language. You write translations in: Deutsch.',
  )
  // Only there: not also at the top of the table.
  await expect(page.locator('.studify-admin__notice')).toHaveCount(1)
  await page.screenshot({ path: testInfo.outputPath('translation-refused-en-desktop.png') })

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(french.getByRole('alert')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('translation-refused-en-phone.png'), fullPage: true })
  await page.setViewportSize({ width: 1366, height: 900 })

  // Reloaded, the board lists German alone; in the Arabic admin too, at desktop and phone width.
  await page.reload()
  await expect(rows).toHaveCount(1)
  await page.context().addCookies([{ name: 'payload-lng', value: 'ar', url: testInfo.project.use.baseURL! }])
  for (const [name, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto('/admin/translation-status?collection=posts&status=missing')
    await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
    await expect(page.getByRole('combobox', { name: /^الحالة/ })).toHaveValue('missing')
    await page.screenshot({ path: testInfo.outputPath(`translation-board-translator-ar-${name}.png`), fullPage: true })
  }
  await page.context().clearCookies({ name: 'payload-lng' })
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/admin/translation-status?collection=posts')
  await expect(rows.getByRole('link', { name: `Open ${title} in German` })).toHaveAttribute(
    'href',
    `/admin/collections/posts/${post.id}?locale=de`,
  )
})
