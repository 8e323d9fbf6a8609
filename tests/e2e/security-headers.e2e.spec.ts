import { expect, type Page, test } from './helpers/test'

import { E2E_ADMIN, signInToAdmin, signUpAndSignIn, testClientIp } from './helpers/accounts'
import { routeStripe } from './helpers/stripe'

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
const watchViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

test('every page carries the security headers; HSTS only over HTTPS', async ({ request }) => {
  for (const path of ['/', '/ar', '/pricing', '/login', '/admin/login', '/api/billing/config']) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    const policy = headers['content-security-policy'] ?? ''
    expect(policy, path).toContain("object-src 'none'")
    expect(policy, path).toContain("frame-ancestors 'self'")
    expect(policy, path).toContain("base-uri 'self'")
    expect(policy, path).toContain('script-src')
    expect(policy, path).not.toContain('unsafe-eval')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers['strict-transport-security'], path).toBeUndefined()
  }
  const overHttps = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
  expect(overHttps.headers()['strict-transport-security']).toMatch(/^max-age=\d{8}; includeSubDomains$/)
})

test('session cookies are HttpOnly, SameSite=Lax and Secure; the readable hint holds no secret', async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { 'x-forwarded-for': testClientIp() },
  })
  expect(login.ok()).toBe(true)
  const cookies = login.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
  const session = cookies.find((cookie) => cookie.value.startsWith('payload-token='))!.value
  expect(session).toMatch(/; HttpOnly/)
  expect(session).toMatch(/; SameSite=Lax/)
  expect(session).toMatch(/; Secure/)
  const hint = cookies.find((cookie) => cookie.value.startsWith('studify-session='))!.value
  expect(hint).toMatch(/^studify-session=1;/)
  expect(hint).toMatch(/; Secure/)
  // Payload's own login (used by the admin) sets the same cookie with the same flags.
  const adminLogin = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  })
  const adminCookie = adminLogin.headers()['set-cookie'] ?? ''
  expect(adminCookie).toMatch(/payload-token=.*HttpOnly/i)
  expect(adminCookie).toMatch(/SameSite=Lax/i)
  expect(adminCookie).toMatch(/Secure/i)
})

test('the public pages and checkout with Stripe run without a single CSP violation', async ({ page }) => {
  await watchViolations(page)
  await routeStripe(page)
  for (const path of ['/', '/ar', '/pricing', '/blog', '/help']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(page), path).toEqual([])
  }
  await signUpAndSignIn(page, { email: `csp-${Date.now()}@example.test` })
  await page.goto('/checkout?plan=weekly_trial')
  await expect(page.getByLabel('Card number', { exact: true })).toBeVisible()
  expect(await violations(page), '/checkout').toEqual([])
})

test('the admin runs without a single CSP violation', async ({ page }) => {
  await watchViolations(page)
  await signInToAdmin(page, E2E_ADMIN)
  await page.waitForLoadState('networkidle')
  expect(await violations(page), '/admin').toEqual([])
})
