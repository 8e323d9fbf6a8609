import sharp from 'sharp'

import { type APIRequestContext, expect, type Page, test } from './helpers/test'

import { approveAccess, signUpAndSignIn } from './helpers/accounts'

/**
 * The installable ask page (issue 36) on a phone: a manifest per language, the service worker's
 * offline page (never a queued question) and the Web Share Target, against the production build.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const photo = async () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#0a7d3b' } })
    .jpeg()
    .toBuffer()

/** The ask page, signed in, once its service worker is installed and controls the page. */
const installedAskPage = async (page: Page, api: APIRequestContext, path = '/dashboard/ask') => {
  const account = await signUpAndSignIn(page, { name: 'Sophie Germain' })
  // Not page.request: it shares the browser's cookies, where the admin's sign-in would land.
  await approveAccess(api, account.email)
  await page.goto(path)
  await expect(page.locator('#question')).toBeVisible()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve))
    }
  })
  return account
}

/** What the phone's share sheet sends: a multipart POST of the picture (and text) to the manifest's action. */
const shareFromAnotherApp = async (page: Page, action: string, { text = '' } = {}) => {
  await page.evaluate(
    ({ action, text }) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.enctype = 'multipart/form-data'
      form.action = action
      form.innerHTML = '<input type="file" name="image" id="shared-file"><input type="hidden" name="text">'
      form.querySelector<HTMLInputElement>('input[name="text"]')!.value = text
      document.body.append(form)
    },
    { action, text },
  )
  await page.setInputFiles('#shared-file', { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await page.evaluate(() => document.querySelector<HTMLFormElement>('form[enctype="multipart/form-data"]')!.submit())
}

test('each language has its manifest: name, icons, the ask page as start, the share target', async ({ page }) => {
  for (const [locale, start, dir] of [
    ['en', '/dashboard/ask', 'ltr'],
    ['ar', '/ar/dashboard/ask', 'rtl'],
  ] as const) {
    const response = await page.request.get(`/manifest/${locale}.webmanifest`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      short_name: 'Studify',
      lang: locale,
      dir,
      start_url: start,
      display: 'standalone',
      theme_color: '#4338ca',
      share_target: { action: `/share-target/${locale}`, method: 'POST', enctype: 'multipart/form-data' },
    })
    expect(manifest.name).not.toBe('')
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).status()).toBe(200)
    }
  }
  const arabic = await (await page.request.get('/manifest/ar.webmanifest')).json()
  expect(arabic.description).toMatch(/[\u0600-\u06ff]/)
})

test('offline: the installed ask page says it is offline, in its language, and sends nothing', async ({
  page,
  context,
  request,
}) => {
  const account = await installedAskPage(page, request, '/ar/dashboard/ask')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest/ar.webmanifest')
  // Questions that reached the server (the one tried offline fails in the browser).
  const asked: string[] = []
  page.on('requestfinished', (request) => request.url().includes('/api/ask') && asked.push(request.url()))

  // Cut while the page is open: it says so, and a question is given back, never queued.
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت' })).toBeVisible()
  await page.locator('#question').fill('2x + 3 = 7')
  await page.locator('.composer button[type="submit"]').click()
  await expect(page.locator('.composer [role="alert"]')).not.toBeEmpty()
  await expect(page.locator('#question')).toHaveValue('2x + 3 = 7')
  await expect(page.locator('article.turn')).toHaveCount(0)

  // Reopened without a network: the service worker's offline page in Arabic.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'أنت غير متصل بالإنترنت' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'أعد المحاولة' })).toHaveAttribute('href', '/ar/dashboard/ask')
  await page.screenshot({ path: test.info().outputPath('offline-390-ar.png'), fullPage: true })

  await context.setOffline(false)
  await page.getByRole('link', { name: 'أعد المحاولة' }).click()
  await expect(page.locator('#question')).toBeVisible()
  // Back online, nothing was sent on the student's behalf: no conversation, nothing counted.
  await expect(page.locator('article.turn')).toHaveCount(0)
  const threads = await page.request.get('/api/threads', { headers: { authorization: `Bearer ${account.token}` } })
  expect((await threads.json()).threads).toEqual([])
  await expect(page.locator('.quota')).toHaveText('تبقّت 10 أسئلة هذا الأسبوع')
  expect(asked).toEqual([])
})

test('share target: a shared picture opens the ask page with it attached, and nothing is asked until the student does', async ({
  page,
  request,
}) => {
  await installedAskPage(page, request)
  const asked: string[] = []
  page.on('request', (request) => request.url().includes('/api/ask') && asked.push(request.method()))

  await shareFromAnotherApp(page, '/share-target/en', { text: 'What plant is this?' })
  await expect(page.getByText('The shared picture is attached.')).toBeVisible()
  // The hand-over leaves the address once taken: a reload never attaches the picture again.
  await expect(page).toHaveURL(/\/dashboard\/ask$/)
  const attached = page.locator('.image-preview img')
  await expect(attached).toBeVisible()
  expect(await attached.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth))).toBe(
    600,
  )
  await expect(page.getByLabel('Your question')).toHaveValue('What plant is this?')
  await expect(page.locator('article.turn')).toHaveCount(0)
  expect(asked).toEqual([])

  // Kept only for this question: the service worker's copy is gone once the page took it.
  expect(
    await page.evaluate(
      async () =>
        (await caches.keys()).includes('studify-shared-image') &&
        (await (await caches.open('studify-shared-image')).keys()).length,
    ),
  ).toBeFalsy()

  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  const turn = page.locator('article.turn').last()
  await expect(turn.locator('.turn-image')).toBeVisible()
  await expect(turn.locator('.turn-answer')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  expect(asked).toEqual(['POST'])
  // Next's router keeps its own copy of the address: it must not put the hand-over back after the answer.
  await expect(page).toHaveURL(/\/dashboard\/ask$/)

  await page.reload()
  await expect(page.getByLabel('Your question')).toBeVisible()
  await expect(page.getByLabel('Your question')).toHaveValue('')
  await expect(page.locator('.image-preview')).toHaveCount(0)
  await expect(page.getByText('The shared picture is no longer available. Please share it again.')).toHaveCount(0)
})

test('share target: the app installed in English hands the picture to the French page a French-speaking student is sent to', async ({
  page,
  request,
}) => {
  await installedAskPage(page, request)
  // The student chose French after installing the English app: English pages now send them on.
  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'fr'))

  await shareFromAnotherApp(page, '/share-target/en', { text: 'Quelle est cette plante ?' })
  await expect(page).toHaveURL(/\/fr\/dashboard\/ask$/)
  await expect(page.getByText('L’image partagée est jointe.', { exact: false })).toBeVisible()
  await expect(page.locator('.image-preview img')).toBeVisible()
  await expect(page.locator('#question')).toHaveValue('Quelle est cette plante ?')
  await expect(page.getByText('L’image partagée n’est plus disponible', { exact: false })).toHaveCount(0)
})

test('share target without the service worker: the page opens, keeps nothing and asks to share again', async ({
  page,
  request,
}) => {
  const account = await signUpAndSignIn(page, { name: 'Emilie du Châtelet' })
  await approveAccess(request, account.email)
  await page.goto('/help')
  await shareFromAnotherApp(page, '/share-target/en')
  await expect(page.getByText('The shared picture is no longer available. Please share it again.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/ask$/)
  await expect(page.locator('.image-preview')).toHaveCount(0)
})
