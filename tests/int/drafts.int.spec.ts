import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import { documentTag, listTag, publicationTag } from '@/lib/cache/rendering-policy'
import type { Post, User } from '@/payload-types'
import { findPostBySlug, getPricing, listPosts } from '@/services/content/queries'
import sitemap from '@/app/sitemap'

import { blogCategory, createUser, sampleRichText, STRONG_PASSWORD } from '../helpers/factories'
import { removeStamped } from '../helpers/content-cleanup'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

import { watchExpiredTags } from '../helpers/cache-tags'

// A published change expires cache tags in the manifest the page cache checks every cached page
// and CMS read against (lib/cache/expire-tags-now.ts): those are what these tests read back. A
// page's entry carries the tags of the reads it made (services/content/cached-queries.ts), and
// tests/e2e/page-cache.e2e.spec.ts shows the production server's pages following them.
const tags = watchExpiredTags()
const expired = () => tags.expired()
const forgetRevalidations = () => tags.reset()

let categoryId: number
let payload: Payload
let editor: User
let studentToken: string

// Every slug carries the file's stamp: removeStamped clears them (other files count the seeded posts).
const stamp = Date.now().toString(36)
const slugOf = (name: string) => `${name}-${stamp}-${Math.random().toString(36).slice(2, 8)}`

const postData = (slug: string, title: string) => ({
  title,
  slug,
  excerpt: 'An excerpt.',
  category: categoryId,
  publishedAt: '2025-01-01T00:00:00.000Z',
  author: 'Studify',
  content: sampleRichText('Body.'),
})

const asEditor = () => ({ overrideAccess: false, user: editor })

const publishedPost = async (slug: string, title = 'Published title'): Promise<Post> =>
  payload.create({ collection: 'posts', data: { ...postData(slug, title), _status: 'published' }, ...asEditor() })

beforeAll(async () => {
  payload = await getTestPayload()
  categoryId = await blogCategory(payload)
  editor = await createUser(payload, { role: 'editor' })
  const student = await createUser(payload)
  studentToken = (await rest('POST', '/users/login', { body: { email: student.email, password: STRONG_PASSWORD } }))
    .json.token as string
}, 120_000)

afterAll(() => removeStamped(payload, stamp))

beforeEach(() => {
  forgetRevalidations()
})

describe('a draft is invisible to visitors', () => {
  it('a new post saved as a draft is listed nowhere a visitor looks, and the editor sees it', async () => {
    const slug = slugOf('draft')
    await payload.create({ collection: 'posts', data: postData(slug, 'Half written'), draft: true, ...asEditor() })

    expect(await findPostBySlug({ payload, locale: 'en', slug })).toBeNull()
    expect((await listPosts({ payload, locale: 'en', limit: 1000 })).map((post) => post.slug)).not.toContain(slug)
    const anonymous = await rest('GET', `/posts?where[slug][equals]=${slug}&draft=true`)
    expect(anonymous.json.docs).toEqual([])
    const student = await rest('GET', `/posts?where[slug][equals]=${slug}`, { token: studentToken })
    expect(student.json.docs).toEqual([])
    expect((await sitemap()).map((entry) => entry.url).some((url) => url.endsWith(`/blog/${slug}`))).toBe(false)

    const seen = await payload.find({
      collection: 'posts',
      where: { slug: { equals: slug } },
      draft: true,
      ...asEditor(),
    })
    expect(seen.docs.map((post) => post.title)).toEqual(['Half written'])
    expect(expired()).toEqual([])
  })

  it('a draft of a published post leaves visitors on the published text until it is published', async () => {
    const slug = slugOf('live')
    const post = await publishedPost(slug)
    forgetRevalidations()

    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Rewrite' }, draft: true, ...asEditor() })
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Rewrite, autosaved' },
      draft: true,
      autosave: true,
      ...asEditor(),
    })
    expect((await findPostBySlug({ payload, locale: 'en', slug }))?.title).toBe('Published title')
    expect((await rest('GET', `/posts/${post.id}?draft=true`)).json.title).toBe('Published title')
    expect(expired()).toEqual([])

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, ...asEditor() })
    expect((await findPostBySlug({ payload, locale: 'en', slug }))?.title).toBe('Rewrite, autosaved')
    expect(expired()).toContain(documentTag('posts', slug, 'en'))
  })

  it('past versions are closed to visitors and students', async () => {
    const post = await publishedPost(slugOf('versions'))
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Secret plan' },
      draft: true,
      ...asEditor(),
    })
    expect((await rest('GET', '/posts/versions')).status).toBe(403)
    expect((await rest('GET', '/posts/versions', { token: studentToken })).status).toBe(403)
    expect((await rest('GET', '/globals/seo-routes/versions', { token: studentToken })).status).toBe(403)
  })

  it('a draft of a global is not served; publishing it is', async () => {
    const publish = (heading: string) =>
      payload.updateGlobal({
        slug: 'pricing',
        data: { heading, ctaLabel: 'Start', _status: 'published' },
        ...asEditor(),
      })
    await publish('Live heading')
    forgetRevalidations()

    await payload.updateGlobal({ slug: 'pricing', data: { heading: 'Draft heading' }, draft: true, ...asEditor() })
    expect((await getPricing({ payload, locale: 'en' })).heading).toBe('Live heading')
    expect((await rest('GET', '/globals/pricing?draft=true')).json.heading).toBe('Live heading')
    expect(expired()).toEqual([])

    await publish('Draft heading')
    expect((await getPricing({ payload, locale: 'en' })).heading).toBe('Draft heading')
    // English fills every locale's untranslated fields: the global's reads drop in every locale.
    expect(expired().sort()).toEqual(
      LOCALES.flatMap((locale) => [listTag('pricing', locale), documentTag('pricing', '', locale)]).sort(),
    )
  })
})

describe('"Published At" (issue 34 item 16)', () => {
  it('a first draft needs none: it starts as now, to the minute the editor saved it', async () => {
    const before = Date.now()
    const { publishedAt: _omitted, ...withoutDate } = postData(slugOf('undated'), 'Undated draft')
    const draft = await payload.create({ collection: 'posts', draft: true, data: withoutDate, ...asEditor() })
    expect(new Date(draft.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(draft.publishedAt).getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('a date in the future is refused on publish, with the way to schedule, in the editor’s language; a draft may keep it', async () => {
    const slug = slugOf('future')
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString()
    const login = await rest('POST', '/auth/login', { body: { email: editor.email, password: STRONG_PASSWORD } })
    const token = login.json.token as string
    const draft = await rest('POST', '/posts?locale=en&draft=true', {
      token,
      body: { ...postData(slug, 'Dated later'), publishedAt: later, _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    const id = draft.json.doc.id as number
    const refused = await rest('PATCH', `/posts/${id}?locale=en&publishSpecificLocale=en`, {
      token,
      body: { _status: 'published' },
      headers: { 'accept-language': 'fr' },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('Planifier')
    expect(await findPostBySlug({ payload, locale: 'en', slug })).toBeNull()
    const now = await rest('PATCH', `/posts/${id}?locale=en&publishSpecificLocale=en`, {
      token,
      body: { publishedAt: new Date().toISOString(), _status: 'published' },
    })
    expect(now.status).toBe(200)
    expect((await findPostBySlug({ payload, locale: 'en', slug }))?.title).toBe('Dated later')
  })
})

describe('publishing drops only the cached reads, and so the pages, it changes', () => {
  it('an English publish drops the post and the blog lists in every locale, and its publication', async () => {
    const slug = slugOf('fresh')
    await payload.create({ collection: 'posts', data: postData(slug, 'Fresh'), draft: true, ...asEditor() })
    expect(expired()).toEqual([])
    const [post] = (await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, draft: true })).docs

    await payload.update({ collection: 'posts', id: post!.id, data: { _status: 'published' }, ...asEditor() })
    expect(expired().sort()).toEqual(
      [
        ...LOCALES.flatMap((locale) => [listTag('posts', locale), documentTag('posts', slug, locale)]),
        publicationTag('posts'),
        publicationTag('posts', slug),
      ].sort(),
    )
  })

  it('a French republish drops the French post and list only; the English page keeps its cache', async () => {
    const slug = slugOf('french')
    const post = await publishedPost(slug)
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'fr',
      data: { title: 'Titre français', _status: 'published' },
      ...asEditor(),
    })
    forgetRevalidations()

    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'fr',
      data: { title: 'Nouveau titre français', _status: 'published' },
      ...asEditor(),
    })
    // Published in French before and after: hreflang and redirects stay, so no publication tag.
    expect(expired().sort()).toEqual([documentTag('posts', slug, 'fr'), listTag('posts', 'fr')].sort())
  })

  it('a first German publish also drops the post’s publication (every locale’s hreflang names German)', async () => {
    const slug = slugOf('german')
    const post = await publishedPost(slug)
    forgetRevalidations()

    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'de',
      data: { title: 'Deutscher Titel', _status: 'published' },
      ...asEditor(),
    })
    expect(expired().sort()).toEqual(
      [
        documentTag('posts', slug, 'de'),
        listTag('posts', 'de'),
        publicationTag('posts'),
        publicationTag('posts', slug),
      ].sort(),
    )
  })

  it('a French draft save drops nothing', async () => {
    const slug = slugOf('french-draft')
    const post = await publishedPost(slug)
    forgetRevalidations()
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'fr',
      data: { title: 'Brouillon' },
      draft: true,
      ...asEditor(),
    })
    expect(expired()).toEqual([])
  })

  it('unpublishing and deleting a published post drop its pages in every locale', async () => {
    const slug = slugOf('gone')
    const post = await publishedPost(slug)
    forgetRevalidations()
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, ...asEditor() })
    expect(expired()).toEqual(expect.arrayContaining([documentTag('posts', slug, 'fr'), publicationTag('posts', slug)]))
    expect(await findPostBySlug({ payload, locale: 'en', slug })).toBeNull()

    const other = await publishedPost(slugOf('deleted'))
    forgetRevalidations()
    await payload.delete({ collection: 'posts', id: other.id, ...asEditor() })
    expect(expired()).toEqual(
      expect.arrayContaining([documentTag('posts', other.slug!, 'en'), documentTag('posts', other.slug!, 'ja')]),
    )
  })
})
