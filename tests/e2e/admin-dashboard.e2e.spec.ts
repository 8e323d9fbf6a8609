import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from './helpers/test'

import {
  adminHeaders,
  E2E_ADMIN,
  PASSWORD,
  signInToAdmin,
  signUpAndSignIn,
  testClientIp,
  uniqueEmail,
} from './helpers/accounts'

/** A fresh student (their access request is pending) registered outside the admin's browser. */
const registerStudent = async (api: APIRequestContext, name: string) => {
  const email = uniqueEmail('dash')
  const response = await api.post('/api/auth/register', {
    data: { name, email, password: PASSWORD },
    headers: { 'x-forwarded-for': testClientIp() },
  })
  expect(response.ok()).toBe(true)
  const { token, user } = (await response.json()) as { token: string; user: { id: number } }
  return { email, name, token, id: user.id }
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

test('an admin works the dashboard: cards, approval, weekly limit, role guard, report review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const student = await registerStudent(request, `Dana Dashboard ${Date.now()}`)
  // Only an account that chose a plan waits for an admin; one still choosing is "Onboarding".
  const waiting = await registerStudent(request, `Olly Onboarding ${Date.now()}`)
  const free = await request.post('/api/subscription/free', { headers: { authorization: `Bearer ${student.token}` } })
  expect(free.ok()).toBe(true)

  await signInToAdmin(page, E2E_ADMIN)
  const dashboard = page.locator('section.studify-admin')
  await expect(dashboard.getByRole('heading', { name: 'Studify dashboard' })).toBeVisible({ timeout: 30_000 })
  await expect(dashboard.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')

  // The four cards show the server's real figures.
  const stats = (await (await request.get('/api/admin/stats', { headers })).json()) as Record<string, number>
  expect(stats.totalUsers).toBeGreaterThan(1)
  expect(stats.totalPendingRequests).toBeGreaterThan(0)
  for (const [key, label] of [
    ['totalQuestionsAsked', 'Questions Asked'],
    ['totalUsers', 'Total Users'],
    ['totalDownloads', 'Total Downloads'],
    ['totalPendingRequests', 'Pending Requests'],
  ] as const) {
    const card = dashboard.locator(`[data-stat="${key}"]`)
    await expect(card).toContainText(label)
    await expect(card.locator('.studify-admin__card-value')).toHaveText(stats[key]!.toLocaleString('en-US'))
  }

  // Access Requests: the account with no plan yet has the Users tab's status and nothing to approve.
  await openTab(page, 'Access Requests')
  await page.getByRole('searchbox', { name: 'Search access requests' }).fill(waiting.email)
  const waitingRow = page.getByRole('row').filter({ hasText: waiting.email })
  await expect(waitingRow).toContainText('Onboarding')
  await expect(waitingRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0)
  // Find the student's pending request and approve it.
  await page.getByRole('searchbox', { name: 'Search access requests' }).fill(student.email)
  const requestRow = page.getByRole('row').filter({ hasText: student.email })
  await expect(requestRow).toHaveCount(1)
  await expect(requestRow).toContainText('Pending')
  await requestRow.getByRole('button', { name: `Approve access for ${student.name}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Access request approved successfully' })).toBeVisible()
  await expect(requestRow).toContainText('Access granted')
  await expect(dashboard.locator('[data-stat="totalPendingRequests"] .studify-admin__card-value')).toHaveText(
    (stats.totalPendingRequests! - 1).toLocaleString('en-US'),
  )

  // Users: the Edit User modal changes the weekly limit.
  await openTab(page, 'Users')
  await page.getByRole('searchbox', { name: 'Search users' }).fill(student.email)
  const userRow = page.getByRole('row').filter({ hasText: student.email })
  await expect(userRow).toHaveCount(1)
  await userRow.getByRole('button', { name: `Actions for ${student.name}` }).click()
  await page.getByRole('button', { name: 'Edit User' }).click()
  const modal = page.locator('form[aria-labelledby="edit-user-title"]')
  await expect(modal.getByLabel('Email')).toHaveValue(student.email)
  await expect(modal.getByText('No referrals yet')).toBeVisible()
  await modal.getByLabel('Weekly Request Limit').fill('37')
  await modal.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'User updated successfully' })).toBeVisible()
  const saved = await (await request.get(`/api/admin/users/${student.id}`, { headers })).json()
  expect(saved.user.requestLimit).toBe(37)
  // Reopened without a reload, the dialog shows the saved limit, and saving again keeps it.
  await userRow.getByRole('button', { name: `Actions for ${student.name}` }).click()
  await page.getByRole('button', { name: 'Edit User' }).click()
  await expect(modal.getByLabel('Weekly Request Limit')).toHaveValue('37')
  await modal.getByRole('button', { name: 'Save Changes' }).click()
  await expect(modal).toBeHidden()
  const again = await (await request.get(`/api/admin/users/${student.id}`, { headers })).json()
  expect(again.user.requestLimit).toBe(37)

  // Make Admin / Make Editor ask first, like Delete: Cancel changes nothing.
  for (const action of ['Make Admin', 'Make Editor']) {
    await userRow.getByRole('button', { name: `Actions for ${student.name}` }).click()
    await page.getByRole('button', { name: action }).click()
    const confirm = page.locator('.confirmation-modal').filter({ hasText: student.name })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    const unchanged = await (await request.get(`/api/admin/users/${student.id}`, { headers })).json()
    expect(unchanged.user.role).toBe('user')
  }
  await userRow.getByRole('button', { name: `Actions for ${student.name}` }).click()
  await page.getByRole('button', { name: 'Make Editor' }).click()
  await page
    .locator('.confirmation-modal')
    .filter({ hasText: student.name })
    .getByRole('button', { name: 'Make Editor' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'User role updated to Editor' })).toBeVisible()
  expect((await (await request.get(`/api/admin/users/${student.id}`, { headers })).json()).user.role).toBe('editor')

  // The admin's own row offers only what the server allows: no Remove Admin, no Delete User.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(E2E_ADMIN.email)
  const selfRow = page.getByRole('row').filter({ hasText: E2E_ADMIN.email })
  await expect(selfRow).toHaveCount(1)
  await selfRow.getByRole('button', { name: /^Actions for / }).click()
  await expect(page.getByRole('button', { name: 'Edit User' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove Admin' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete User' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Reports: the student reports a wrong answer; the admin reviews it, then resolves it.
  const question = `What is 2 + 2? (${Date.now()})`
  const report = await request.post('/api/analytics/reports/wrong-answer', {
    headers: { authorization: `Bearer ${student.token}` },
    multipart: { question, wrongAnswer: '5', correctAnswer: '4', explanation: 'Basic addition.' },
  })
  expect(report.status()).toBe(201)
  const reportId = ((await report.json()) as { report: { id: number } }).report.id
  await openTab(page, 'Wrong-answer Reports')
  await page.getByRole('button', { name: /^Pending/ }).click()
  const reportRow = page.getByRole('row').filter({ hasText: question })
  await expect(reportRow).toContainText(student.name)
  await reportRow.getByRole('button', { name: `View report from ${student.name}` }).click()
  const drawer = page.locator('.studify-admin__drawer')
  await expect(drawer.getByText('Basic addition.')).toBeVisible()
  // Only the moves the status allows are offered.
  await expect(drawer.getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0)
  await drawer.getByRole('button', { name: 'Start Review' }).click()
  await expect(drawer.getByRole('button', { name: 'Mark Resolved' })).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Back to Pending' })).toBeVisible()
  await drawer.getByRole('button', { name: 'Mark Resolved' }).click()
  await expect(drawer.getByRole('button', { name: 'Back to Pending' })).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Start Review' })).toHaveCount(0)
  const detail = await (await request.get(`/api/analytics/wrong-answer-reports/${reportId}`, { headers })).json()
  expect(detail.report.status).toBe('resolved')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('status').filter({ hasText: 'Report moved to Resolved' })).toBeVisible()
})

/**
 * A series with no activity in the period is a flat line of zero height, which Playwright calls
 * hidden; what matters is that every chart drew its series from the served data.
 */
async function expectDrawnSeries(charts: Locator) {
  for (let index = 0; index < 3; index++) {
    await expect(charts.nth(index).locator('path.recharts-curve').first()).toHaveAttribute('d', /^M[\d.]+,[\d.]+/)
  }
}

test('the Analytics tab shows six metric cards and three charts, and switches the period', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  await signInToAdmin(page, E2E_ADMIN)
  const thirty = page.waitForResponse((response) => response.url().includes('/api/analytics/stats/detailed?period=30d'))
  await openTab(page, 'Analytics')
  expect((await thirty).ok()).toBe(true)
  const cards = page.locator('.studify-admin__metric-card')
  await expect(cards).toHaveCount(6)
  await expect(page.locator('[data-metric="totalUsers"] .studify-admin__metric-value')).not.toBeEmpty()
  const charts = page.locator('.studify-admin__chart')
  await expect(charts).toHaveCount(3)
  await expectDrawnSeries(charts)
  const ninety = page.waitForResponse((response) => response.url().includes('/api/analytics/stats/detailed?period=90d'))
  await page.getByRole('button', { name: '90 days' }).click()
  expect((await ninety).ok()).toBe(true)
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true')
  await expectDrawnSeries(charts)
  const served = await (await request.get('/api/analytics/stats/detailed?period=90d', { headers })).json()
  await expect(page.locator('[data-metric="totalUsers"] .studify-admin__metric-value')).toHaveText(
    (served.totalUsers as number).toLocaleString('en-US'),
  )
  // The range label names the first and last days the charts draw (UTC days, like the points).
  const dayLabel = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  const points = served.series as { date: string }[]
  await expect(page.locator('[data-testid="analytics-window"]')).toHaveText(
    `${dayLabel(points[0]!.date)} – ${dayLabel(points.at(-1)!.date)}`,
  )
  // Straight segments between days: no smoothed curve invents growth between a quiet day and a busy one.
  for (const path of await page.locator('.studify-admin__chart path.recharts-curve').all()) {
    expect(await path.getAttribute('d')).not.toMatch(/C/)
  }
  // A rate with nothing to divide by is "No data", not 0 %.
  for (const metric of served.noData as string[]) {
    await expect(page.locator(`[data-metric="${metric}"] .studify-admin__metric-value`)).toHaveText('No data')
  }
  expect(Array.isArray(served.noData)).toBe(true)
  // When the server fails, the spec's message replaces the numbers.
  await page.route('**/api/analytics/stats/detailed?period=7d', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.getByRole('button', { name: '7 days' }).click()
  await expect(page.getByText('Failed to load analytics data. Please try again later.')).toBeVisible()
})

for (const theme of ['light', 'dark'] as const) {
  test(`every dashboard tab is free of serious accessibility violations (${theme} theme)`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'payload-theme', value: theme, url: baseURL! }])
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme })
    await signInToAdmin(page, E2E_ADMIN)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    for (const tab of ['Users', 'Access Requests', 'Analytics', 'Wrong-answer Reports']) {
      await openTab(page, tab)
      await expect(
        page.locator('.studify-admin__panel [aria-busy="true"], .studify-admin__panel .shimmer-effect'),
      ).toHaveCount(0)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .include('section.studify-admin')
        .analyze()
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) => `${tab}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
      expect(blocking).toEqual([])
    }
  })
}

test('an editor keeps the stock dashboard: no admin tabs, no Users', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const editor = await signUpAndSignIn(page, { name: 'Eddie Editor', email: uniqueEmail('editor-dash') })
  expect((await request.put(`/api/admin/users/${editor.userId}`, { headers, data: { role: 'editor' } })).ok()).toBe(
    true,
  )
  await page.context().clearCookies()
  await signInToAdmin(page, { email: editor.email, password: PASSWORD })
  await expect(page.locator('nav').getByRole('link', { name: 'Help Articles' })).toBeVisible()
  await expect(page.locator('section.studify-admin')).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0)
  await expect(page.locator('nav').getByRole('link', { name: 'Users', exact: true })).toHaveCount(0)
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' })

  test('the admin is right to left with the dashboard in Arabic', async ({ page }) => {
    await page.goto('/admin')
    // /admin sends a signed-out visitor to the site's login, and the site then sends an Arabic
    // browser on to its Arabic page (LocaleResolver: a client-side replace once the English page
    // has loaded). Fields typed into before that replace were lost with their page, leaving the new
    // page's submit disabled; so the fields are filled only on the Arabic page.
    await expect(page).toHaveURL(/\/ar\/login\?redirect=%2Fadmin$/)
    await page.waitForLoadState('load')
    await page.locator('input[name="email"]').fill(E2E_ADMIN.email)
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'RTL')
    // The dashboard renders once the admin's message file has loaded (its own chunk).
    await expect(page.getByRole('heading', { name: 'لوحة تحكم Studify' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('tab', { name: 'المستخدمون' })).toHaveAttribute('aria-selected', 'true')
  })
})

test('a Hindi admin gets Payload in English and the dashboard in Hindi', async ({ page, baseURL }) => {
  // The language Payload's account settings store; Payload has no Hindi strings of its own.
  await page.context().addCookies([{ name: 'payload-lng', value: 'hi', url: baseURL! }])
  await signInToAdmin(page, E2E_ADMIN)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { name: 'Studify डैशबोर्ड' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('tab', { name: 'एक्सेस अनुरोध' })).toBeVisible()
})

test('the admin dashboard fits a 390 px phone: no sideways scrolling on any tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInToAdmin(page, E2E_ADMIN)
  await expect(page.locator('section.studify-admin')).toBeVisible({ timeout: 30_000 })
  for (const tab of ['Users', 'Access Requests', 'Analytics', 'Wrong-answer Reports']) {
    await openTab(page, tab)
    await expect(
      page.locator('.studify-admin__panel [aria-busy="true"], .studify-admin__panel .shimmer-effect'),
    ).toHaveCount(0)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, tab).toBeLessThanOrEqual(390)
  }
})
