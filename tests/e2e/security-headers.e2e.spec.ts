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

/** Console errors the browser logs for a refused script, style, frame or connection. */
const watchConsoleErrors = (page: Page) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(message.text()))
      errors.push(message.text())
  })
  return errors
}

const scriptSource = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src ')) ?? ''

const PAGES = ['/', '/ar', '/pricing', '/blog', '/blog/best-study-apps-2025', '/login']

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
    // Inline scripts are allowed only in Payload's admin (config/security-headers.ts says why).
    if (!path.startsWith('/admin')) expect(scriptSource(policy), path).not.toContain("'unsafe-inline'")
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

test('site pages allow scripts by a fresh nonce per request, never inline scripts at large (issue 22, finding 11)', async ({
  request,
}) => {
  for (const path of PAGES) {
    const nonces: string[] = []
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const scripts = scriptSource(response.headers()['content-security-policy'] ?? '')
      expect(scripts, path).not.toContain("'unsafe-inline'")
      expect(scripts, path).toContain("'strict-dynamic'")
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scripts)?.[1]
      expect(nonce, `${path} has a nonce`).toBeTruthy()
      nonces.push(nonce!)
      // Every script of the page that runs carries this response's nonce (a JSON-LD data block runs nothing).
      const html = await response.text()
      const tags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'))
      expect(tags.length, path).toBeGreaterThan(0)
      for (const tag of tags) expect(tag, path).toContain(` nonce="${nonce}"`)
      // A page with a nonce is this visitor's alone: no shared cache may keep it.
      expect(response.headers()['cache-control'], path).toMatch(/no-store|private/)
    }
    expect(nonces[0], `${path}: a new nonce on each request`).not.toBe(nonces[1])
  }
})

test('a missing file or any dotted path that is no file answers 404 under the nonce policy, its scripts running (issue 33)', async ({
  page,
  request,
}) => {
  // (`/fr/notes.pdf` is a page address, an unknown one: the page redirects it as it does `/fr/nope`.)
  for (const path of ['/foo.txt', '/favicon2.ico', '/_next/nothing', '/pwa/nothing.png', '/og/nothing.png']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    const scripts = scriptSource(response.headers()['content-security-policy'] ?? '')
    expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(scripts, path).not.toContain("'unsafe-inline'")
    // No host allow-list: next.config.ts's policy for files ('self', Stripe) would block the page's inline scripts.
    expect(scripts, path).not.toContain("'self'")
    expect(scripts, path).not.toContain('https://')
  }
  // The real files, and the app's own dotted routes, are served as before.
  for (const path of ['/favicon.ico', '/pwa/offline.css', '/robots.txt', '/sitemap.xml', '/manifest/en.webmanifest']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
  }
  await watchViolations(page)
  const consoleErrors = watchConsoleErrors(page)
  await page.goto('/foo.txt')
  await page.waitForLoadState('networkidle')
  expect(await violations(page), '/foo.txt').toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the public pages, the dashboard and checkout with Stripe run without a single CSP violation', async ({
  page,
}) => {
  await watchViolations(page)
  const consoleErrors = watchConsoleErrors(page)
  await routeStripe(page)
  for (const path of [...PAGES, '/help']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(page), path).toEqual([])
  }
  // The landing page's scripts ran: its scroll-reveal content is shown once scrolled to.
  await page.goto('/')
  const revealed = page.locator('.reveal').last()
  await revealed.scrollIntoViewIfNeeded()
  await expect(revealed).toHaveClass(/(^|\s)is-visible(\s|$)/)
  await signUpAndSignIn(page, { email: `csp-${Date.now()}@example.test` })
  await page.goto('/dashboard')
  await page.waitForLoadState('networkidle')
  expect(await violations(page), '/dashboard').toEqual([])
  await page.goto('/checkout?plan=weekly_trial')
  await expect(page.getByLabel('Card number', { exact: true })).toBeVisible()
  expect(await violations(page), '/checkout').toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the admin runs without a single CSP violation', async ({ page }) => {
  await watchViolations(page)
  await signInToAdmin(page, E2E_ADMIN)
  await page.waitForLoadState('networkidle')
  expect(await violations(page), '/admin').toEqual([])
})
