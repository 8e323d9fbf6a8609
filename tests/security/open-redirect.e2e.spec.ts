import { expect, test } from '../e2e/helpers/test'

import { PASSWORD, signUpAndSignIn, uniqueEmail } from '../e2e/helpers/accounts'

/**
 * Finding 4 (issue 22): Chromium strips tab, CR and LF from a URL, so `/\t/evil.example/` became
 * `//evil.example/` and sent the freshly signed-in student to another site.
 */
for (const [name, encoded] of [
  ['tab', '%09'],
  ['line feed', '%0A'],
  ['carriage return', '%0D'],
] as const) {
  test(`a ${name} in ?redirect cannot send a signed-in student to another site`, async ({ page, browser, baseURL }) => {
    const email = uniqueEmail('redirect')
    // The account is made in another context: this page must sign in through the form.
    const other = await browser.newPage()
    await signUpAndSignIn(other, { email })
    await other.close()
    // Any request that leaves our origin is answered locally, so the test never needs the internet.
    await page.context().route(/^https?:\/\/evil\.example\//, (route) => route.fulfill({ body: 'evil' }))

    await page.goto(`/login?redirect=%2F${encoded}%2Fevil.example%2F`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))

    const landed = new URL(page.url())
    expect(landed.hostname).not.toBe('evil.example')
    expect(landed.origin).toBe(new URL(baseURL!).origin)
  })
}
