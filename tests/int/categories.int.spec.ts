import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { READING_TIME } from '@/config/reading'
import { listCategories, listPosts } from '@/services/content/queries'

import { removeStamped } from '../helpers/content-cleanup'
import { sampleRichText } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

const stamp = `cats${Date.now().toString(36)}`
const context = { disableRevalidate: true }
let payload: Payload
let maths: number
let tips: number

/** A body of exactly `words` words. */
const body = (words: number, word = 'word') => sampleRichText(Array.from({ length: words }, () => word).join(' '))

const createPost = (slug: string, category: number, words: number) =>
  payload.create({
    collection: 'posts',
    locale: 'en',
    data: {
      title: `Post ${slug}`,
      slug: `${slug}-${stamp}`,
      excerpt: 'x',
      category,
      author: 'Team',
      publishedAt: new Date().toISOString(),
      content: body(words),
      _status: 'published',
    },
    context,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  const category = async (slug: string, en: string, fr: string) => {
    const doc = await payload.create({
      collection: 'categories',
      locale: 'en',
      data: { title: en, slug: `${slug}-${stamp}` },
      context,
    })
    await payload.update({ collection: 'categories', id: doc.id, locale: 'fr', data: { title: fr }, context })
    return doc.id
  }
  maths = await category('maths', 'Maths', 'Mathématiques')
  tips = await category('tips', 'Study tips', 'Conseils')
})

afterAll(async () => {
  await removeStamped(payload, stamp)
  await payload.delete({ collection: 'categories', where: { slug: { like: stamp } }, overrideAccess: true, context })
})

describe('blog categories', () => {
  it('lists a category’s posts only, in the visitor’s language', async () => {
    const [a, b] = [await createPost('limits', maths, 10), await createPost('flashcards', tips, 10)]
    await payload.update({
      collection: 'posts',
      id: a.id,
      locale: 'fr',
      // Published in French too (drafted content is published per locale).
      data: { title: 'Les limites', content: body(10, 'mot'), _status: 'published' },
      context,
    })
    const inFrench = await listPosts({ payload, locale: 'fr', categoryId: maths })
    expect(inFrench.map((post) => post.id)).toEqual([a.id])
    expect(inFrench[0]!.title).toBe('Les limites')
    expect((inFrench[0]!.category as { title: string }).title).toBe('Mathématiques')
    expect((await listPosts({ payload, locale: 'en', categoryId: tips })).map((post) => post.id)).toEqual([b.id])
    const titles = (await listCategories({ payload, locale: 'fr' })).map((category) => category.title)
    expect(titles).toEqual(expect.arrayContaining(['Mathématiques', 'Conseils']))
  })

  it('is read by anyone and written by editors only', async () => {
    const anonymous = await payload.find({ collection: 'categories', overrideAccess: false, user: null })
    expect(anonymous.totalDocs).toBeGreaterThanOrEqual(2)
    await expect(
      payload.create({
        collection: 'categories',
        data: { title: 'Spam', slug: `spam-${stamp}` },
        overrideAccess: false,
        user: null,
        context,
      }),
    ).rejects.toThrow()
  })
})

describe('reading time', () => {
  const minutes = (words: number) => Math.round(words / READING_TIME.wordsPerMinute)

  it('is computed from each language’s own body on save, and stored per language', async () => {
    const words = READING_TIME.wordsPerMinute * 4
    const post = await createPost('long', maths, words)
    expect(post.readTimeMinutes).toBe(minutes(words))
    // The French body is twice as long: its own reading time, the English one unchanged.
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'fr',
      data: { title: 'Long', content: body(words * 2, 'mot') },
      context,
    })
    const read = (locale: 'en' | 'fr') =>
      payload.findByID({ collection: 'posts', id: post.id, locale, fallbackLocale: false, depth: 0 })
    expect((await read('fr')).readTimeMinutes).toBe(minutes(words * 2))
    expect((await read('en')).readTimeMinutes).toBe(minutes(words))
  })

  it('is recomputed on every save and cannot be typed by hand', async () => {
    const post = await createPost('edited', tips, 10)
    expect(post.readTimeMinutes).toBe(READING_TIME.minimumMinutes)
    const words = READING_TIME.wordsPerMinute * 3
    const longer = await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { content: body(words), readTimeMinutes: 42 },
      context,
    })
    expect(longer.readTimeMinutes).toBe(minutes(words))
    // A save that does not touch the body keeps counting the stored one.
    const renamed = await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Renamed', readTimeMinutes: 42 },
      context,
    })
    expect(renamed.readTimeMinutes).toBe(minutes(words))
  })
})
