import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HELP_CATEGORY_SLUGS } from '@/config/content'
import { SEARCH_QUERY_MAX } from '@/config/search'
import { normalizeQuery, searchSite } from '@/services/content/search'

import { blogCategory, sampleRichText } from '../helpers/factories'
import { removeStamped } from '../helpers/content-cleanup'
import { getTestPayload } from '../helpers/payload'

const stamp = Date.now().toString(36)
// A fresh context per call, as each request has: the search plugin remembers in it what it already synced.
const context = () => ({ disableRevalidate: true })
let payload: Payload
let postId: number

const post = async (slug: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'posts',
    locale: 'en',
    data: {
      title: `Derivatives ${stamp}`,
      slug,
      excerpt: 'Slopes of curves',
      category: await blogCategory(payload),
      author: 'Team',
      publishedAt: new Date().toISOString(),
      content: sampleRichText('The slope of a curve at a point.'),
      _status: 'published',
      ...extra,
    } as never,
    context: context(),
  })

beforeAll(async () => {
  payload = await getTestPayload()
  const created = await post(`derivees-${stamp}`)
  postId = created.id
  await payload.update({
    collection: 'posts',
    id: postId,
    locale: 'fr',
    data: {
      title: `Les dérivées ${stamp}`,
      excerpt: 'La pente des courbes',
      content: sampleRichText('La tangente à une parabole donne la pente en chaque point.'),
      _status: 'published',
    },
    context: context(),
  })
  const category =
    (await payload.find({ collection: 'help-categories', limit: 1, depth: 0 })).docs[0] ??
    (await payload.create({
      collection: 'help-categories',
      data: { name: 'Support', slug: HELP_CATEGORY_SLUGS[0], order: 0 },
      context: context(),
    }))
  const help = await payload.create({
    collection: 'help-articles',
    locale: 'en',
    data: {
      title: 'Refunds',
      slug: `refunds-${stamp}`,
      category: category.id,
      content: sampleRichText('Money back.'),
      _status: 'published',
    } as never,
    context: context(),
  })
  await payload.update({
    collection: 'help-articles',
    id: help.id,
    locale: 'fr',
    data: {
      title: 'Remboursements',
      summary: 'Votre argent',
      content: sampleRichText('Une parabole remboursée.'),
      _status: 'published',
    },
    context: context(),
  })
})

afterAll(() => removeStamped(payload, stamp))

describe('site search', () => {
  it('finds a French post and help article by a French word of their text, in French only', async () => {
    const fr = await searchSite({ payload, locale: 'fr', query: 'parabole' })
    expect(fr).toEqual(
      expect.arrayContaining([
        {
          kind: 'posts',
          title: `Les dérivées ${stamp}`,
          excerpt: 'La pente des courbes',
          path: `/blog/derivees-${stamp}`,
        },
        { kind: 'help-articles', title: 'Remboursements', excerpt: 'Votre argent', path: `/help/refunds-${stamp}` },
      ]),
    )
    // Posts rank before help articles (priority), every word must match, case does not matter.
    expect(fr.findIndex((r) => r.kind === 'posts')).toBeLessThan(fr.findIndex((r) => r.kind === 'help-articles'))
    expect(await searchSite({ payload, locale: 'fr', query: 'TANGENTE parabole' })).toHaveLength(1)
    expect(await searchSite({ payload, locale: 'fr', query: 'tangente hyperbole' })).toEqual([])
    expect(await searchSite({ payload, locale: 'en', query: 'parabole' })).toEqual([])
    expect((await searchSite({ payload, locale: 'en', query: `derivatives ${stamp}` }))[0]?.title).toBe(
      `Derivatives ${stamp}`,
    )
  })

  it('an edited text is found by its new words at once, not its old ones', async () => {
    await payload.update({
      collection: 'posts',
      id: postId,
      locale: 'fr',
      data: { content: sampleRichText('La tangente à une hyperbole.'), _status: 'published' },
      context: context(),
    })
    expect((await searchSite({ payload, locale: 'fr', query: 'hyperbole' })).map((r) => r.kind)).toEqual(['posts'])
    expect((await searchSite({ payload, locale: 'fr', query: 'parabole' })).map((r) => r.kind)).toEqual([
      'help-articles',
    ])
  })

  it('does not find a post that is not published (a draft where posts have drafts, else a deleted one)', async () => {
    const hasDrafts = Boolean(payload.collections.posts.config.versions?.drafts)
    const hidden = await post(`brouillon-${stamp}`, {
      title: `Zébrure ${stamp}`,
      content: sampleRichText('Une zébrure secrète.'),
      ...(hasDrafts ? { _status: 'draft' } : {}),
    })
    if (!hasDrafts) {
      expect(await searchSite({ payload, locale: 'en', query: 'zébrure' })).toHaveLength(1)
      await payload.delete({ collection: 'posts', id: hidden.id, context: context() })
    }
    expect(await searchSite({ payload, locale: 'en', query: 'zébrure' })).toEqual([])
  })

  it('reads any query without failing: empty, blank, huge, odd characters', async () => {
    expect(await searchSite({ payload, locale: 'fr', query: '' })).toEqual([])
    expect(await searchSite({ payload, locale: 'fr', query: '   ' })).toEqual([])
    expect(normalizeQuery('x'.repeat(5000))).toHaveLength(SEARCH_QUERY_MAX)
    expect(normalizeQuery(['a'] as unknown)).toBe('')
    for (const odd of ['%', '_', "'; drop table posts; --", '\\', '"']) {
      await expect(searchSite({ payload, locale: 'fr', query: odd })).resolves.toBeInstanceOf(Array)
    }
  })
})
