import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { backfillFirstVersions } from '@/services/content/first-versions'

import { removeStamped } from '../helpers/content-cleanup'
import { blogCategory, sampleRichText } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const stamp = `first-versions-${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await getTestPayload()
}, 120_000)

afterAll(() => removeStamped(payload, stamp))

const versionCount = async (id: number | string) =>
  (await payload.db.findVersions({ collection: 'posts', where: { parent: { equals: id } }, limit: 10 })).totalDocs

describe('first versions of content written before drafts', () => {
  it('gives a live post without history its first version, once', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: {
        slug: `${stamp}-old`,
        title: 'Written before drafts',
        excerpt: 'An excerpt.',
        category: await blogCategory(payload),
        author: 'Studify',
        publishedAt: '2025-01-01T00:00:00.000Z',
        content: sampleRichText('Body.'),
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    // As the migrations leave content from before drafts: live, with no version.
    await payload.db.deleteVersions({ collection: 'posts', where: { parent: { equals: post.id } } })
    expect(await versionCount(post.id)).toBe(0)

    expect(await backfillFirstVersions({ payload })).toBeGreaterThanOrEqual(1)
    const { docs } = await payload.db.findVersions({
      collection: 'posts',
      where: { parent: { equals: post.id } },
      locale: 'en',
    })
    expect(docs).toHaveLength(1)
    // Every language of the live document, as Payload's own versions keep them.
    expect(docs[0]!.version).toMatchObject({ title: { en: 'Written before drafts' }, _status: { en: 'published' } })

    // Run on every start: what already has a version is left alone.
    await backfillFirstVersions({ payload })
    expect(await versionCount(post.id)).toBe(1)
  })

  it('asks for versions once per collection, not once per document (it runs on every start)', async () => {
    for (const n of [1, 2, 3]) {
      await payload.create({
        collection: 'posts',
        data: {
          slug: `${stamp}-many-${n}`,
          title: `Post ${n}`,
          excerpt: 'An excerpt.',
          category: await blogCategory(payload),
          author: 'Studify',
          publishedAt: '2025-01-01T00:00:00.000Z',
          content: sampleRichText('Body.'),
          _status: 'published',
        },
        context: { disableRevalidate: true },
      })
    }
    const findVersions = vi.spyOn(payload.db, 'findVersions')
    try {
      await backfillFirstVersions({ payload })
      const perCollection = new Map<string, number>()
      for (const [args] of findVersions.mock.calls) {
        perCollection.set(args.collection, (perCollection.get(args.collection) ?? 0) + 1)
      }
      expect(Math.max(...perCollection.values())).toBe(1)
    } finally {
      findVersions.mockRestore()
    }
  })
})
