import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { signUpAndSignIn, uniqueEmail } from './helpers/accounts'
import { expect, type Page, test } from './helpers/test'

/**
 * The link sent to a new e-mail address (issue 22: an e-mail changes only once its owner opens
 * it): the page confirms the change once, in the reader's language, and says so when the link is
 * spent or has no code. Each state is saved as a picture for a person to look at.
 */
const OUTBOX = path.resolve('data', 'e2e', 'outbox')

const confirmationLink = (to: string) => {
  if (!existsSync(OUTBOX)) return null
  for (const file of readdirSync(OUTBOX).sort().reverse()) {
    const message = JSON.parse(readFileSync(path.join(OUTBOX, file), 'utf8')) as { to: string[]; html: string }
    const match = message.to.includes(to) && /\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(message.html)
    if (match) return match[0]
  }
  return null
}

/** Asks, as the signed-in student over the API, for the account's e-mail to become `newEmail`. */
const requestChange = async (page: Page, newEmail: string) => {
  const { token, userId } = await signUpAndSignIn(page)
  const response = await page.request.patch(`/api/users/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { email: newEmail },
  })
  expect(response.status()).toBe(200)
  await expect.poll(() => confirmationLink(newEmail)).not.toBeNull()
  return confirmationLink(newEmail)!
}

const shoot = async (page: Page, name: string) => {
  for (const [device, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${device}.png`), fullPage: true })
  }
}

test('the link confirms the new address once, then says it is spent', async ({ page }) => {
  const newEmail = uniqueEmail('moved')
  const link = await requestChange(page, newEmail)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Done: ${newEmail} is now the e-mail address of your account.`,
  )
  await shoot(page, 'confirmed-en')
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/en/dashboard')

  await page.goto(link)
  // The server's refusal, as the account's other links word it.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This confirmation link is invalid or has expired')
})

test('in Arabic the page is right to left and the address stays left to right', async ({ page }) => {
  const newEmail = uniqueEmail('moved-ar')
  const link = await requestChange(page, newEmail)
  await page.goto(`/ar${link}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'تأكيد بريدك الإلكتروني الجديد' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('status')).toContainText(newEmail)
  await shoot(page, 'confirmed-ar')
})

test('a link without its code says to open the e-mail again', async ({ page }) => {
  await page.goto('/confirm-email')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link has no confirmation code. Open the link from the e-mail again.',
  )
})
