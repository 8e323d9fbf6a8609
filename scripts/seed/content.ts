import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { seedSaleEndsAt } from '../../src/config/flash-sale'
import { seededLayout } from './pages'
import { LOCALES } from '../../src/config/locales'
import { readSeedInAllLocales, SEED_DIR } from './load-data'
import { backfillCompetitorComparisons } from './competitor-comparisons'
import { SEED_CONTEXT, seedLocalizedCollection, seedLocalizedGlobal } from './localized'
import { joinAroundOffer } from '../../src/lib/rich-text/offer-split'
import { markdownToRichText } from './rich-text'
import type {
  CategorySeed,
  CompetitorSeed,
  FaqSeed,
  HelpArticleSeed,
  HelpCategorySeed,
  LegalSeed,
  PageSeed,
  PostSeed,
  TestimonialSeed,
} from './types'

type Fields = Record<string, unknown>

/** Illustrations are authored as SVG and stored as WebP renders (SVG uploads are refused). */
const uploadIllustration = async (payload: Payload, fileName: string, altByLocale: Map<string, string>) => {
  const name = fileName.replace(/\.svg$/, '.png')
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { contains: name.replace(/\.png$/, '') } },
    limit: 1,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const png = await sharp(readFileSync(path.join(SEED_DIR, 'media', fileName)))
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: altByLocale.get('en') ?? name },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
    context: SEED_CONTEXT,
  })
  for (const locale of LOCALES.slice(1)) {
    const alt = altByLocale.get(locale)
    if (alt) await payload.update({ collection: 'media', id: media.id, locale, data: { alt }, context: SEED_CONTEXT })
  }
  return media.id
}

const heroImageAlts = (slug: string) =>
  new Map(
    readSeedInAllLocales<PostSeed[]>('posts').map(({ locale, data }) => [
      locale,
      data.find((p) => p.slug === slug)?.heroImageAlt ?? '',
    ]),
  )

export const seedContent = async ({ payload }: { payload: Payload }) => {
  const { config } = payload
  const counts: Record<string, number | boolean> = {}

  counts.helpCategories = await seedLocalizedCollection<HelpCategorySeed>(payload, {
    collection: 'help-categories',
    file: 'help-categories',
    keyField: 'slug',
    keyOf: (c) => c.slug,
    shared: (c) => ({ slug: c.slug, order: c.order }),
    localized: (c) => ({ name: c.name, description: c.description }),
  })

  const categories = await payload.find({ collection: 'help-categories', limit: 100, depth: 0 })
  const categoryId = (slug: string) => {
    const found = categories.docs.find((c) => c.slug === slug)
    if (!found) throw new Error(`Unknown help category "${slug}" in help-articles seed`)
    return found.id
  }
  counts.helpArticles = await seedLocalizedCollection<HelpArticleSeed>(payload, {
    collection: 'help-articles',
    file: 'help-articles',
    keyField: 'slug',
    keyOf: (a) => a.slug,
    shared: (a) => ({ slug: a.slug, order: a.order, category: categoryId(a.category) }),
    localized: async (a) => ({
      title: a.title,
      summary: a.summary,
      content: await markdownToRichText(config, a.content),
    }),
  })

  counts.categories = await seedLocalizedCollection<CategorySeed>(payload, {
    collection: 'categories',
    file: 'categories',
    keyField: 'slug',
    keyOf: (c) => c.slug,
    shared: (c) => ({ slug: c.slug }),
    localized: (c) => ({ title: c.title, description: c.description }),
  })
  const blogCategories = await payload.find({ collection: 'categories', limit: 100, depth: 0 })
  const blogCategoryId = (slug: string) => {
    const found = blogCategories.docs.find((c) => c.slug === slug)
    if (!found) throw new Error(`Unknown category "${slug}" in posts seed`)
    return found.id
  }
  counts.posts = await seedLocalizedCollection<PostSeed>(payload, {
    collection: 'posts',
    file: 'posts',
    keyField: 'slug',
    keyOf: (p) => p.slug,
    shared: async (p) => ({
      slug: p.slug,
      publishedAt: new Date(`${p.publishedAt}T09:00:00.000Z`).toISOString(),
      category: blogCategoryId(p.category),
      heroImage: await uploadIllustration(payload, p.heroImage, heroImageAlts(p.slug)),
    }),
    localized: async (p) => ({
      title: p.title,
      excerpt: p.excerpt,
      author: p.author,
      seo: p.seo,
      // The seed files keep the two halves the trial offer used to sit between.
      content: joinAroundOffer(
        await markdownToRichText(config, p.contentBeforeOffer),
        await markdownToRichText(config, p.contentAfterOffer),
        `offer-${p.slug}`,
      ),
    }),
  })

  counts.competitors = await seedLocalizedCollection<CompetitorSeed>(payload, {
    collection: 'competitors',
    file: 'competitors',
    keyField: 'slug',
    keyOf: (c) => c.slug,
    shared: (c) => ({ slug: c.slug, displayName: c.displayName, order: c.order, showInFooter: c.showInFooter }),
    localized: (c) => ({
      seoTitle: c.seoTitle,
      seoDescription: c.seoDescription,
      seoKeywords: c.seoKeywords,
      comparison: c.comparison,
      comparisonRows: c.comparisonRows,
    }),
  })
  counts.competitorComparisons = await backfillCompetitorComparisons(payload)

  counts.testimonials = await seedLocalizedCollection<TestimonialSeed>(payload, {
    collection: 'testimonials',
    file: 'testimonials',
    keyField: 'order',
    keyOf: (t) => t.order,
    shared: (t) => ({
      order: t.order,
      name: t.name,
      date: new Date(`${t.date}T12:00:00.000Z`).toISOString(),
      platform: t.platform,
      rating: t.rating,
    }),
    localized: (t) => ({ school: t.school, content: t.content }),
  })

  counts.faqs = await seedLocalizedCollection<FaqSeed>(payload, {
    collection: 'faqs',
    file: 'faqs',
    keyField: 'order',
    keyOf: (f) => f.order,
    shared: (f) => ({ order: f.order }),
    localized: (f) => ({ question: f.question, answer: f.answer }),
  })

  // The home page and any other seeded page; the sale ends at the same moment in every locale.
  const saleEndsAt = seedSaleEndsAt()
  counts.pages = await seedLocalizedCollection<PageSeed>(payload, {
    collection: 'pages',
    file: 'pages',
    keyField: 'slug',
    keyOf: (page) => page.slug,
    shared: (page) => ({ slug: page.slug }),
    localized: (page) => ({ title: page.title, layout: seededLayout(page.layout, saleEndsAt) }),
  })

  const hasText = (value: unknown) => typeof value === 'string' && value.length > 0
  counts.pricing = await seedLocalizedGlobal<Fields>(payload, {
    slug: 'pricing',
    file: 'pricing',
    isSeeded: (current) => hasText(current.heading),
    data: (item) => item,
  })
  counts.legal = await seedLocalizedGlobal<LegalSeed>(payload, {
    slug: 'legal',
    file: 'legal',
    isSeeded: (current) => hasText((current.terms as Fields | undefined)?.title),
    data: async (item, _locale, english) => {
      const page = async (key: keyof LegalSeed) => ({
        title: item[key].title,
        lastUpdated: new Date(`${english[key].lastUpdated}T00:00:00.000Z`).toISOString(),
        content: await markdownToRichText(config, item[key].content),
      })
      return { terms: await page('terms'), privacy: await page('privacy'), cookies: await page('cookies') }
    },
  })
  counts.siteSettings = await seedLocalizedGlobal<Fields>(payload, {
    slug: 'site-settings',
    file: 'site-settings',
    isSeeded: (current) => hasText(current.supportEmail),
    data: (item, _locale, english) => ({ ...english, seo: item.seo }),
  })
  counts.seoRoutes = await seedLocalizedGlobal<Fields>(payload, {
    slug: 'seo-routes',
    file: 'seo-routes',
    isSeeded: (current) => hasText((current.pricing as Fields | undefined)?.title),
    data: (item) => item,
  })
  return counts
}
