import type { MetadataRoute } from 'next'
import type { CollectionSlug } from 'payload'

import { LOCALES, type Locale } from '@/config/locales'
import { pageUrl } from '@/lib/absolute-url'
import { getPayloadClient } from '@/lib/payload'
import { languageAlternates } from '@/lib/seo'
import { GLOBAL_PAGES, globalPageLocales, type GlobalPagePath } from '@/services/content/global-pages'
import { globalPublishedLocales, listPublications } from '@/services/content/publication'

// Reads the CMS at request time so new posts and articles appear without a build.
export const dynamic = 'force-dynamic'

/** Fixed pages with no CMS text of their own: every locale. */
const STATIC_PATHS = ['/blog', '/help', '/exam-mode', '/login', '/signup', '/download']

/** The pages of CMS documents, by collection. */
const DOCUMENT_PAGES: Array<{ collection: CollectionSlug; path: (slug: string) => string }> = [
  { collection: 'posts', path: (slug) => `/blog/${slug}` },
  { collection: 'categories', path: (slug) => `/blog/category/${slug}` },
  { collection: 'help-articles', path: (slug) => `/help/${slug}` },
  { collection: 'competitors', path: (slug) => `/alternative/${slug}` },
]

type Entry = { path: string; locales: readonly Locale[]; lastModified?: string }

/**
 * Every public route in the locales it is published in, each with hreflang alternates naming
 * exactly those locales (services/content/publication.ts): a locale that would redirect is left out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const [globalPages, documents] = await Promise.all([
    Promise.all(
      (Object.keys(GLOBAL_PAGES) as GlobalPagePath[]).map(async (path): Promise<Entry> => ({
        path,
        locales: await globalPageLocales({ payload, path, read: globalPublishedLocales }),
      })),
    ),
    Promise.all(
      DOCUMENT_PAGES.map(async ({ collection, path }) =>
        (await listPublications({ payload, collection })).flatMap((doc): Entry[] => {
          const slug = doc.slugs[doc.locales[0]!]
          return slug ? [{ path: path(slug), locales: doc.locales, lastModified: doc.updatedAt }] : []
        }),
      ),
    ),
  ])
  const landingLocales = globalPages.find((entry) => entry.path === '/')!.locales
  const entries: Entry[] = [
    ...globalPages,
    ...STATIC_PATHS.map((path) => ({ path, locales: LOCALES })),
    // A competitor page is the landing page with its headline: published where both are.
    ...documents
      .flat()
      .map((entry) =>
        entry.path.startsWith('/alternative/')
          ? { ...entry, locales: entry.locales.filter((locale) => landingLocales.includes(locale)) }
          : entry,
      ),
  ]
  return entries.flatMap(({ path, locales, lastModified }) =>
    locales.map((locale) => ({
      url: pageUrl(locale, path),
      lastModified,
      alternates: { languages: languageAlternates(path, locales) },
    })),
  )
}
