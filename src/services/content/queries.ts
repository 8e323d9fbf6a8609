import type { Payload } from 'payload'

import type { Locale } from '../../config/locales'
import type { Faq, Landing, Post, SiteSetting } from '../../payload-types'

type ContentArgs = { payload: Payload; locale: Locale }

/** Read-only content for public pages: published content only, access rules applied as a visitor. */
const visitor = { overrideAccess: false, user: null } as const

export const getLanding = ({ payload, locale }: ContentArgs): Promise<Landing> =>
  payload.findGlobal({ slug: 'landing', locale, depth: 0, ...visitor })

export const getSiteSettings = ({ payload, locale }: ContentArgs): Promise<SiteSetting> =>
  payload.findGlobal({ slug: 'site-settings', locale, depth: 0, ...visitor })

export const listPosts = async ({ payload, locale, limit = 50 }: ContentArgs & { limit?: number }): Promise<Post[]> => {
  const result = await payload.find({ collection: 'posts', locale, depth: 1, limit, sort: '-publishedAt', ...visitor })
  return result.docs
}

export const findPostBySlug = async ({
  payload,
  locale,
  slug,
}: ContentArgs & { slug: string }): Promise<Post | null> => {
  const result = await payload.find({
    collection: 'posts',
    locale,
    depth: 1,
    limit: 1,
    where: { slug: { equals: slug } },
    ...visitor,
  })
  return result.docs[0] ?? null
}

export const listFaqs = async ({ payload, locale }: ContentArgs): Promise<Faq[]> => {
  const result = await payload.find({ collection: 'faqs', locale, depth: 0, limit: 100, sort: 'order', ...visitor })
  return result.docs
}
