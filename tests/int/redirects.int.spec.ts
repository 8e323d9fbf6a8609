import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as unknownPath } from '@/app/(frontend)/[locale]/[...rest]/route'
import { proxy } from '@/proxy'
import { followRedirect } from '@/services/content/redirects'

import { blogCategory, createUser, sampleRichText, STRONG_PASSWORD } from '../helpers/factories'
import { removeStamped } from '../helpers/content-cleanup'
import { getTestPayload } from '../helpers/payload'
import { rest, restResponse } from '../helpers/rest'

const ORIGIN = 'http://localhost:3000'
const stamp = Date.now().toString(36)
let payload: Payload
let editorToken: string
let postId: number
let categoryId: number

const postData = (slug: string) => ({
  title: 'Renamed',
  slug,
  excerpt: 'x',
  category: categoryId,
  author: 'Team',
  publishedAt: new Date().toISOString(),
  content: sampleRichText('Body'),
})

/** A visit through the real proxy, whose HTTP calls reach this app's own REST API in-process. */
const visit = async (path: string) => proxy(new NextRequest(new URL(path, ORIGIN)))

beforeAll(async () => {
  payload = await getTestPayload()
  const editor = await createUser(payload, { role: 'editor' })
  editorToken = (await rest('POST', '/auth/login', { body: { email: editor.email, password: STRONG_PASSWORD } })).json
    .token as string
  vi.stubEnv('__NEXT_PRIVATE_ORIGIN', ORIGIN)
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input))
    if (url.origin !== ORIGIN) throw new Error(`unexpected fetch ${url}`)
    return restResponse('GET', `${url.pathname.replace(/^\/api/, '')}${url.search}`)
  })
  categoryId = await blogCategory(payload)
  // Live in every language (drafted content is published per locale): its old address redirects in each.
  const created = await rest('POST', '/posts?publishAllLocales=true', {
    token: editorToken,
    body: { ...postData(`first-${stamp}`), _status: 'published' },
  })
  expect(created.status).toBe(201)
  postId = created.json.doc.id
})

afterAll(async () => {
  await removeStamped(payload, stamp)
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('redirects', () => {
  it('an editor renaming a published slug leaves a working 301 from the old address, in every language', async () => {
    const renamed = await rest('PATCH', `/posts/${postId}`, { token: editorToken, body: { slug: `second-${stamp}` } })
    expect(renamed.status).toBe(200)

    for (const [path, location] of [
      [`/fr/blog/first-${stamp}`, `${ORIGIN}/fr/blog/second-${stamp}`],
      [`/blog/first-${stamp}`, `${ORIGIN}/blog/second-${stamp}`],
    ]) {
      const response = await visit(path!)
      expect(response.status, path).toBe(301)
      expect(response.headers.get('location'), path).toBe(location)
    }
  })

  it('a second rename points the first address at the newest slug (no chain) and taking a slug back drops its redirect', async () => {
    await rest('PATCH', `/posts/${postId}`, { token: editorToken, body: { slug: `third-${stamp}` } })
    expect((await visit(`/blog/first-${stamp}`)).headers.get('location')).toBe(`${ORIGIN}/blog/third-${stamp}`)
    expect((await visit(`/blog/second-${stamp}`)).headers.get('location')).toBe(`${ORIGIN}/blog/third-${stamp}`)

    await rest('PATCH', `/posts/${postId}`, { token: editorToken, body: { slug: `first-${stamp}` } })
    expect((await visit(`/blog/first-${stamp}`)).status).toBe(200)
    expect((await visit(`/de/blog/third-${stamp}`)).headers.get('location')).toBe(`${ORIGIN}/de/blog/first-${stamp}`)
    const fromFirst = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/blog/first-${stamp}` } },
    })
    expect(fromFirst.totalDocs).toBe(0)
  })

  it('a rename typed in the admin (autosaved as a draft, then published) leaves a 301 from the old address, one hop in every language', async () => {
    // Live in English and French only, as the admin publishes: one locale at a time.
    const created = await rest('POST', '/posts?locale=en', {
      token: editorToken,
      body: { ...postData(`typed-${stamp}`), _status: 'published' },
    })
    expect(created.status).toBe(201)
    const id = created.json.doc.id as number
    const french = await rest('PATCH', `/posts/${id}?locale=fr&publishSpecificLocale=fr`, {
      token: editorToken,
      body: { title: 'Renommé', _status: 'published' },
    })
    expect(french.status).toBe(200)

    // The admin autosaves each keystroke of the new slug as a draft; visitors still read the old one.
    const draft = await rest('PATCH', `/posts/${id}?locale=en&draft=true&autosave=true`, {
      token: editorToken,
      body: { slug: `retyped-${stamp}`, _status: 'draft' },
    })
    expect(draft.status).toBe(200)
    const fromTyped = { collection: 'redirects' as const, where: { from: { equals: `/blog/typed-${stamp}` } } }
    expect((await payload.count(fromTyped)).totalDocs).toBe(0)

    const published = await rest('PATCH', `/posts/${id}?locale=en&publishSpecificLocale=en`, {
      token: editorToken,
      body: { _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect((await payload.count(fromTyped)).totalDocs).toBe(1)
    for (const [path, location] of [
      [`/blog/typed-${stamp}`, `${ORIGIN}/blog/retyped-${stamp}`],
      [`/fr/blog/typed-${stamp}`, `${ORIGIN}/fr/blog/retyped-${stamp}`],
      // Not published in German: straight to the language it is published in, not via /de/blog/retyped.
      [`/de/blog/typed-${stamp}`, `${ORIGIN}/blog/retyped-${stamp}`],
    ]) {
      const response = await visit(path!)
      expect(response.status, path).toBe(301)
      expect(response.headers.get('location'), path).toBe(location)
    }
  })

  it('a page whose document is gone follows the redirect too (the proxy’s slug list may be a minute old)', async () => {
    const thrown = await followRedirect({ payload, locale: 'ja', from: `/blog/second-${stamp}` }).catch(
      (error) => error,
    )
    expect(String(thrown.digest)).toBe(`NEXT_REDIRECT;replace;/ja/blog/first-${stamp};308;`)
    await expect(followRedirect({ payload, locale: 'ja', from: `/blog/none-${stamp}` })).resolves.toBeUndefined()
  })

  it('an unknown slug without a redirect still falls back to the section (307)', async () => {
    const response = await visit(`/fr/blog/never-${stamp}`)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(`${ORIGIN}/fr/blog`)
  })

  it('an editor-made 302 from any path is served before the unknown-path fallback', async () => {
    const created = await rest('POST', '/redirects', {
      token: editorToken,
      body: { from: `/old-offer-${stamp}`, type: '302', to: { type: 'custom', url: '/pricing' } },
    })
    expect(created.status).toBe(201)
    const context = (locale: string, rest: string[]) => ({ params: Promise.resolve({ locale, rest }) })
    const fr = await unknownPath(new Request(`${ORIGIN}/fr/old-offer-${stamp}`), context('fr', [`old-offer-${stamp}`]))
    expect(fr.status).toBe(302)
    expect(fr.headers.get('location')).toBe('/fr/pricing')
    const other = await unknownPath(new Request(`${ORIGIN}/fr/nothing-${stamp}`), context('fr', [`nothing-${stamp}`]))
    expect(other.status).toBe(307)
    expect(other.headers.get('location')).toBe('/fr')
  })

  it('only editors and admins manage redirects; a malformed source is a 400 that changes nothing', async () => {
    const body = { from: `/x-${stamp}`, type: '301', to: { type: 'custom', url: '/' } }
    expect((await rest('POST', '/redirects', { body })).status).toBe(403)
    const student = await createUser(payload)
    const token = (await rest('POST', '/auth/login', { body: { email: student.email, password: STRONG_PASSWORD } }))
      .json.token as string
    expect((await rest('POST', '/redirects', { token, body })).status).toBe(403)
    const bad = await rest('POST', '/redirects', { token: editorToken, body: { ...body, from: 'https://evil.test/x' } })
    expect(bad.status).toBe(400)
    expect((await payload.count({ collection: 'redirects', where: { from: { like: stamp } } })).totalDocs).toBe(4)
  })
})
