import type { MetadataRoute } from 'next'
import type { CollectionSlug } from 'payload'

import { LOCALES, type Locale } from '@/config/locales'
import { pageUrl } from '@/lib/absolute-url'
import { getPayloadClient } from '@/lib/payload'
import { languageAlternates } from '@/lib/seo'
import { HOME_PAGE_SLUG, pagePath } from '@/config/pages'
import { GLOBAL_PAGES, globalPageLocales, type GlobalPagePath } from '@/services/content/global-pages'
import { homePageLocales } from '@/services/content/pages'
import { globalPublishedLocales, listPublications } from '@/services/content/publication'

// Reads the CMS at request time so new posts and articles appear without a build.
export const dynamic = 'force-dynamic'

/** Fixed pages with no CMS text of their own: every locale. */
const STATIC_PATHS = ['/blog', '/help', '/exam-mode', '/login', '/signup', '/download']

/**
 * The pages of CMS documents, by collection. A competitor page is the home page with its
 * headline: it is published where the competitor and the home page both are. Marketing pages
 * (the home page aside, listed at `/`) are at `/{slug}`.
 */
const DOCUMENT_PAGES: Array<{ collection: CollectionSlug; path: (slug: string) => string; onLanding?: true }> = [
  { collection: 'pages', path: pagePath },
  { collection: 'posts', path: (slug) => `/blog/${slug}` },
  { collection: 'categories', path: (slug) => `/blog/category/${slug}` },
  { collection: 'help-articles', path: (slug) => `/help/${slug}` },
  { collection: 'competitors', path: (slug) => `/alternative/${slug}`, onLanding: true },
]

type Entry = { path: string; locales: readonly Locale[]; lastModified?: string }

/**
 * Every public route in the locales it is published in, each with hreflang alternates naming
 * exactly those locales (services/content/publication.ts): a locale that would redirect is left out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const landingLocales = await homePageLocales({ payload, fresh: true })
  const globalPages = await Promise.all(
    (Object.keys(GLOBAL_PAGES) as GlobalPagePath[]).map(async (path): Promise<Entry> => ({
      path,
      locales: path === '/' ? landingLocales : await globalPageLocales({ payload, path, read: globalPublishedLocales }),
    })),
  )
  const documents = await Promise.all(
    DOCUMENT_PAGES.map(async ({ collection, path, onLanding }) =>
      (await listPublications({ payload, collection })).flatMap((doc): Entry[] => {
        const slug = doc.slugs[doc.locales[0]!]
        if (collection === 'pages' && slug === HOME_PAGE_SLUG) return []
        const locales = onLanding ? doc.locales.filter((locale) => landingLocales.includes(locale)) : doc.locales
        return slug ? [{ path: path(slug), locales, lastModified: doc.updatedAt }] : []
      }),
    ),
  )
  const entries: Entry[] = [
    ...globalPages,
    ...STATIC_PATHS.map((path) => ({ path, locales: LOCALES })),
    ...documents.flat(),
  ]
  return entries.flatMap(({ path, locales, lastModified }) =>
    locales.map((locale) => ({
      url: pageUrl(locale, path),
      lastModified,
      alternates: { languages: languageAlternates(path, locales) },
    })),
  )
}
