import type { APIRequestContext, APIResponse } from '@playwright/test'

import { LOCALES } from '../../src/config/locales'
import { sampleRichText } from '../helpers/factories'
import { everyBlockLayout, PAGE_WORDS } from '../helpers/page-fixture'
import { adminHeaders } from './helpers/accounts'
import { expect, type Page, test } from './helpers/test'

// Public pages served from the page cache under a strict script CSP, on the production server
// (scripts/serve.mjs, as `npm start` runs it): src/lib/cache/rendering-policy.ts says which pages
// are cached and when they drop, src/lib/http/nonce-placeholder.ts how each response gets its nonce.

const scriptPolicy = (response: APIResponse) =>
  (response.headers()['content-security-policy'] ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src ')) ?? ''

/** Every nonce-like value a body names after the word "nonce", in HTML or in the RSC payload. */
const noncesIn = (body: string) =>
  [...body.matchAll(/nonce[^A-Za-z0-9+/]{1,8}([A-Za-z0-9+/]{22}==)/g)].map((match) => match[1]!)

const cacheState = (response: { headers(): Record<string, string> } | null) => response?.headers()['x-nextjs-cache']

const slugOf = async (api: APIRequestContext, collection: string, where = '') => {
  const response = await api.get(`/api/${collection}?limit=1&depth=0${where}`)
  expect(response.ok(), `${collection}: ${await response.text()}`).toBe(true)
  const [doc] = ((await response.json()) as { docs: Array<{ slug: string }> }).docs
  expect(doc, `a published ${collection} document`).toBeTruthy()
  return doc!.slug
}

const created: Array<{ collection: string; id: number }> = []
let paths: string[] = []

/** A marketing page with every block, as an editor publishes it. */
const createPage = async (api: APIRequestContext, slug: string, layout: unknown[]) => {
  const response = await api.post('/api/pages?locale=en', {
    headers: await adminHeaders(api),
    data: { slug, title: `Page ${slug}`, layout, _status: 'published' },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  created.push({ collection: 'pages', id: doc.id })
}

const mediaId = async (api: APIRequestContext) =>
  ((await (await api.get('/api/media?limit=1&depth=0')).json()) as { docs: Array<{ id: number }> }).docs[0]!.id

test.beforeAll(async ({ request }) => {
  const stamp = Date.now().toString(36)
  const pageSlug = `cached-page-${stamp}`
  await createPage(request, pageSlug, everyBlockLayout(PAGE_WORDS.en, await mediaId(request)))
  const [competitor, post, category, article] = await Promise.all([
    slugOf(request, 'competitors'),
    slugOf(request, 'posts'),
    slugOf(request, 'categories'),
    slugOf(request, 'help-articles'),
  ])
  const routes = [
    '',
    `/${pageSlug}`,
    `/alternative/${competitor}`,
    '/blog',
    `/blog/${post}`,
    `/blog/category/${category}`,
    '/help',
    `/help/${article}`,
    '/pricing',
    '/terms',
    '/privacy',
    '/cookies',
  ]
  const inLocale = (locale: string, route: string) => (locale === 'en' ? route || '/' : `/${locale}${route}`)
  // Every route in English, Arabic (right to left) and Japanese; the landing page in all 14 languages.
  paths = [
    ...['en', 'ar', 'ja'].flatMap((locale) => routes.map((route) => inLocale(locale, route))),
    ...LOCALES.filter((locale) => !['en', 'ar', 'ja'].includes(locale)).map((locale) => inLocale(locale, '')),
  ]
})

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request)
  for (const { collection, id } of created) await request.delete(`/api/${collection}/${id}`, { headers })
})

test('cached pages: served from the cache, each response with its own nonce and no placeholder left', async ({
  request,
}) => {
  test.setTimeout(300_000)
  for (const path of paths) {
    const first = await request.get(path, { maxRedirects: 0 })
    // A page not published in a language sends its visitors on (307): nothing to check there.
    if (first.status() === 307) continue
    expect(first.status(), path).toBe(200)
    const second = await request.get(path, { maxRedirects: 0 })
    expect(cacheState(second), `${path} comes from the page cache`).toBe('HIT')
    const nonces = [first, second].map(
      (response) => /^script-src 'nonce-([^']+)' 'strict-dynamic'$/.exec(scriptPolicy(response))?.[1],
    )
    expect(nonces[0], `${path}: script-src is a nonce and 'strict-dynamic' only`).toBeTruthy()
    expect(nonces[1], path).toBeTruthy()
    expect(nonces[0], `${path}: two responses never share a nonce`).not.toBe(nonces[1])
    for (const [index, response] of [first, second].entries()) {
      const body = await response.text()
      // Every nonce in the body is this response's: the cached placeholder never reaches a visitor.
      const named = noncesIn(body)
      expect(named.length, path).toBeGreaterThan(0)
      expect(new Set(named), path).toEqual(new Set([nonces[index]]))
      // Every script that runs carries it; data blocks (JSON-LD) run nothing and need none.
      const tags = (body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/ld\+json"/.test(tag))
      for (const tag of tags) expect(tag, path).toContain(` nonce="${nonces[index]}"`)
      // A response with a nonce is this visitor's alone: no shared cache may keep it.
      expect(response.headers()['cache-control'], path).toMatch(/no-store/)
    }
  }
})

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

test('no cached page reports a CSP violation, and their scripts run', async ({ page }) => {
  // Some forty pages, each loaded until the network is idle.
  test.setTimeout(600_000)
  await watchViolations(page)
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(page), path).toEqual([])
    // Next's client runtime started (it sets `window.next` once its scripts ran).
    expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next), path).toBe('object')
  }
})

const SMUGGLED =
  '<script>window.__smuggled = "script"</script><img src="/nope.png" onerror="window.__smuggled = \'onerror\'">'

/** Fields that name a choice or an address rather than hold text (a select, a block type, a URL). */
const NOT_TEXT = new Set(['blockType', 'icon', 'type', 'url', 'id', 'media', 'direction', 'format', 'mode', 'style'])

/** Appends the smuggled markup to every text field of a block layout, rich text included. */
const smuggle = (value: unknown, key = ''): unknown => {
  if (typeof value === 'string') return NOT_TEXT.has(key) ? value : `${value} ${SMUGGLED}`
  if (Array.isArray(value)) return value.map((item) => smuggle(item))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, smuggle(inner, name)]))
  return value
}

test('markup an editor smuggles into every rich-text and block field never runs on the cached page', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const headers = await adminHeaders(request)
  const stamp = Date.now().toString(36)
  const pageSlug = `smuggled-${stamp}`
  await createPage(request, pageSlug, smuggle(everyBlockLayout(PAGE_WORDS.en, await mediaId(request))) as unknown[])
  const category = (
    (await (await request.get('/api/categories?limit=1&depth=0')).json()) as { docs: Array<{ id: number }> }
  ).docs[0]!.id
  const postSlug = `smuggled-post-${stamp}`
  const post = await request.post('/api/posts?locale=en', {
    headers,
    data: {
      slug: postSlug,
      title: `Smuggled ${SMUGGLED}`,
      excerpt: `Excerpt ${SMUGGLED}`,
      author: `Author ${SMUGGLED}`,
      category,
      publishedAt: new Date().toISOString(),
      content: sampleRichText(`Body ${SMUGGLED}`),
      _status: 'published',
    },
  })
  expect(post.status(), await post.text()).toBe(201)
  created.push({ collection: 'posts', id: ((await post.json()) as { doc: { id: number } }).doc.id })

  await watchViolations(page)
  for (const path of [`/${pageSlug}`, `/blog/${postSlug}`, '/blog']) {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      if (visit === 1) expect(cacheState(response), `${path} comes from the page cache`).toBe('HIT')
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => (window as unknown as { __smuggled?: string }).__smuggled), path).toBeUndefined()
      // The markup is shown as the text it is, not turned into elements.
      expect(await page.locator('main img[onerror]').count(), path).toBe(0)
      expect(
        await page.locator('main script').evaluateAll(
          (scripts) =>
            // JSON-LD is data: the text shows there escaped, and it never runs.
            scripts.filter(
              (s) => s.getAttribute('type') !== 'application/ld+json' && s.textContent?.includes('__smuggled'),
            ).length,
        ),
        path,
      ).toBe(0)
      expect(await violations(page), path).toEqual([])
    }
  }
  await expect(page.getByText('window.__smuggled = "script"').first()).toBeAttached()
})

test('publishing a French post changes the French page at once and leaves the English page cached; drafts and draft mode never reach the cache', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now().toString(36)
  const slug = `cached-post-${stamp}`
  const category = (
    (await (await request.get('/api/categories?limit=1&depth=0')).json()) as { docs: Array<{ id: number }> }
  ).docs[0]!.id
  const write = async (locale: string, data: Record<string, unknown>, query = '') => {
    const response = await request.patch(`/api/posts/${id}?locale=${locale}${query}`, { headers, data })
    expect(response.status(), await response.text()).toBe(200)
  }
  const createdPost = await request.post('/api/posts?locale=en', {
    headers,
    data: {
      slug,
      title: `English title ${stamp}`,
      excerpt: 'Cached in English',
      author: 'The Studify team',
      category,
      publishedAt: new Date().toISOString(),
      content: sampleRichText('English body'),
      _status: 'published',
    },
  })
  expect(createdPost.status(), await createdPost.text()).toBe(201)
  const id = ((await createdPost.json()) as { doc: { id: number } }).doc.id
  created.push({ collection: 'posts', id })
  await write('fr', {
    title: `Titre français ${stamp}`,
    excerpt: 'En cache',
    content: sampleRichText('Texte'),
    _status: 'published',
  })

  const visit = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    return { state: cacheState(response), body: await response.text() }
  }
  // Both pages are rendered once and then served from the cache.
  for (const path of [`/blog/${slug}`, `/fr/blog/${slug}`]) {
    await visit(path)
    expect((await visit(path)).state, path).toBe('HIT')
  }
  expect((await visit(`/blog/${slug}`)).body).toContain(`English title ${stamp}`)

  await write('fr', { title: `Nouveau titre ${stamp}`, _status: 'published' })
  const french = await visit(`/fr/blog/${slug}`)
  expect(french.state, 'the French page was rendered again').not.toBe('HIT')
  expect(french.body).toContain(`Nouveau titre ${stamp}`)
  const englishAgain = await visit(`/blog/${slug}`)
  expect(englishAgain.state, 'the English page stayed in the cache').toBe('HIT')
  expect(englishAgain.body).toContain(`English title ${stamp}`)

  // A draft drops nothing and never shows.
  await write('fr', { title: `Brouillon ${stamp}` }, '&draft=true')
  const afterDraft = await visit(`/fr/blog/${slug}`)
  expect(afterDraft.state).toBe('HIT')
  expect(afterDraft.body).not.toContain(`Brouillon ${stamp}`)

  // An editor in draft mode sees the draft, rendered for them alone and never cached. The draft-mode
  // cookie is Secure, which an API client drops over http: it is sent by hand.
  const start = await request.get(`/next/preview?path=${encodeURIComponent(`/fr/blog/${slug}`)}`, {
    headers,
    maxRedirects: 0,
  })
  expect(start.status(), await start.text()).toBe(307)
  const draftCookie = start
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0]!)
    .find((cookie) => cookie.startsWith('__prerender_bypass='))
  expect(draftCookie, 'draft mode is on').toBeTruthy()
  for (let round = 0; round < 2; round += 1) {
    const preview = await request.get(`/fr/blog/${slug}`, {
      headers: { ...headers, cookie: draftCookie! },
      maxRedirects: 0,
    })
    expect(preview.status()).toBe(200)
    expect(preview.headers()['cache-control']).toMatch(/no-store/)
    // The cached page holds the published title: this one was rendered for the editor. (Next labels
    // a draft-mode response `x-nextjs-cache: HIT` all the same, so the header proves nothing here.)
    expect(await preview.text()).toContain(`Brouillon ${stamp}`)
  }
  const visitor = await visit(`/fr/blog/${slug}`)
  expect(visitor.state).toBe('HIT')
  expect(visitor.body).toContain(`Nouveau titre ${stamp}`)
  expect(visitor.body).not.toContain(`Brouillon ${stamp}`)
})
