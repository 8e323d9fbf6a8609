import type { Payload, Where } from 'payload'

import type { Locale } from '../../config/locales'
import type {
  Category,
  Competitor,
  Faq,
  HelpArticle,
  HelpCategory,
  Legal,
  Page,
  Post,
  Pricing,
  SeoRoute,
  SiteSetting,
  Testimonial,
} from '../../payload-types'
import { type PreviewViewer, readAs } from './read-as'

type ContentArgs = { payload: Payload; locale: Locale }
/** The documents an editor can preview also take who reads them (services/content/preview.ts). */
type PreviewableArgs = ContentArgs & { viewer?: PreviewViewer | null }

/**
 * Public pages read content as an anonymous visitor: access rules apply. Drafted content has a
 * status per locale, and a read in a locale matches that locale's own `_status` (no fallback):
 * a document not published in the visitor's language is absent from every list and lookup here,
 * whatever `localization.fallback` fills into the fields of one that is (issue 23 §4).
 */
const visitor = { overrideAccess: false, user: null } as const

/**
 * Blog categories have no drafts: one exists in a language when it has its own title there (a
 * `where` on a localized field reads that locale's row, never the fallback) — the same rule as
 * services/content/publication.ts, so the lists, the page and the sitemap agree.
 */
const translatedCategory: Where = { and: [{ title: { exists: true } }, { title: { not_equals: '' } }] }

/** One document of a slugged collection at depth 1 (its blocks' images and links populated). */
const findOneBySlug = async <T>(
  collection: 'pages' | 'competitors',
  { payload, locale, slug, viewer }: PreviewableArgs & { slug: string },
): Promise<T | null> =>
  ((
    await payload.find({
      collection,
      locale,
      depth: 1,
      limit: 1,
      where: { slug: { equals: slug } },
      ...readAs(viewer),
    })
  ).docs[0] as T | undefined) ?? null

/** A marketing page (the home page is `home`). */
export const findPage = (args: PreviewableArgs & { slug: string }) => findOneBySlug<Page>('pages', args)

export const getPricing = ({ payload, locale }: ContentArgs): Promise<Pricing> =>
  payload.findGlobal({ slug: 'pricing', locale, depth: 0, ...visitor })

export const getLegal = ({ payload, locale }: ContentArgs): Promise<Legal> =>
  payload.findGlobal({ slug: 'legal', locale, depth: 1, ...visitor })

export const getSiteSettings = ({ payload, locale }: ContentArgs): Promise<SiteSetting> =>
  payload.findGlobal({ slug: 'site-settings', locale, depth: 0, ...visitor })

export const getRouteSeo = ({ payload, locale }: ContentArgs): Promise<SeoRoute> =>
  payload.findGlobal({ slug: 'seo-routes', locale, depth: 0, ...visitor })

/**
 * A post's category not translated into `locale` is left as its id: the post shows no badge
 * rather than the English category title (whose page would redirect away from the language).
 */
const withTranslatedCategories = async (payload: Payload, locale: Locale, posts: Post[]): Promise<Post[]> => {
  if (!posts.some((post) => typeof post.category === 'object')) return posts
  const translated = new Set((await listCategories({ payload, locale })).map((category) => category.id))
  return posts.map((post) =>
    typeof post.category === 'object' && !translated.has(post.category.id)
      ? { ...post, category: post.category.id }
      : post,
  )
}

/** Newest first; only those of one category when `categoryId` is given. */
export const listPosts = async ({
  payload,
  locale,
  limit = 50,
  categoryId,
}: ContentArgs & { limit?: number; categoryId?: number }): Promise<Post[]> => {
  const result = await payload.find({
    collection: 'posts',
    locale,
    depth: 1,
    limit,
    sort: '-publishedAt',
    ...(categoryId === undefined ? {} : { where: { category: { equals: categoryId } } }),
    ...visitor,
  })
  return withTranslatedCategories(payload, locale, result.docs)
}

/** The blog's categories, by title in the visitor's language. */
export const listCategories = async ({ payload, locale }: ContentArgs): Promise<Category[]> =>
  (
    await payload.find({
      collection: 'categories',
      locale,
      depth: 0,
      limit: 100,
      sort: 'title',
      where: translatedCategory,
      ...visitor,
    })
  ).docs

export const findCategory = async ({
  payload,
  locale,
  slug,
}: ContentArgs & { slug: string }): Promise<Category | null> =>
  (
    await payload.find({
      collection: 'categories',
      locale,
      depth: 0,
      limit: 1,
      where: { and: [{ slug: { equals: slug } }, translatedCategory] },
      ...visitor,
    })
  ).docs[0] ?? null

export const findPostBySlug = async ({
  payload,
  locale,
  slug,
  viewer,
}: PreviewableArgs & { slug: string }): Promise<Post | null> => {
  const result = await payload.find({
    collection: 'posts',
    locale,
    depth: 1,
    limit: 1,
    where: { slug: { equals: slug } },
    ...readAs(viewer),
  })
  return (await withTranslatedCategories(payload, locale, result.docs))[0] ?? null
}

export const listFaqs = async ({ payload, locale }: ContentArgs): Promise<Faq[]> =>
  (await payload.find({ collection: 'faqs', locale, depth: 0, limit: 100, sort: 'order', ...visitor })).docs

export const listTestimonials = async ({ payload, locale }: ContentArgs): Promise<Testimonial[]> =>
  (await payload.find({ collection: 'testimonials', locale, depth: 1, limit: 50, sort: 'order', ...visitor })).docs

/** How many reviews the site publishes (the `reviewCount` of its rating). */
export const countTestimonials = async ({ payload }: { payload: Payload }): Promise<number> =>
  (await payload.count({ collection: 'testimonials', ...visitor })).totalDocs

export const listCompetitors = async ({ payload, locale }: ContentArgs): Promise<Competitor[]> =>
  (await payload.find({ collection: 'competitors', locale, depth: 0, limit: 100, sort: 'order', ...visitor })).docs

/** A competitor page; its block overrides carry images and links. */
export const findCompetitor = (args: PreviewableArgs & { slug: string }) =>
  findOneBySlug<Competitor>('competitors', args)

export const listHelpCategories = async ({ payload, locale }: ContentArgs): Promise<HelpCategory[]> =>
  (await payload.find({ collection: 'help-categories', locale, depth: 0, limit: 50, sort: 'order', ...visitor })).docs

export const listHelpArticles = async ({ payload, locale }: ContentArgs): Promise<HelpArticle[]> =>
  (await payload.find({ collection: 'help-articles', locale, depth: 0, limit: 200, sort: 'order', ...visitor })).docs
