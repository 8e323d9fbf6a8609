import type { MetadataRoute } from 'next'

import { LOCALES } from '@/config/locales'
import { pageUrl } from '@/lib/absolute-url'
import { getPayloadClient } from '@/lib/payload'
import { languageAlternates } from '@/lib/seo'

// Reads the CMS at request time so new posts and articles appear without a build.
export const dynamic = 'force-dynamic'

const STATIC_PATHS = [
  '/',
  '/pricing',
  '/blog',
  '/help',
  '/exam-mode',
  '/terms',
  '/privacy',
  '/cookies',
  '/login',
  '/signup',
  '/download',
]

/** Every public route in every locale, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const query = {
    depth: 0,
    limit: 1000,
    overrideAccess: false,
    user: null,
    select: { slug: true, updatedAt: true },
  } as const
  const [posts, categories, articles, competitors] = await Promise.all([
    payload.find({ collection: 'posts', ...query }),
    payload.find({ collection: 'categories', ...query }),
    payload.find({ collection: 'help-articles', ...query }),
    payload.find({ collection: 'competitors', ...query }),
  ])
  const entries: Array<{ path: string; lastModified?: string }> = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...posts.docs.map((doc) => ({ path: `/blog/${doc.slug}`, lastModified: doc.updatedAt })),
    ...categories.docs.map((doc) => ({ path: `/blog/category/${doc.slug}`, lastModified: doc.updatedAt })),
    ...articles.docs.map((doc) => ({ path: `/help/${doc.slug}`, lastModified: doc.updatedAt })),
    ...competitors.docs.map((doc) => ({ path: `/alternative/${doc.slug}`, lastModified: doc.updatedAt })),
  ]
  return entries.flatMap(({ path, lastModified }) =>
    LOCALES.map((locale) => ({
      url: pageUrl(locale, path),
      lastModified,
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
