import { expect, type Locator, type Page, test } from './helpers/test'
import sharp from 'sharp'

import { adminHeaders, approveAccess, pageApi, PASSWORD, signUpAndSignIn, testClientIp } from './helpers/accounts'

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Account Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).toBeVisible()
  return dialog
}

test("the settings panel: a student's five tabs, keyboard navigation, account details, Escape closes", async ({
  page,
}) => {
  const { email } = await signUpAndSignIn(page, { name: 'Mary Jackson' })
  await page.goto('/')
  const dialog = await openSettings(page)
  // No Affiliate tab for a student: it could only say "Admin Access Required" (issue 38).
  await expect(dialog.getByRole('tab')).toHaveText([
    'Account Settings',
    'My Subscription',
    'My Stats',
    'Referrals',
    'Report Wrong Answer',
  ])
  const panel = dialog.getByRole('tabpanel')
  await expect(panel).toContainText('Mary Jackson')
  await expect(panel).toContainText(email)
  await expect(panel).toContainText('RoleUser')

  await expect(dialog.getByRole('tab', { name: 'Account Settings' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('tab', { name: 'My Subscription' })).toHaveAttribute('aria-selected', 'true')
  await expect(panel).toContainText('Your plan: Trial setup pending')
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('tab', { name: 'My Stats' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByText('Admin Access Required')).toHaveCount(0)
  await page.keyboard.press('End')
  await expect(dialog.getByRole('tab', { name: 'Report Wrong Answer' })).toHaveAttribute('aria-selected', 'true')
  await dialog.getByRole('tab', { name: 'My Stats' }).click()
  await expect(panel).toContainText('No questions yet')
  await dialog.getByRole('button', { name: 'Weekly' }).click()
  await expect(dialog.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true')
  await dialog.getByRole('tab', { name: 'Referrals' }).click()
  await expect(panel).toContainText('Your weekly limit: 10 questions')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A link to the Affiliate tab opens the first tab instead.
  await page.goto('/#settings=affiliate')
  const linked = page.getByRole('dialog', { name: 'Settings' })
  await expect(linked.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true')
  await expect(linked.getByRole('tab', { name: 'Affiliate' })).toHaveCount(0)
})

test('change password: rules, wrong current password, success closes and the new password works', async ({ page }) => {
  const { email } = await signUpAndSignIn(page)
  await page.goto('/')
  const dialog = await openSettings(page)
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  const modal = page.getByRole('dialog', { name: 'Change Password' })
  const submit = modal.getByRole('button', { name: 'Change Password' })
  await expect(submit).toBeDisabled()

  await modal.getByLabel(/^Current password/).fill('Wrong!Pass1')
  await modal.getByLabel(/^New password/).fill('newpass1!')
  await modal.getByLabel(/^New password/).blur()
  await expect(modal.getByText('Password must contain at least one uppercase letter')).toBeVisible()
  await modal.getByLabel(/^New password/).fill('NewPass1!')
  await modal.getByLabel(/^Confirm new password/).fill('NewPass1?')
  await modal.getByLabel(/^Confirm new password/).blur()
  await expect(modal.getByText('Passwords do not match')).toBeVisible()
  await modal.getByLabel(/^Confirm new password/).fill('NewPass1!')
  await submit.click()
  await expect(modal.getByText('Current password is incorrect')).toBeVisible()

  await modal.getByLabel(/^Current password/).fill(PASSWORD)
  await submit.click()
  await expect(modal).toBeHidden()
  await expect(dialog.getByRole('status')).toContainText('Password changed successfully')

  const login = await page.request.post('/api/auth/login', { data: { email, password: 'NewPass1!' } })
  expect(login.status()).toBe(200)
})

test('report a wrong answer: text-or-image rules, image checks, preview and remove, success clears', async ({
  page,
}) => {
  await signUpAndSignIn(page)
  await page.goto('/#settings=report')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('tab', { name: 'Report Wrong Answer' })).toHaveAttribute('aria-selected', 'true')

  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  await expect(dialog.getByText('Please provide either text or an image for the question')).toBeVisible()
  await expect(dialog.getByText('Please provide either text or an image for the wrong answer')).toBeVisible()

  const questionPicker = dialog.getByLabel('Choose an image for “Question”')
  await questionPicker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(dialog.getByText('Please upload only image files')).toBeVisible()
  await questionPicker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  })
  await expect(dialog.getByText('Image size should be less than 10MB')).toBeVisible()

  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer()
  await questionPicker.setInputFiles({ name: 'question.png', mimeType: 'image/png', buffer: png })
  await expect(dialog.getByRole('img', { name: 'Image attached to “Question”' })).toBeVisible()
  await expect(dialog.getByText('Please provide either text or an image for the question')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Remove image' }).click()
  await expect(dialog.getByRole('img', { name: 'Image attached to “Question”' })).toHaveCount(0)
  await questionPicker.setInputFiles({ name: 'question.png', mimeType: 'image/png', buffer: png })

  await dialog.getByLabel(/^Wrong answer/).fill('x = 5')
  await dialog.getByLabel('Correct answer (optional)').fill('x = 4')
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  await expect(dialog.getByRole('status')).toContainText(
    'Report submitted successfully. Thank you for helping us improve!',
  )
  // The banner is scrolled into view clear of the dialog's own ×, not beside it (issue 38).
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox()
  const dismiss = dialog.getByRole('status').getByRole('button', { name: 'Dismiss' })
  await expect
    .poll(async () => {
      const box = await dismiss.boundingBox()
      return box && close ? Math.round(box.y - (close.y + close.height)) : null
    })
    .toBeGreaterThanOrEqual(8)
  await dialog.screenshot({ path: test.info().outputPath('report-sent-desktop.png') })
  await expect(dialog.getByLabel(/^Wrong answer/)).toHaveValue('')
  await expect(dialog.getByRole('img', { name: 'Image attached to “Question”' })).toHaveCount(0)
})

test('the panel is translated and mirrored in Arabic', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/ar#settings=report')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('tab').first()).toHaveText('إعدادات الحساب')
  await expect(dialog.getByRole('button', { name: 'إرسال البلاغ' })).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('dialog')!).direction)).toBe('rtl')

  // Each box takes the direction of what is typed: Arabic runs right to left, maths left to right.
  const direction = (box: Locator) => box.evaluate((element) => getComputedStyle(element).direction)
  const boxes = dialog.getByRole('textbox')
  await expect(boxes).toHaveCount(4)
  for (const box of await boxes.all()) {
    await expect(box).toHaveAttribute('dir', 'auto')
    // Empty, a box follows the page: its hint and caret start on the right.
    await expect(box).toHaveAttribute('placeholder', /\p{Script=Arabic}/u)
    expect(await direction(box)).toBe('rtl')
  }
  const [question, wrongAnswer] = [boxes.nth(0), boxes.nth(1)]
  await question.fill('x^2 - 5x + 6 = 0')
  await wrongAnswer.fill('الحل هو x = 1')
  expect(await direction(question)).toBe('ltr')
  expect(await direction(wrongAnswer)).toBe('rtl')
})

test('reporting an answer asked with a picture: the picture is shown and sent with the report', async ({
  page,
  request,
}) => {
  const { email, token } = await signUpAndSignIn(page)
  await approveAccess(request, email)
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer()
  const asked = await page.request.post('/api/ask', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      question: 'What fraction of the figure is shaded?',
      image: { name: 'figure.png', mimeType: 'image/png', buffer: png },
    },
  })
  expect(asked.status()).toBe(200)
  const answerId = /"answerId":\s*"?([\w-]+)/.exec(await asked.text())![1]

  await page.goto(`/#settings=report&answerId=${answerId}`)
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('textbox', { name: /^Question/ })).toHaveValue('What fraction of the figure is shaded?')
  // The picture the student asked about, as a thumbnail in the form, which they may remove.
  const thumbnail = dialog.getByRole('img', { name: 'Image attached to “Question”' })
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(60)
  await expect(dialog.getByRole('button', { name: 'Remove image' })).toBeVisible()

  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/analytics/reports/wrong-answer') && response.request().method() === 'POST',
  )
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  const response = await sent
  expect(response.status()).toBe(201)
  const { report } = (await response.json()) as { report: { id: number } }

  // The admin reviewing the report sees the same picture.
  const headers = await adminHeaders(request)
  const detail = await request.get(`/api/analytics/wrong-answer-reports/${report.id}`, { headers })
  const { question } = ((await detail.json()) as { report: { question: { imageUrl: string | null } } }).report
  expect(question.imageUrl).toBeTruthy()
  const image = await request.get(question.imageUrl!, { headers })
  expect(image.status()).toBe(200)
  expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 60, height: 40 })
})

test('My Stats: this week against the limit, totals, and the chart by period', async ({ page, request }) => {
  const { email, token } = await signUpAndSignIn(page)
  // The admin signs in on its own request context, not in the page's cookie jar.
  await approveAccess(request, email)
  for (const question of ['Explain osmosis', '2x + 3 = 11']) {
    const asked = await page.request.post('/api/ask', {
      headers: { authorization: `Bearer ${token}` },
      data: { question },
    })
    expect(asked.status()).toBe(200)
    expect(await asked.text()).toContain('event: done')
  }
  await page.goto('/#settings=stats')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  const panel = dialog.getByRole('tabpanel')
  await expect(panel).toContainText('2 of 10 questions used this week')
  await expect(panel.getByRole('progressbar')).toHaveAttribute('value', '20')
  await expect(panel).toContainText('20% of your weekly limit used')
  await expect(panel.locator('dt', { hasText: 'Questions asked' }).locator('+ dd')).toHaveText('2')
  const today = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(new Date())
  const chart = panel.getByRole('figure', { name: 'Questions per period: Daily' })
  // The quota's week, Monday to Sunday, the week "used this week" counts (issue 38).
  await expect(chart.locator('tr th')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
  await expect(chart.locator('tr').filter({ hasText: today })).toHaveText(`${today}2`)
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached()

  await dialog.getByRole('button', { name: 'Monthly' }).click()
  const month = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(new Date())
  const monthly = panel.getByRole('figure', { name: 'Questions per period: Monthly' })
  await expect(monthly.locator('tr')).toHaveCount(6)
  await expect(monthly.locator('tr').last()).toContainText(`${month}2`)
})

test('connected extensions: each is listed, and "Sign out this device" ends its session', async ({ page }) => {
  await signUpAndSignIn(page)
  await page.goto('/')
  // The /extension/connect page's request: a session of the extension's own, from the site session.
  // Asked from inside the page, as that page does: the site session is a same-origin cookie.
  const issued = await pageApi<{ token: string }>(page, '/api/auth/extension-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device: 'Chrome · Windows' }),
  })
  expect(issued.status).toBe(200)
  const { token } = issued.body
  const bearer = { headers: { authorization: `Bearer ${token}` } }
  expect((await page.request.get('/api/auth/verify', bearer)).status()).toBe(200)

  const dialog = await openSettings(page)
  const devices = dialog.getByRole('region', { name: 'Connected extensions' })
  await expect(devices).toContainText('Chrome · Windows')
  await dialog.screenshot({ path: test.info().outputPath('connected-extensions.png') })
  await devices.getByRole('button', { name: 'Sign out this device' }).click()
  await expect(devices).toContainText('No browser extension is signed in to your account.')
  expect((await page.request.get('/api/auth/verify', bearer)).status()).toBe(401)
  // The site itself stays signed in.
  expect((await pageApi(page, '/api/auth/verify')).status).toBe(200)
})

test('"Sign out everywhere" ends this browser’s, another device’s and the extension’s sessions (issue 37)', async ({
  page,
  request,
}) => {
  const { email } = await signUpAndSignIn(page)
  await page.goto('/')
  const extension = await pageApi<{ token: string }>(page, '/api/auth/extension-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device: 'Firefox · macOS' }),
  })
  // Another device: a sign-in of its own, from a client that shares nothing with this browser.
  const phone = await request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-forwarded-for': testClientIp() },
  })
  const phoneToken = ((await phone.json()) as { token: string }).token
  const verify = async (token: string) =>
    (await request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } })).status()
  expect(await verify(extension.body.token)).toBe(200)
  expect(await verify(phoneToken)).toBe(200)

  const dialog = await openSettings(page)
  const section = dialog.getByRole('region', { name: 'Sign out everywhere' })
  await expect(section).toContainText('other browsers, phones and connected extensions')
  // The page was already at `/`: wait for the full load of the home page that follows signing out.
  const reloaded = page.waitForEvent('load')
  await section.getByRole('button', { name: 'Sign out everywhere' }).click()
  await reloaded
  expect(await verify(extension.body.token)).toBe(401)
  expect(await verify(phoneToken)).toBe(401)
  expect((await pageApi(page, '/api/auth/verify')).status).toBe(401)
})
