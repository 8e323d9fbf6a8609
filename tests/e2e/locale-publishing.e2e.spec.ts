import { adminHeaders, signInAsEditor } from './helpers/accounts'
import { sampleRichText } from '../helpers/factories'
import { expect, type Page, test } from './helpers/test'

// Per-locale publishing as visitors and search engines meet it on the production build (issue 23 §4).

/** The page's `<link rel="alternate" hreflang>` set, hreflang → path. */
const hreflangs = async (page: Page) =>
  Object.fromEntries(
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), new URL((link as HTMLLinkElement).href).pathname]),
      ),
  )

test('a post published in English and German only: French redirects (307) to English, hreflang names en and de', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const slug = `locale-publishing-${stamp}`
  const category = (await (await request.get('/api/categories?limit=1&depth=0')).json()).docs[0].id
  const created = await request.post('/api/posts?locale=en', {
    headers,
    data: {
      slug,
      title: `Only two languages ${stamp}`,
      excerpt: 'Published in English and German',
      category,
      author: 'The Studify team',
      publishedAt: new Date().toISOString(),
      content: sampleRichText('English body'),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()
  try {
    const german = await request.patch(`/api/posts/${doc.id}?locale=de`, {
      headers,
      data: {
        title: `Nur zwei Sprachen ${stamp}`,
        excerpt: 'Auf Englisch und Deutsch veröffentlicht',
        author: 'Das Studify-Team',
        content: sampleRichText('Deutscher Text'),
        _status: 'published',
      },
    })
    expect(german.status(), await german.text()).toBe(200)

    // A temporary redirect to the English page: French is not published.
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await request.fetch(`/fr/blog/${slug}`, { method, maxRedirects: 0 })
      expect(response.status(), method).toBe(307)
      expect(response.headers().location, method).toBe(`/blog/${slug}`)
    }

    await page.goto(`/fr/blog/${slug}`)
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    expect(new URL(page.url()).pathname).toBe(`/blog/${slug}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Only two languages ${stamp}`)
    const alternates = { en: `/blog/${slug}`, de: `/de/blog/${slug}`, 'x-default': `/blog/${slug}` }
    expect(await hreflangs(page)).toEqual(alternates)

    await page.goto(`/de/blog/${slug}`)
    expect(new URL(page.url()).pathname).toBe(`/de/blog/${slug}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nur zwei Sprachen ${stamp}`)
    await expect(page.getByText('Deutscher Text')).toBeVisible()
    expect(await hreflangs(page)).toEqual(alternates)

    // The French blog list does not offer it; the German one does.
    await page.goto('/fr/blog')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator(`a[href$="/blog/${slug}"]`)).toHaveCount(0)
    await page.goto('/de/blog')
    await expect(page.locator(`a[href="/de/blog/${slug}"]`).first()).toBeVisible()

    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/de/blog/${slug}</loc>`)
    expect(sitemap).not.toContain(`/fr/blog/${slug}</loc>`)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})

test('seeded content is published in all 14 languages: every hreflang, no redirect', async ({ page, request }) => {
  const response = await request.get('/ja/blog/best-study-apps-2025', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  await page.goto('/ja/blog/best-study-apps-2025')
  const alternates = await hreflangs(page)
  expect(Object.keys(alternates)).toHaveLength(15)
  expect(alternates.ja).toBe('/ja/blog/best-study-apps-2025')
  expect(alternates['x-default']).toBe('/blog/best-study-apps-2025')
  await page.goto('/ja/pricing')
  expect(new URL(page.url()).pathname).toBe('/ja/pricing')
  expect(Object.keys(await hreflangs(page))).toHaveLength(15)
})

test("an editor's Publish in the admin publishes the edited language only: an English-only post is not served in French, nor listed", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const slug = `admin-publish-${stamp}`
  const category = (await (await request.get('/api/categories?limit=1&depth=0')).json()).docs[0].id
  // A new post, written in English and not published yet.
  const created = await request.post('/api/posts?locale=en&draft=true', {
    headers,
    data: {
      slug,
      title: `English only ${stamp}`,
      excerpt: 'Written in English',
      category,
      author: 'The Studify team',
      publishedAt: new Date().toISOString(),
      content: sampleRichText('English body'),
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()
  try {
    await signInAsEditor(page)
    await page.goto(`/admin/collections/posts/${doc.id}?locale=en`)
    await expect(page.locator('#field-title')).toHaveValue(`English only ${stamp}`)
    // The main button names the language it publishes; all languages is the sub-menu's own choice.
    const publish = page.locator('#action-save')
    await expect(publish).toHaveText('Publish in English')
    await page.locator('#action-save-popup .popup-button').click()
    await expect(page.locator('#publish-locale')).toHaveText('Publish all locales')
    await page.keyboard.press('Escape')
    await publish.click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    const status = await (
      await request.get(`/api/posts/${doc.id}?locale=all&depth=0&select[_status]=true`, { headers })
    ).json()
    expect(status._status.en).toBe('published')
    expect(status._status.fr).not.toBe('published')
    const response = await request.get(`/fr/blog/${slug}`, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe(`/blog/${slug}`)
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`English only ${stamp}`)
    expect(await hreflangs(page)).toEqual({ en: `/blog/${slug}`, 'x-default': `/blog/${slug}` })
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/blog/${slug}</loc>`)
    expect(sitemap).not.toContain(`/fr/blog/${slug}</loc>`)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})
