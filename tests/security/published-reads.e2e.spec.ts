import { type APIRequestContext, expect, test } from '../e2e/helpers/test'

import { adminHeaders, PASSWORD, uniqueEmail } from '../e2e/helpers/accounts'
import { sampleRichText } from '../helpers/factories'

/**
 * Issue 32 findings 1, 6 and 7 over real HTTP on the production build: a post live in English and
 * German with a pending English draft and a French draft (each unpublished text carrying a marker)
 * is read by a visitor, a student and a French-only translator with the query shapes that leaked;
 * a filter naming an unpublished locale matches nothing, a sort on a localized field under
 * `locale=all` is refused; a malformed filter is a translated 400, not a 500.
 */
const marker = `e2eleak${Date.now().toString(36)}`

type Post = { id: number | string; slug: string }

const createPost = async (api: APIRequestContext): Promise<Post> => {
  const headers = await adminHeaders(api)
  const categories = await api.get('/api/categories?limit=1&depth=0', { headers })
  const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id
  const slug = `leak-${marker}`
  const body = (title: string) => ({
    title,
    slug,
    excerpt: 'Tips.',
    category,
    publishedAt: '2025-01-01T00:00:00.000Z',
    author: 'Studify',
    content: {
      root: {
        type: 'root',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        children: [
          {
            type: 'paragraph',
            direction: 'ltr',
            format: '',
            indent: 0,
            version: 1,
            children: [{ type: 'text', text: 'Body', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
          },
        ],
      },
    },
  })
  const created = await api.post('/api/posts?locale=en', {
    headers,
    data: { ...body('Published English'), _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number | string } }
  const step = async (query: string, data: Record<string, unknown>) => {
    const response = await api.patch(`/api/posts/${doc.id}?${query}`, { headers, data })
    expect(response.status(), `${query} ${await response.text()}`).toBe(200)
  }
  await step('locale=de', { title: 'Veröffentlicht', _status: 'published' })
  await step('locale=en&draft=true', { title: `Draft ${marker}-en` })
  await step('locale=fr&draft=true', { title: `Draft ${marker}-fr` })
  return { id: doc.id, slug }
}

/** A post whose English was never published (its title in the stored row), published in German. */
const germanOnlyPost = async (api: APIRequestContext, category: number) => {
  const headers = await adminHeaders(api)
  const created = await api.post('/api/posts?locale=en&draft=true', {
    headers,
    data: {
      title: `Never ${marker}-en`,
      slug: `leak-de-${marker}`,
      excerpt: 'Tips.',
      category,
      publishedAt: '2025-01-01T00:00:00.000Z',
      author: 'Studify',
      content: sampleRichText('Body'),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number | string } }
  const german = await api.patch(`/api/posts/${doc.id}?locale=de`, {
    headers,
    data: { title: `Nur ${marker}`, excerpt: 'Tipps.', content: sampleRichText('Text'), _status: 'published' },
  })
  expect(german.status(), await german.text()).toBe(200)
  return doc.id
}

const signIn = async (api: APIRequestContext, email: string) => {
  const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(login.ok(), await login.text()).toBe(true)
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
}

/** An account made by the admin (Payload's users collection), signed in. */
const account = async (api: APIRequestContext, data: Record<string, unknown>) => {
  const email = uniqueEmail('reads')
  const created = await api.post('/api/users', {
    headers: await adminHeaders(api),
    data: { name: 'Reader', email, password: PASSWORD, ...data },
  })
  expect(created.status(), await created.text()).toBe(201)
  return signIn(api, email)
}

test('visitors, students and a French translator read no draft over HTTP; bad filters are 400', async ({ request }) => {
  const post = await createPost(request)
  const readers: Record<string, { headers: Record<string, string>; may: string[] }> = {
    visitor: { headers: {}, may: [] },
    student: { headers: await account(request, { role: 'user' }), may: [] },
    translator: { headers: await account(request, { role: 'contributor', allowedLocales: ['fr'] }), may: ['fr'] },
  }
  const shapes = [
    `/api/posts/${post.id}?draft=true&locale=all`,
    `/api/posts?draft=true&locale=all&where[id][equals]=${post.id}`,
    `/api/posts/${post.id}?draft=true&locale=de&fallback-locale=en`,
    `/api/posts/${post.id}?draft=true&locale=en`,
    `/api/posts?draft=true&locale=all&where[slug][equals]=${post.slug}&select[title]=true`,
    `/api/posts/versions?locale=all&where[parent][equals]=${post.id}`,
    `/api/posts/versions?locale=en&where[parent][equals]=${post.id}`,
    '/api/globals/pricing?draft=true&locale=all',
  ]
  for (const [name, reader] of Object.entries(readers)) {
    for (const path of shapes) {
      const response = await request.get(path, { headers: reader.headers })
      const text = await response.text()
      expect(response.status(), `${name} ${path}`).toBeLessThan(500)
      for (const locale of ['en', 'fr']) {
        if (!reader.may.includes(locale)) expect(text, `${name} ${path}`).not.toContain(`${marker}-${locale}`)
      }
    }
  }
  // The control: the admin does get the English draft through the same shape.
  const admin = await request.get(`/api/posts/${post.id}?draft=true&locale=all`, {
    headers: await adminHeaders(request),
  })
  expect(await admin.text()).toContain(`${marker}-en`)
  // The translator reads the English source as published.
  const source = await request.get(`/api/posts/${post.id}?locale=en&draft=true`, {
    headers: readers.translator!.headers,
  })
  expect(((await source.json()) as { title: string }).title).toBe('Published English')

  // A filter is no oracle of unpublished text; a sort on a localized field under locale=all is refused.
  const categories = await request.get('/api/categories?limit=1&depth=0')
  const germanOnly = await germanOnlyPost(
    request,
    ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id,
  )
  for (const [name, reader] of Object.entries(readers)) {
    for (const query of [
      `locale=all&where[title.en][like]=${marker}-en`,
      `locale=de&where[title.en][like]=${marker}-en`,
      `locale=all&where[title][like]=${marker}-en`,
    ]) {
      const response = await request.get(`/api/posts?${query}&depth=0`, { headers: reader.headers })
      expect(response.status(), `${name} ${query}`).toBe(200)
      const ids = ((await response.json()) as { docs: { id: unknown }[] }).docs.map(({ id }) => id)
      expect(ids, `${name} ${query}`).not.toContain(germanOnly)
    }
    const found = await request.get(`/api/posts?locale=all&where[title.de][like]=Nur ${marker}&depth=0`, {
      headers: reader.headers,
    })
    expect(((await found.json()) as { docs: { id: unknown }[] }).docs.map(({ id }) => id)).toContain(germanOnly)
    expect((await request.get('/api/posts?locale=all&sort=title', { headers: reader.headers })).status()).toBe(400)
  }

  for (const collection of ['posts', 'pages', 'categories', 'help-articles', 'search']) {
    const response = await request.get(`/api/${collection}?where[title][all]=a`, { headers: { 'x-locale': 'fr' } })
    expect(response.status(), collection).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(
      'Les paramètres de cette adresse ne sont pas valides.',
    )
  }
})
