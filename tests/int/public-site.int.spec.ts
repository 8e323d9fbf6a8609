import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { COMPETITOR_SLUGS } from '@/config/content'
import { LOCALES } from '@/config/locales'

import { seed } from '../../scripts/seed/index'
import { getTestPayload } from '../helpers/payload'
import { restResponse } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.SEED_ADMIN_EMAIL ||= 'seed-admin@example.test'
  process.env.SEED_ADMIN_PASSWORD ||= 'Seed!Admin1'
  await seed({ payload })
}, 300_000)

describe('HEAD on the REST API', () => {
  it.each(['/posts', '/globals/site-settings', '/competitors?where[slug][equals]=chegg', '/posts/999999'])(
    'HEAD %s answers what GET does, without a body',
    async (path) => {
      const [get, head] = [await restResponse('GET', path), await restResponse('HEAD', path)]
      expect(head.status).toBe(get.status)
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
      expect(await head.text()).toBe('')
      await get.body?.cancel()
    },
  )
})

describe('competitor comparisons', () => {
  const competitorIn = (slug: string, locale: (typeof LOCALES)[number]) =>
    payload
      .find({ collection: 'competitors', locale, fallbackLocale: false, where: { slug: { equals: slug } }, depth: 0 })
      .then((result) => result.docs[0]!)

  it('every competitor has its own intro and rows in every locale, naming it', async () => {
    for (const slug of COMPETITOR_SLUGS) {
      const english = await competitorIn(slug, 'en')
      expect(english.comparison, slug).toContain(english.displayName.replace('!', ''))
      expect(english.comparisonRows?.length, slug).toBeGreaterThanOrEqual(5)
      // Studify's prices are catalogue placeholders, never typed amounts.
      expect(english.comparisonRows![0]!.studify).toContain('{weeklyPrice}')
      for (const locale of LOCALES.filter((code) => code !== 'en')) {
        const translated = await competitorIn(slug, locale)
        expect(translated.comparison, `${slug} ${locale}`).not.toBe(english.comparison)
        expect(translated.comparisonRows?.length, `${slug} ${locale}`).toBe(english.comparisonRows!.length)
        expect(translated.comparisonRows![0]!.feature, `${slug} ${locale}`).not.toBe(
          english.comparisonRows![0]!.feature,
        )
      }
    }
    const intros = await Promise.all(COMPETITOR_SLUGS.map((slug) => competitorIn(slug, 'en')))
    expect(new Set(intros.map((competitor) => competitor.comparison)).size).toBe(COMPETITOR_SLUGS.length)
  })

  it('a re-seed fills a competitor that has no rows and leaves edited ones alone', async () => {
    const [empty, edited] = await Promise.all([competitorIn('kahoot', 'en'), competitorIn('chegg', 'en')])
    for (const locale of LOCALES) {
      await payload.update({
        collection: 'competitors',
        id: empty.id,
        locale,
        data: { comparison: null, comparisonRows: [] },
        context: { disableRevalidate: true },
      })
    }
    const editedRows = [{ feature: 'Price', studify: '{weeklyPrice} a week', competitor: 'Edited by an editor' }]
    await payload.update({
      collection: 'competitors',
      id: edited.id,
      locale: 'en',
      data: { comparisonRows: editedRows },
      context: { disableRevalidate: true },
    })

    await seed({ payload })

    const [refilled, refilledFr, kept] = await Promise.all([
      competitorIn('kahoot', 'en'),
      competitorIn('kahoot', 'fr'),
      competitorIn('chegg', 'en'),
    ])
    expect(refilled.comparison).toBe(empty.comparison)
    expect(refilled.comparisonRows?.map((row) => row.competitor)).toEqual(
      empty.comparisonRows?.map((row) => row.competitor),
    )
    expect(refilledFr.comparisonRows?.length).toBe(empty.comparisonRows?.length)
    expect(kept.comparisonRows?.map((row) => row.competitor)).toEqual(['Edited by an editor'])
  })
})
