import { type APIRequestContext, expect, test } from './helpers/test'

// Public-site correctness as a search engine and a first-time visitor see it (issue 17).

test('a first visit is one navigation: no critical client hint restarts it', async ({ browser, request }) => {
  for (const path of ['/', '/ar', '/blog/best-study-apps-2025']) {
    const response = await request.get(path)
    expect(response.headers()['critical-ch'], path).toBeUndefined()
    expect(response.headers()['accept-ch'], path).toBeUndefined()

    // A fresh browser profile, as on a real first visit: Chromium restarts a navigation whose
    // response asks for a critical hint it did not send.
    const context = await browser.newContext()
    const page = await context.newPage()
    const documents: string[] = []
    page.on('request', (sent) => sent.resourceType() === 'document' && documents.push(sent.url()))
    await page.goto(path)
    const timing = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        criticalCHRestart?: number
      }
      return { redirects: entry.redirectCount, restart: entry.criticalCHRestart ?? 0 }
    })
    expect(documents, path).toHaveLength(1)
    expect(timing, path).toEqual({ redirects: 0, restart: 0 })
    await context.close()
  }
})

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD || 'E2e!Admin1',
}

type JsonLdNode = Record<string, unknown> & { '@type': string }

/** Every JSON-LD node of a page: each script (it carries the page's nonce) parsed, `@graph`s flattened. */
const jsonLdNodes = async (request: APIRequestContext, path: string): Promise<JsonLdNode[]> => {
  const html = await (await request.get(path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as JsonLdNode & { '@graph'?: JsonLdNode[] }
    return data['@graph'] ?? [data]
  })
}
const nodeOf = (nodes: JsonLdNode[], type: string) => {
  const node = nodes.find((candidate) => candidate['@type'] === type)
  expect(node, `${type} in ${nodes.map((n) => n['@type']).join(', ')}`).toBeDefined()
  return node!
}

test('a blog post’s Article image is one absolute URL that serves the image, in every locale', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    '/blog/best-study-apps-2025',
    '/fr/blog/best-study-apps-2025',
    '/ar/blog/calculus-help-with-ai',
  ]) {
    const article = nodeOf(await jsonLdNodes(request, path), 'Article')
    const image = String(article.image)
    expect(image.startsWith(`${baseURL}/`), image).toBe(true)
    expect(image.split('://')).toHaveLength(2)
    expect((await request.get(image)).headers()['content-type']).toMatch(/^image\//)
    expect(article).toMatchObject({ headline: expect.any(String), datePublished: expect.any(String) })
    expect(article.mainEntityOfPage).toBe(`${baseURL}${path}`)
  }
})

test('structured data: Product and Offers on /pricing, FAQPage and Article on help, a WebPage per competitor', async ({
  request,
  baseURL,
}) => {
  const pricing = await jsonLdNodes(request, '/pricing')
  const organization = nodeOf(pricing, 'Organization')
  const logo = organization.logo as { url: string; width: number; height: number }
  expect(logo.width).toBeGreaterThanOrEqual(112)
  const logoResponse = await request.get(logo.url)
  expect(logoResponse.headers()['content-type']).toBe('image/png')
  const product = nodeOf(pricing, 'Product')
  expect(product.aggregateRating).toMatchObject({
    ratingValue: expect.any(Number),
    ratingCount: expect.any(Number),
    reviewCount: expect.any(Number),
  })
  const offers = product.offers as Array<{ price: string; priceCurrency: string }>
  // The catalogue's prices (config/plans.ts), as the page shows them.
  expect(offers.map((offer) => offer.price)).toEqual(['0.00', '0.99', '4.99', '32.95'])
  expect(offers.every((offer) => offer.priceCurrency === 'USD')).toBe(true)

  const home = await jsonLdNodes(request, '/fr')
  expect(nodeOf(home, 'Product').url).toBe(`${baseURL}/fr`)
  expect((nodeOf(home, 'FAQPage').mainEntity as unknown[]).length).toBeGreaterThan(0)

  const faq = nodeOf(await jsonLdNodes(request, '/de/help/frequently-asked-questions'), 'FAQPage')
  for (const question of faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>) {
    expect(question.name).toMatch(/\?$/)
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(10)
  }
  const helpArticle = nodeOf(await jsonLdNodes(request, '/help/install-the-extension'), 'Article')
  expect(helpArticle).toMatchObject({ headline: expect.any(String), url: `${baseURL}/help/install-the-extension` })
  const helpIndex = nodeOf(await jsonLdNodes(request, '/help'), 'CollectionPage')
  expect((helpIndex.mainEntity as { itemListElement: unknown[] }).itemListElement.length).toBeGreaterThan(5)

  const chegg = await jsonLdNodes(request, '/ja/alternative/chegg')
  expect(chegg.map((node) => node['@type'])).not.toContain('Product')
  const page = nodeOf(chegg, 'WebPage')
  expect(page).toMatchObject({ url: `${baseURL}/ja/alternative/chegg`, inLanguage: 'ja' })
  const rows = (page.mainEntity as { itemListElement: Array<{ name: string; description: string }> }).itemListElement
  expect(rows.length).toBeGreaterThanOrEqual(5)
  expect(rows.every((row) => row.description.includes('Chegg'))).toBe(true)
})

test('a competitor page compares Studify with that product, in its language', async ({ page, request }) => {
  const competitors = await (
    await request.get('/api/competitors?where[slug][equals]=photomath&locale=fr&depth=0')
  ).json()
  const photomath = competitors.docs[0]
  await page.goto('/fr/alternative/photomath')
  const table = page.getByRole('table')
  await expect(table.locator('thead th').last()).toHaveText('Photomath')
  await expect(page.getByText(photomath.comparison)).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(photomath.comparisonRows.length)
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText(
    photomath.comparisonRows[0].competitor,
  )
  // Prices come from the plan catalogue, not from the CMS text.
  // The Studify column is the row's first cell (the feature is the row's header).
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toContainText('4,99')
  // The home page keeps the generic comparison.
  await page.goto('/fr')
  await expect(page.getByRole('table').locator('thead th').last()).not.toHaveText('Photomath')
})

test('unknown slugs redirect uncached, and a slug published afterwards serves at once', async ({ request }) => {
  const login = await (await request.post('/api/auth/login', { data: ADMIN })).json()
  const headers = { authorization: `Bearer ${login.token}` }
  const stamp = Date.now()
  const category = (await (await request.get('/api/categories?limit=1&depth=0')).json()).docs[0].id
  const cases = [
    {
      path: `/alternative/new-rival-${stamp}`,
      home: '/',
      collection: 'competitors',
      data: {
        slug: `new-rival-${stamp}`,
        displayName: `Rival ${stamp}`,
        seoTitle: `Rival ${stamp} alternative`,
        seoDescription: 'A new competitor page',
        seoKeywords: 'rival',
        order: 99,
      },
      heading: `Rival ${stamp}`,
    },
    {
      path: `/fr/blog/new-post-${stamp}`,
      home: '/fr/blog',
      collection: 'posts',
      data: {
        slug: `new-post-${stamp}`,
        title: `New post ${stamp}`,
        excerpt: 'Published after its slug was asked for',
        category,
        author: 'The Studify team',
        publishedAt: new Date().toISOString(),
        content: {
          root: {
            type: 'root',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: null,
                format: '',
                indent: 0,
                children: [
                  { type: 'text', version: 1, text: 'Hello', format: 0, detail: 0, mode: 'normal', style: '' },
                ],
              },
            ],
          },
        },
      },
      heading: `New post ${stamp}`,
    },
  ]
  for (const { path, home, collection, data, heading } of cases) {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 })
      expect(response.status(), `${method} ${path}`).toBe(307)
      expect(response.headers().location).toBe(home)
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(response.headers()['x-robots-tag']).toBe('noindex')
      // Not a rendered page: nothing went into the page cache.
      expect(response.headers()['x-nextjs-cache']).toBeUndefined()
    }
    // Published in every language at once (drafted content is published per locale).
    const created = await request.post(`/api/${collection}?publishAllLocales=true`, {
      headers,
      data: { ...data, _status: 'published' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = await created.json()
    try {
      const published = await request.get(path, { maxRedirects: 0 })
      expect(published.status()).toBe(200)
      expect(await published.text()).toContain(heading)
    } finally {
      await request.delete(`/api/${collection}/${doc.id}`, { headers })
    }
  }
})

test('unknown paths land on the same language’s home page with a temporary, unindexed redirect', async ({
  request,
}) => {
  for (const [path, home] of [
    ['/fr/nope', '/fr'],
    ['/ja/some/deep/path', '/ja'],
    ['/nope', '/'],
    ['/xx/blog/a-post', '/'],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    expect(response.headers().location, path).toBe(home)
    expect(response.headers()['x-robots-tag'], path).toBe('noindex')
    expect(response.headers()['cache-control'], path).toBe('no-store')
  }
})

test('robots.txt has no Host line and no benchmark route, which does not exist in this build', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).not.toMatch(/^Host:/im)
  expect(robots).not.toContain('bench')
  expect(robots).toMatch(/^Sitemap: http/m)
  const bench = await request.get('/bench-baseline', { maxRedirects: 0 })
  expect(bench.status()).toBe(307)
})

test('HEAD answers like GET on the REST API and on pages', async ({ request }) => {
  for (const path of [
    '/api/posts',
    '/api/globals/site-settings',
    '/api/posts?where[slug][equals]=x',
    '/',
    '/fr/blog',
  ]) {
    const [get, head] = [await request.get(path), await request.head(path)]
    expect(head.status(), path).toBe(get.status())
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type'])
    expect(await head.body(), path).toHaveLength(0)
  }
})
