import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_VERSIONS_PER_DOCUMENT } from '../../collections/shared/drafts'
import type { User } from '@/payload-types'
import { findPostBySlug, getPricing } from '@/services/content/queries'

import { blogCategory, createUser, sampleRichText, STRONG_PASSWORD } from '../helpers/factories'
import { removeStamped } from '../helpers/content-cleanup'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let categoryId: number
let payload: Payload
let editor: User
let studentToken: string

// Every slug carries the file's stamp: removeStamped clears them (other files count the seeded posts).
const stamp = Date.now().toString(36)
const slugOf = (name: string) => `${name}-${stamp}-${Math.random().toString(36).slice(2, 8)}`
const asEditor = () => ({ overrideAccess: false, user: editor, context: { disableRevalidate: true } })

const publishPost = (slug: string, title: string) =>
  payload.create({
    collection: 'posts',
    data: {
      title,
      slug,
      excerpt: 'An excerpt.',
      category: categoryId,
      publishedAt: '2025-01-01T00:00:00.000Z',
      author: 'Studify',
      content: sampleRichText('Body.'),
      _status: 'published',
    },
    ...asEditor(),
  })

const versionsOf = async (id: number | string) =>
  (
    await payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: id } },
      sort: 'createdAt',
      limit: 200,
      ...asEditor(),
    })
  ).docs

beforeAll(async () => {
  payload = await getTestPayload()
  categoryId = await blogCategory(payload)
  editor = await createUser(payload, { role: 'editor' })
  const student = await createUser(payload)
  studentToken = (await rest('POST', '/users/login', { body: { email: student.email, password: STRONG_PASSWORD } }))
    .json.token as string
}, 120_000)

afterAll(() => removeStamped(payload, stamp))

describe('version history', () => {
  it('restoring a version brings its text back to visitors', async () => {
    const slug = slugOf('restore')
    const post = await publishPost(slug, 'First wording')
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Overwritten', _status: 'published' },
      ...asEditor(),
    })
    expect((await findPostBySlug({ payload, locale: 'en', slug }))?.title).toBe('Overwritten')

    const first = (await versionsOf(post.id)).find((version) => version.version.title === 'First wording')!
    await payload.restoreVersion({ collection: 'posts', id: String(first.id), ...asEditor() })
    expect((await findPostBySlug({ payload, locale: 'en', slug }))?.title).toBe('First wording')
  })

  it('a global restores too', async () => {
    const publish = (heading: string) =>
      payload.updateGlobal({
        slug: 'pricing',
        data: { heading, ctaLabel: 'Start', _status: 'published' },
        ...asEditor(),
      })
    await publish('Old pricing heading')
    await publish('New pricing heading')
    const { docs } = await payload.findGlobalVersions({ slug: 'pricing', sort: '-createdAt', limit: 50, ...asEditor() })
    const old = docs.find((version) => version.version.heading === 'Old pricing heading')!
    await payload.restoreGlobalVersion({ slug: 'pricing', id: String(old.id), ...asEditor() })
    expect((await getPricing({ payload, locale: 'en' })).heading).toBe('Old pricing heading')
  })

  it(`keeps at most ${MAX_VERSIONS_PER_DOCUMENT} versions of a document`, async () => {
    const post = await publishPost(slugOf('many'), 'Version 0')
    for (let index = 1; index <= MAX_VERSIONS_PER_DOCUMENT + 3; index += 1) {
      await payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: `Version ${index}` },
        draft: true,
        ...asEditor(),
      })
    }
    expect((await versionsOf(post.id)).length).toBe(MAX_VERSIONS_PER_DOCUMENT)
  })

  it('students cannot list or restore versions', async () => {
    const post = await publishPost(slugOf('closed'), 'Closed')
    const [version] = await versionsOf(post.id)
    expect((await rest('GET', `/posts/versions/${version!.id}`, { token: studentToken })).status).toBe(403)
    expect((await rest('POST', `/posts/versions/${version!.id}`, { token: studentToken })).status).toBe(403)
  })
})

describe('trash', () => {
  it('a deleted post waits in the trash, hidden from visitors, and can be restored or deleted for good', async () => {
    const slug = slugOf('trashed')
    const post = await publishPost(slug, 'Trashed')
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { deletedAt: new Date().toISOString() },
      ...asEditor(),
    })
    expect(await findPostBySlug({ payload, locale: 'en', slug })).toBeNull()
    expect((await rest('GET', `/posts?where[slug][equals]=${slug}&trash=true`)).json.docs).toEqual([])
    const inTrash = await payload.find({
      collection: 'posts',
      trash: true,
      where: { and: [{ slug: { equals: slug } }, { deletedAt: { exists: true } }] },
      ...asEditor(),
    })
    expect(inTrash.docs.map((doc) => doc.id)).toEqual([post.id])

    await payload.update({ collection: 'posts', id: post.id, data: { deletedAt: null }, trash: true, ...asEditor() })
    expect((await findPostBySlug({ payload, locale: 'en', slug }))?.title).toBe('Trashed')

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { deletedAt: new Date().toISOString() },
      ...asEditor(),
    })
    await payload.delete({ collection: 'posts', id: post.id, trash: true, ...asEditor() })
    const gone = await payload.find({
      collection: 'posts',
      trash: true,
      where: { slug: { equals: slug } },
      ...asEditor(),
    })
    expect(gone.docs).toEqual([])
  })

  it('"Restore as draft" (what the admin sends) leaves no language live (issue 34 item 4)', async () => {
    const slug = slugOf('restored')
    const post = await publishPost(slug, 'Restored')
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'de',
      data: { title: 'Wiederhergestellt', _status: 'published' },
      ...asEditor(),
    })
    expect((await findPostBySlug({ payload, locale: 'de', slug }))?.title).toBe('Wiederhergestellt')
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { deletedAt: new Date().toISOString() },
      ...asEditor(),
    })
    const token = (await rest('POST', '/users/login', { body: { email: editor.email, password: STRONG_PASSWORD } }))
      .json.token as string
    // Payload's RestoreButton: a bulk PATCH of that one trashed document, in the admin's locale.
    const where = `where[and][0][id][equals]=${post.id}&where[and][1][deletedAt][exists]=true`
    const restored = await rest('PATCH', `/posts?trash=true&${where}`, {
      token,
      body: { deletedAt: null, _status: 'draft' },
    })
    expect(restored.status).toBe(200)
    for (const locale of ['en', 'de'] as const) {
      expect(await findPostBySlug({ payload, locale, slug }), locale).toBeNull()
    }
    const statuses = await payload.findByID({ collection: 'posts', id: post.id, locale: 'all', depth: 0 })
    expect(Object.values((statuses._status ?? {}) as object)).not.toContain('published')
    // Still there for the editors, as a draft in each language.
    expect(
      (await payload.findByID({ collection: 'posts', id: post.id, locale: 'de', draft: true, ...asEditor() })).title,
    ).toBe('Wiederhergestellt')
  })
})
