import { type APIRequestContext, expect, test } from '../e2e/helpers/test'
import { sampleRichText } from '../helpers/factories'

import { adminHeaders, PASSWORD, testClientIp, uniqueEmail } from '../e2e/helpers/accounts'
import { createPublishedPost } from '../e2e/helpers/posts'

/**
 * Issue 32 findings 2–4 over real HTTP on the production build: a translator limited to French
 * cannot publish or unpublish every language, change shared fields, site settings or redirects,
 * or duplicate a post; a redirect to `javascript:` is refused and never served. The whole table
 * of roles and write paths runs in tests/security/locale-writes.int.spec.ts.
 */
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

type Headers = Record<string, string>

/** A new account the admin makes an editor limited to French: its Bearer header. */
const frenchTranslator = async (api: APIRequestContext, admin: Headers): Promise<Headers> => {
  const registered = await api.post('/api/auth/register', {
    data: { name: 'Camille Translator', email: uniqueEmail('translator'), password: PASSWORD },
    headers: { 'x-forwarded-for': testClientIp() },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const { token, user } = (await registered.json()) as { token: string; user: { id: number } }
  const promoted = await api.put(`/api/admin/users/${user.id}`, {
    headers: admin,
    data: { role: 'editor', allowedLocales: ['fr'] },
  })
  expect(promoted.ok(), await promoted.text()).toBe(true)
  return { authorization: `Bearer ${token}` }
}

/** A post live in English and French, with an English edit waiting as a draft (an editor's autosave). */
const livePost = async (api: APIRequestContext, admin: Headers) => {
  const slug = `lw-${stamp}-${Math.floor(Math.random() * 1e6)}`
  const { id } = await createPublishedPost(api, admin, { title: `Live ${slug}`, slug })
  const french = await api.patch(`/api/posts/${id}?locale=fr`, {
    headers: admin,
    data: { title: `Titre ${slug}`, excerpt: 'Extrait.', content: sampleRichText('Texte.'), _status: 'published' },
  })
  expect(french.ok(), await french.text()).toBe(true)
  const pending = await api.patch(`/api/posts/${id}?locale=en&draft=true&autosave=true`, {
    headers: admin,
    data: { title: `Pending ${slug}` },
  })
  expect(pending.ok(), await pending.text()).toBe(true)
  return { id, slug }
}

const refusal = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
  expect(response.status(), await response.text()).toBe(403)
  return ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message
}

test('a French-only translator cannot take other languages offline or write what every language shares', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await adminHeaders(request)
  const translator = await frenchTranslator(request, admin)
  const post = await livePost(request, admin)

  // Finding 2: publish and unpublish every language.
  for (const flag of ['publishAllLocales', 'unpublishAllLocales']) {
    const message = await refusal(
      await request.patch(`/api/posts/${post.id}?locale=fr&${flag}=true`, {
        headers: translator,
        data: { _status: flag === 'publishAllLocales' ? 'published' : 'draft' },
      }),
    )
    expect(message).toBe(
      'Your account publishes and unpublishes only its own languages (fr): publish or unpublish this language on its own.',
    )
  }
  const english = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 })
  expect(english.status()).toBe(200)
  expect(await english.text()).toContain(`Live ${post.slug}`)

  // Finding 3: the shared slug and date, site settings, redirects, a duplicate.
  expect(
    await refusal(
      await request.patch(`/api/posts/${post.id}?locale=fr&draft=true`, {
        headers: translator,
        data: { slug: `${post.slug}-moved` },
      }),
    ),
  ).toBe('“slug” is the same in every language: only an editor who edits all languages can change it.')
  expect(
    await refusal(
      await request.post('/api/globals/site-settings?locale=fr', {
        headers: translator,
        data: { supportEmail: `${stamp}@attacker.example` },
      }),
    ),
  ).toMatch(/supportEmail/)
  const everyLanguage = 'This changes every language at once: ask an editor who edits all languages.'
  expect(
    await refusal(
      await request.post('/api/redirects?locale=fr', {
        headers: translator,
        data: { from: `/lw-${stamp}`, type: '301', to: { type: 'custom', url: '/fr/pricing' } },
      }),
    ),
  ).toBe(everyLanguage)
  expect(
    await refusal(
      await request.post(`/api/posts/${post.id}/duplicate?locale=fr`, {
        headers: translator,
        data: { _status: 'draft' },
      }),
    ),
  ).toBe(everyLanguage)

  // What is theirs still works: a French draft and a French publish.
  const frenchDraft = await request.patch(`/api/posts/${post.id}?locale=fr&draft=true`, {
    headers: translator,
    data: { title: `Titre revu ${post.slug}` },
  })
  expect(frenchDraft.status(), await frenchDraft.text()).toBe(200)
  const frenchPublish = await request.patch(`/api/posts/${post.id}?locale=fr`, {
    headers: translator,
    data: { _status: 'published' },
  })
  expect(frenchPublish.status(), await frenchPublish.text()).toBe(200)
  expect(await (await request.get(`/fr/blog/${post.slug}`, { maxRedirects: 0 })).text()).toContain(
    `Titre revu ${post.slug}`,
  )
  // English stayed live as it was, its pending draft unpublished.
  expect(await (await request.get(`/blog/${post.slug}`, { maxRedirects: 0 })).text()).toContain(`Live ${post.slug}`)
})

test('a redirect to javascript: or data: is refused, and a site path is served', async ({ request }) => {
  const admin = await adminHeaders(request)
  for (const url of [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
  ]) {
    const from = `/lw-bad-${stamp}-${Math.floor(Math.random() * 1e6)}`
    const refused = await request.post('/api/redirects', {
      headers: admin,
      data: { from, type: '302', to: { type: 'custom', url } },
    })
    expect(refused.status(), await refused.text()).toBe(400)
    const visit = await request.get(from, { maxRedirects: 0 })
    expect(visit.headers().location ?? '').not.toMatch(/javascript:|data:|evil\.example/)
  }
  const from = `/lw-ok-${stamp}`
  const created = await request.post('/api/redirects', {
    headers: admin,
    data: { from, type: '302', to: { type: 'custom', url: '/pricing' } },
  })
  expect(created.status(), await created.text()).toBe(201)
  const visit = await request.get(`/fr${from}`, { maxRedirects: 0 })
  expect(visit.status()).toBe(302)
  expect(new URL(visit.headers().location!, 'http://x').pathname).toBe('/fr/pricing')
})
