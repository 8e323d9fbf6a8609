import type { LinkableCollection } from '../config/content'
import type { Locale } from '../config/locales'
import { pagePath } from '../config/pages'

/**
 * The site pages that exist only for a CMS document, by first path segment, with the collection
 * holding their slug and where an unknown slug sends the visitor (spec §2: an unknown post goes
 * back to the blog, an unknown competitor to the home page).
 */
export const SLUG_ROUTES = {
  blog: { collection: 'posts', fallback: '/blog' },
  help: { collection: 'help-articles', fallback: '/help' },
  alternative: { collection: 'competitors', fallback: '/' },
} as const

export type SlugSection = keyof typeof SLUG_ROUTES

/**
 * Marketing pages (collections/Pages) sit at the top level, `/{slug}` and `/{locale}/{slug}`; an
 * unknown one goes home, as any unknown path does. Their slugs are listed with the sections'.
 */
export const PAGE_ROUTE = { collection: 'pages', fallback: '/' } as const
export type DirectorySection = SlugSection | 'page'

/**
 * The site path (without a language prefix) of each collection whose documents are pages, from the
 * routes above: the one answer to "where does this document show?" for links, previews, search
 * results, redirects and slug renames.
 */
const DOCUMENT_PATHS = {
  ...(Object.fromEntries(
    Object.entries(SLUG_ROUTES).map(([section, { collection }]) => [
      collection,
      (slug: string) => `/${section}/${slug}`,
    ]),
  ) as Record<(typeof SLUG_ROUTES)[SlugSection]['collection'], (slug: string) => string>),
  [PAGE_ROUTE.collection]: pagePath,
} satisfies Record<LinkableCollection, (slug: string) => string>

/** A document's site path without a language prefix (`/blog/x`), or null for a collection with no pages. */
export const collectionPath = (collection: string, slug: string): string | null =>
  DOCUMENT_PATHS[collection as LinkableCollection]?.(slug) ?? null

/** Slugs are lower-case words joined by hyphens (`slugField`): anything else cannot name a page. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type SlugRequest = { locale: Locale; section: SlugSection; slug: string }
