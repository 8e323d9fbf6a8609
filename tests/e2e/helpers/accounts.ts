import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const PASSWORD = 'Str0ng!Pass'
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`

export const testClientIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`

/**
 * Registers an account and signs the page's browser context in with it: the context's request
 * client shares the browser's cookie jar, so the session cookies land where the site reads them.
 */
export const signUpAndSignIn = async (page: Page, { name = 'Ada Lovelace', email = uniqueEmail('e2e') } = {}) => {
  const response = await page.request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD },
    // Registrations are limited per client IP (10 an hour); each test account is its own client.
    headers: { 'x-forwarded-for': testClientIp() },
  })
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`)
  const { token, user } = (await response.json()) as { token: string; user: { id: number } }
  return { email, name, token, userId: user.id }
}

/**
 * Calls our API from inside the page. Payload accepts the session cookie only on a browser's
 * same-origin request (CSRF check on Origin / Sec-Fetch-Site), so Playwright's `page.request`
 * must send the Bearer token instead — or use this.
 */
export const pageApi = <T = Record<string, unknown>>(page: Page, path: string, init?: RequestInit) =>
  page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, init)
      return { status: response.status, body: (await response.json().catch(() => null)) as T }
    },
    { path, init },
  )

export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD || 'E2e!Admin1',
}

let adminToken: Promise<string> | null = null

/**
 * The seeded admin's Bearer header (Playwright's own requests are not same-origin, so no cookie),
 * signed in once per test worker: a sign-in per test tripped the login limit (30 in 15 minutes).
 */
export const adminHeaders = async (api: APIRequestContext) => {
  adminToken ??= (async () => {
    const login = await api.post('/api/auth/login', { data: E2E_ADMIN })
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`)
    return ((await login.json()) as { token: string }).token
  })().catch((error: unknown) => {
    adminToken = null
    throw error
  })
  return { authorization: `Bearer ${await adminToken}` }
}

/** Approves the account's access request as the seeded admin. */
export const approveAccess = async (api: APIRequestContext, email: string) => {
  const headers = await adminHeaders(api)
  const list = await api.get(`/api/admin/access-requests?search=${encodeURIComponent(email)}`, { headers })
  const { requests } = (await list.json()) as { requests: { id: number | string; user: { email: string } }[] }
  const accessRequest = requests.find((candidate) => candidate.user.email === email)
  if (!accessRequest) throw new Error(`no access request for ${email}`)
  const update = await api.put(`/api/admin/access-requests/${accessRequest.id}`, {
    headers,
    data: { status: 'approved' },
  })
  if (!update.ok()) throw new Error(`approval failed: ${update.status()} ${await update.text()}`)
}

/** Signs in to /admin the way a person does: /admin sends them to the site's login and back. */
export const signInToAdmin = async (page: Page, { email, password }: { email: string; password: string }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // A translator's admin opens in one of their languages (`?locale=de`).
  await expect(page).toHaveURL(/\/admin\/?(\?locale=[a-z]{2})?$/)
}

/** A fresh editor (a student account promoted by the admin), signed in to /admin in this page's browser. */
export const signInAsEditor = async (page: Page) => {
  const account = await signUpAndSignIn(page, { email: uniqueEmail('editor') })
  const promote = await page.request.put(`/api/admin/users/${account.userId}`, {
    headers: await adminHeaders(page.request),
    data: { role: 'editor' },
  })
  expect(promote.ok()).toBe(true)
  await page.context().clearCookies()
  await signInToAdmin(page, { email: account.email, password: PASSWORD })
}
