// A worker of its own: this file replaces modules the app imports (vi.mock), which the worker the
// other files share has loaded already (vitest.config.ts, project int).
// @vitest-environment-options {"ownWorker": "preview"}
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as exitPreview } from '@/app/(frontend)/next/exit-preview/route'
import { GET as startPreview } from '@/app/(frontend)/next/preview/route'
import type { Post, User } from '@/payload-types'
import { findPage, findPostBySlug } from '@/services/content/cached-queries'

import { blogCategory, createUser, sampleRichText, STRONG_PASSWORD } from '../helpers/factories'
import { removeStamped } from '../helpers/content-cleanup'
import { getTestPayload } from '../helpers/payload'

/**
 * Next.js's request scope does not exist here: draft mode and the request's headers are the
 * request's own state below, and the CMS cache records what goes into it (instead of keeping it).
 */
const request = vi.hoisted(() => ({ draft: false, headers: new Headers(), enabled: 0, disabled: 0 }))
const cacheKeys = vi.hoisted(() => [] as string[])
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  draftMode: async () => ({
    get isEnabled() {
      return request.draft
    },
    enable: () => {
      request.draft = true
      request.enabled += 1
    },
    disable: () => {
      request.draft = false
      request.disabled += 1
    },
  }),
  headers: async () => request.headers,
}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  unstable_cache:
    <T>(read: () => Promise<T>, keys: string[]) =>
    () => {
      cacheKeys.push(keys.join(' '))
      return read()
    },
}))

let payload: Payload
let editor: User
let post: Post
const tokens: Record<'editor' | 'admin' | 'student', string> = { editor: '', admin: '', student: '' }
const stamp = Date.now().toString(36)
const slug = `preview-${stamp}`

/** A browser's request from our own pages (Payload takes the session cookie only from those). */
const as = (who: keyof typeof tokens | 'visitor', extra: Record<string, string> = {}) =>
  new Headers({
    'sec-fetch-site': 'same-origin',
    ...(who === 'visitor' ? {} : { cookie: `payload-token=${tokens[who]}` }),
    ...extra,
  })
const open = (path: string | null, headers: Headers) =>
  startPreview(
    new NextRequest(`http://localhost/next/preview${path === null ? '' : `?${new URLSearchParams({ path })}`}`, {
      headers,
    }),
  )
const signIn = async (user: User) =>
  (await payload.login({ collection: 'users', data: { email: user.email, password: STRONG_PASSWORD } })).token!

beforeAll(async () => {
  payload = await getTestPayload()
  const category = await blogCategory(payload)
  editor = await createUser(payload, { role: 'editor' })
  tokens.editor = await signIn(editor)
  tokens.admin = await signIn(await createUser(payload, { role: 'admin' }))
  tokens.student = await signIn(await createUser(payload))
  const asEditor = { overrideAccess: false, user: editor, context: { disableRevalidate: true } } as const
  // Live in English, with a German draft waiting (German is not published: visitors have no German post).
  post = await payload.create({
    collection: 'posts',
    data: {
      title: 'Published title',
      slug,
      excerpt: 'An excerpt.',
      category,
      publishedAt: '2025-01-01T00:00:00.000Z',
      author: 'Studify',
      content: sampleRichText('Body.'),
      _status: 'published',
    },
    ...asEditor,
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'de',
    data: { title: 'Deutscher Entwurf' },
    draft: true,
    ...asEditor,
  })
}, 120_000)

afterAll(() => removeStamped(payload, stamp))

beforeEach(() => {
  Object.assign(request, { draft: false, headers: new Headers(), enabled: 0, disabled: 0 })
  cacheKeys.length = 0
})

describe('/next/preview: only a signed-in editor or admin enters draft mode', () => {
  it.each(['editor', 'admin'] as const)('a signed-in %s is put in draft mode and sent to the page', async (who) => {
    const response = await open('/de/blog/study-tips', as(who))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/de/blog/study-tips')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(request.enabled).toBe(1)
  })

  it.each(['visitor', 'student'] as const)('a %s is refused (403) and any draft mode it claims ends', async (who) => {
    request.draft = true
    const response = await open('/de/blog/study-tips', as(who, { 'accept-language': 'de' }))
    expect(response.status).toBe(403)
    expect(((await response.json()) as { error: string }).error).toBe('Dazu hast du keine Berechtigung')
    expect(request.enabled).toBe(0)
    expect(request.draft).toBe(false)
  })

  it("another site cannot send an editor's browser into draft mode", async () => {
    const response = await open('/blog', as('editor', { 'sec-fetch-site': 'cross-site' }))
    expect(response.status).toBe(403)
    expect(request.enabled).toBe(0)
  })

  it('a forged or expired session is a visitor, not an error', async () => {
    const response = await open('/blog', new Headers({ cookie: 'payload-token=not-a-token' }))
    expect(response.status).toBe(403)
    expect(request.enabled).toBe(0)
  })

  const BAD_PATHS = [
    null,
    '',
    'blog/x',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/blog/../admin',
    '/%2F%2Fevil.example',
    '/admin',
    '/api/users',
    '/next/preview',
    '/blog?x=1',
    `/${'a'.repeat(1000)}`,
  ]
  it.each(['visitor', 'editor'] as const)(
    'a path that is not one of our pages is a 400 for a %s, never a redirect or a 500',
    async (who) => {
      for (const path of BAD_PATHS) {
        const response = await open(path, as(who, { 'accept-language': 'fr' }))
        expect(response.status, String(path)).toBe(400)
        expect(response.headers.get('location'), String(path)).toBeNull()
        expect(((await response.json()) as { error: string }).error).toBe('Cette page ne peut pas être prévisualisée')
      }
      expect(request.enabled).toBe(0)
    },
  )

  it('"Exit preview" ends draft mode and goes back to the page, or home for anything else', async () => {
    request.draft = true
    const back = await exitPreview(new NextRequest('http://localhost/next/exit-preview?path=%2Fde%2Fblog%2Fx'))
    expect(back.status).toBe(307)
    expect(back.headers.get('location')).toBe('/de/blog/x')
    expect(request.draft).toBe(false)
    const away = await exitPreview(new NextRequest('http://localhost/next/exit-preview?path=%2F%2Fevil.example'))
    expect(away.headers.get('location')).toBe('/')
  })
})

describe('pages show drafts in draft mode to editors only, and drafts never enter the CMS cache', () => {
  const titleIn = async (locale: 'en' | 'de') => (await findPostBySlug({ payload, locale, slug }))?.title ?? null

  it('a visitor gets the published post only, from the cache', async () => {
    request.headers = as('visitor')
    expect(await titleIn('en')).toBe('Published title')
    expect(await titleIn('de')).toBeNull()
    expect(cacheKeys.filter((key) => key.includes(slug))).toHaveLength(2)
  })

  it('a visitor holding a draft-mode cookie (signed out, or never an editor) still gets the published post', async () => {
    request.draft = true
    for (const who of ['visitor', 'student'] as const) {
      request.headers = as(who)
      expect(await titleIn('de'), who).toBeNull()
      expect(await titleIn('en'), who).toBe('Published title')
    }
  })

  it('a signed-in editor outside draft mode sees the published site too', async () => {
    request.headers = as('editor')
    expect(await titleIn('de')).toBeNull()
  })

  it('an editor in draft mode sees the German draft, English as published, and nothing is cached', async () => {
    request.draft = true
    request.headers = as('editor')
    expect(await titleIn('de')).toBe('Deutscher Entwurf')
    expect(await titleIn('en')).toBe('Published title')
    await findPage({ payload, locale: 'de', slug: 'home' })
    expect(cacheKeys).toEqual([])
  })
})
