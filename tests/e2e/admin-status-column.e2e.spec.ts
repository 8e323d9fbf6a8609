import { expect, type Page, test } from './helpers/test'

import { adminHeaders, signInAsEditor } from './helpers/accounts'
import { sampleRichText } from '../helpers/factories'

/**
 * Issue 34 item 12 in Chromium: the Posts, Pages and Help lists show a Status column (published,
 * draft and scheduled per language) in the English and the Arabic admin; an empty draft made by
 * "Create New" is headed "Untitled". The posts here are drafts only (nothing a visitor sees), and
 * each test signs in as an editor of its own (the seeded admin's list and language preferences
 * stay as they were) and searches the list by its own stamp: the spec shares the server.
 */

const ADMIN = {
  en: { status: 'Status', published: 'Published', draft: 'Draft', untitled: 'Untitled' },
  ar: { status: 'الحالة', published: 'منشور', draft: 'مسودة', untitled: 'بدون عنوان' },
} as const

type Language = keyof typeof ADMIN

const useAdminLanguage = async (page: Page, baseURL: string, language: Language) =>
  page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL }])

/** The column's cells, by the column's header: its index among the table's header cells. */
const statusCells = async (page: Page, language: Language) => {
  const headers = page.locator('thead th')
  const names = (await headers.allTextContents()).map((text) => text.trim())
  const index = names.indexOf(ADMIN[language].status)
  expect(index, names.join(' | ')).toBeGreaterThanOrEqual(0)
  return page.locator(`tbody tr td:nth-child(${index + 1})`)
}

for (const language of ['en', 'ar'] as const) {
  test(`the ${language} admin: the Posts list says per language what is published and what is a draft`, async ({
    page,
    request,
    baseURL,
  }) => {
    const headers = await adminHeaders(request)
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
    const category = (await (await request.get('/api/categories?limit=1&depth=0')).json()).docs[0].id
    // A draft in English only: no visitor sees it.
    const created = await request.post('/api/posts?locale=en&draft=true', {
      headers,
      data: {
        title: `Status column ${stamp}`,
        slug: `status-column-${stamp}`,
        excerpt: 'An excerpt.',
        category,
        author: 'Studify',
        content: sampleRichText('Body.'),
        _status: 'draft',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)

    await signInAsEditor(page)
    await useAdminLanguage(page, baseURL!, language)
    await page.setViewportSize({ width: 1366, height: 900 })
    // Listed in the admin's own content language: Arabic has no title for the post, and the search
    // still finds it by its English one (the title it is listed under).
    await page.goto(`/admin/collections/posts?locale=${language}&search=${stamp}`)
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? /^rtl$/i : /^ltr$/i)
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(page.locator('tbody tr').first()).toContainText(`Status column ${stamp}`)
    const cell = (await statusCells(page, language)).first()
    await expect(cell).toContainText(ADMIN[language].draft)
    await expect(cell).toContainText('EN')
    await expect(cell).not.toContainText(ADMIN[language].published)

    // The seeded posts are published in every language.
    await page.goto(`/admin/collections/posts?locale=${language}`)
    await expect(
      (await statusCells(page, language)).filter({ hasText: ADMIN[language].published }).first(),
    ).toBeVisible()
  })

  test(`the ${language} admin: the Pages and Help lists have the Status column too`, async ({ page, baseURL }) => {
    await signInAsEditor(page)
    await useAdminLanguage(page, baseURL!, language)
    await page.setViewportSize({ width: 1366, height: 900 })
    for (const collection of ['pages', 'help-articles']) {
      await page.goto(`/admin/collections/${collection}?locale=${language}`)
      await expect(page.locator('tbody tr').first()).toBeVisible()
      const cells = await statusCells(page, language)
      await expect(cells.filter({ hasText: ADMIN[language].published }).first(), collection).toBeVisible()
    }
  })

  test(`the ${language} admin: an empty draft from Create New is headed "Untitled"`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAsEditor(page)
    await useAdminLanguage(page, baseURL!, language)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/admin/collections/posts/create?locale=${language}`)
    // Autosave stores the empty draft at once and moves to its address.
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
    const id = page.url().match(/\/posts\/(\d+)/)![1]
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADMIN[language].untitled)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(id!)
    // Removed again: an empty draft is nobody's work.
    const removed = await request.delete(`/api/posts/${id}`, { headers: await adminHeaders(request) })
    expect(removed.ok(), await removed.text()).toBe(true)
  })
}
