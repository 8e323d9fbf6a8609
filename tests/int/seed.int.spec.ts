import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { COMPETITOR_SLUGS, HELP_CATEGORY_SLUGS } from '@/config/content'
import { LOCALES, type Locale } from '@/config/locales'
import { HOME_PAGE_SLUG } from '@/config/pages'

import { seed } from '../../scripts/seed/index'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const total = async (collection: Parameters<Payload['count']>[0]['collection']) =>
  (await payload.count({ collection })).totalDocs

/** The home page's sections as they were before it was made of blocks (issue 24). */
const HOME_BLOCKS = ['hero', 'features', 'howItWorks', 'offer', 'comparison', 'testimonials', 'faq', 'callToAction']

const homeIn = async (locale: Locale) =>
  (
    await payload.find({
      collection: 'pages',
      where: { slug: { equals: HOME_PAGE_SLUG } },
      locale,
      fallbackLocale: false,
      depth: 0,
    })
  ).docs[0]

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.SEED_ADMIN_EMAIL = 'seed-admin@example.test'
  process.env.SEED_ADMIN_PASSWORD = 'Seed!Admin1'
  await seed({ payload })
}, 300_000)

describe('the seed', () => {
  it('creates every piece of content the site needs', async () => {
    expect(await total('posts')).toBe(2)
    expect(await total('categories')).toBeGreaterThanOrEqual(2)
    expect(await total('help-categories')).toBe(HELP_CATEGORY_SLUGS.length)
    expect(await total('help-articles')).toBe(8)
    expect(await total('competitors')).toBe(COMPETITOR_SLUGS.length)
    expect(await total('testimonials')).toBe(9)
    expect(await total('faqs')).toBeGreaterThanOrEqual(6)
    const competitors = await payload.find({ collection: 'competitors', limit: 100 })
    expect(competitors.docs.map((c) => c.slug).sort()).toEqual([...COMPETITOR_SLUGS].sort())
    expect(competitors.docs.filter((c) => c.showInFooter)).toHaveLength(10)
    expect(await payload.count({ collection: 'pages', where: { slug: { equals: HOME_PAGE_SLUG } } })).toEqual(
      expect.objectContaining({ totalDocs: 1 }),
    )
  })

  it('creates the admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD', async () => {
    const login = await payload.login({
      collection: 'users',
      data: { email: 'seed-admin@example.test', password: 'Seed!Admin1' },
    })
    expect(login.user?.role).toBe('admin')
  })

  it('is idempotent: a second run adds nothing', async () => {
    const before = await Promise.all(
      (['users', 'posts', 'categories', 'help-articles', 'competitors', 'testimonials', 'faqs', 'media'] as const).map(
        total,
      ),
    )
    const result = await seed({ payload })
    const after = await Promise.all(
      (['users', 'posts', 'categories', 'help-articles', 'competitors', 'testimonials', 'faqs', 'media'] as const).map(
        total,
      ),
    )
    expect(after).toEqual(before)
    expect(result.admin.isCreated).toBe(false)
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'translates content into %s (not English copies)',
    async (locale) => {
      const postsIn = (l: typeof locale | 'en') =>
        payload.find({ collection: 'posts', locale: l, sort: 'publishedAt', fallbackLocale: false }).then((r) => r.docs)
      const [en, translated] = await Promise.all([postsIn('en'), postsIn(locale)])
      translated.forEach((post, index) => {
        // The category is a document titled in this language; the reading time counted from this body.
        const category = post.category as { title?: string | null }
        const englishCategory = en[index]!.category as { title?: string | null }
        expect(category.title).toBeTruthy()
        expect(category.title).not.toBe(englishCategory.title)
        expect(post.readTimeMinutes).toBeGreaterThanOrEqual(1)
        expect(post.title).toBeTruthy()
        expect(post.title).not.toBe(en[index]!.title)
        expect(JSON.stringify(post.content)).not.toBe(JSON.stringify(en[index]!.content))
      })
      const [home, englishHome] = await Promise.all([homeIn(locale), homeIn('en')])
      const headline = (page: typeof home) => page?.layout?.find((block) => block.blockType === 'hero')?.headline
      expect(headline(home)).toBeTruthy()
      expect(headline(home)).not.toBe(headline(englishHome))
      // The words that were in the message files (How it works…) are the page's, translated too.
      const how = (page: typeof home) => page?.layout?.find((block) => block.blockType === 'howItWorks')?.title
      expect(how(home)).toBeTruthy()
      expect(how(home)).not.toBe(how(englishHome))
      const legal = await payload.findGlobal({ slug: 'legal', locale, fallbackLocale: false })
      expect(legal.privacy.title).toBeTruthy()
      const faqs = await payload.find({ collection: 'faqs', locale, fallbackLocale: false, limit: 100 })
      faqs.docs.forEach((faq) => expect(faq.question).toBeTruthy())
    },
  )

  it('keeps the legal pages dated as the spec says', async () => {
    const legal = await payload.findGlobal({ slug: 'legal', locale: 'en' })
    expect(legal.privacy.lastUpdated.slice(0, 10)).toBe('2024-03-20')
    expect(legal.cookies.lastUpdated.slice(0, 10)).toBe('2024-03-20')
  })
})

describe('seeded content is live', () => {
  it.each(LOCALES)('visitors read every seeded post, article, competitor and the home page in %s', async (locale) => {
    const visitor = { locale, overrideAccess: false, user: null, depth: 0, limit: 1000 } as const
    for (const collection of ['posts', 'help-articles', 'competitors', 'testimonials', 'faqs'] as const) {
      const [all, visible] = await Promise.all([
        payload.count({ collection }),
        payload.count({ collection, locale, overrideAccess: false, user: null }),
      ])
      expect(visible.totalDocs, `${collection} in ${locale}`).toBe(all.totalDocs)
      expect(all.totalDocs, collection).toBeGreaterThan(0)
    }
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: HOME_PAGE_SLUG } },
      ...visitor,
    })
    expect(
      docs[0]?.layout?.map((block) => block.blockType),
      locale,
    ).toEqual(HOME_BLOCKS)
  })
})
