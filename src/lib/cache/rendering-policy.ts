import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../config/locales'
import { expireTagsNow } from './expire-tags-now'

/**
 * The site's one rendering and invalidation policy.
 *
 * Which routes: the public pages below (paths under `/[locale]`) are rendered on their first visit
 * and kept in Next's page cache (no page is built ahead: `generateStaticParams` returns none), each
 * with the cache tags of every CMS read it made. Every other page renders per request: it belongs to
 * a signed-in visitor or a one-off flow. Draft mode (an editor's preview) always renders per request
 * and never reads or fills a cache (Next bypasses both for its cookie). Both kinds keep a strict
 * script CSP: see lib/http/nonce-placeholder.ts. tests/unit/rendering-policy.spec.ts holds every
 * page file to this list (route segment config must be a literal in the page itself).
 *
 * Which tags: every cached CMS read (services/content/cached-queries.ts) carries `SITE_CONTENT_TAG`
 * and the tags below, by collection (or global), document slug and locale; a page's cache entry
 * collects the tags of the reads it made, so a page is dropped exactly when something it showed is.
 *
 * When: publishing, unpublishing, a scheduled publish (the jobs queue), trashing or deleting a
 * published document expires its tags (collections/shared/revalidate-published.ts); a draft save
 * expires nothing. A change in English expires every locale (English fills every other locale's
 * untranslated fields); a change in another locale expires that locale only. Content without drafts
 * (media, blog and help categories, site settings) expires the whole site's content.
 */
export const CACHED_ROUTES = [
  '/',
  '/[slug]',
  '/alternative/[competitor]',
  '/blog',
  '/blog/[slug]',
  '/blog/category/[category]',
  '/help',
  '/help/[slug]',
  '/pricing',
  '/terms',
  '/privacy',
  '/cookies',
] as const

export const PER_REQUEST_ROUTES = [
  '/checkout',
  '/confirm-email',
  '/dashboard',
  '/dashboard/ask',
  '/dashboard/flashcards',
  '/dashboard/writer',
  '/dashboard/writer/create',
  '/dashboard/writer/essays/[id]',
  '/download',
  '/exam-mode',
  '/extension/connect',
  '/forgot-password',
  '/login',
  '/referrals',
  '/reset-password',
  '/search',
  '/signup',
] as const

/** Every cached CMS read: expiring it drops every cached page. */
export const SITE_CONTENT_TAG = 'site-content'

/** A collection's lists and counts in one locale (the blog index, the footer's competitors, …). */
export const listTag = (collection: string, locale: Locale) => `list:${collection}:${locale}`

/** One document (by slug) or one global (slug `''`) read in one locale. */
export const documentTag = (collection: string, slug: string, locale: Locale) => `doc:${collection}:${slug}:${locale}`

/**
 * Which locales a collection's documents (all of them, or the one with `slug`) or a global are
 * published in: redirects of untranslated locales, hreflang, the sitemap.
 */
export const publicationTag = (collection: string, slug?: string) =>
  slug === undefined ? `publication:${collection}` : `publication:${collection}:${slug}`

export type ContentChange = {
  /** A collection's or a global's slug. */
  collection: string
  /** The changed document's slugs (before and after a rename); none for a global. */
  slugs: string[]
  /** The locale written; a default-locale or all-locale write reaches every locale. */
  locale?: string | null
  /** Whether a locale was published or unpublished (not only republished): hreflang and redirects change. */
  publicationChanged: boolean
}

const localesOf = (locale: string | null | undefined): readonly Locale[] =>
  (LOCALES as readonly string[]).includes(locale ?? '') && locale !== DEFAULT_LOCALE ? [locale as Locale] : LOCALES

/** The tags a published change expires. */
export const tagsOfChange = ({ collection, slugs, locale, publicationChanged }: ContentChange): string[] => {
  const ids = slugs.length > 0 ? slugs : ['']
  return [
    ...localesOf(locale).flatMap((inLocale) => [
      listTag(collection, inLocale),
      ...ids.map((slug) => documentTag(collection, slug, inLocale)),
    ]),
    ...(publicationChanged
      ? [publicationTag(collection), ...slugs.map((slug) => publicationTag(collection, slug))]
      : []),
  ]
}

/**
 * Expires tags at once (not stale-while-revalidate), so the next request renders the new content:
 * through Next (this request's cache) and directly (lib/cache/expire-tags-now.ts: every app server,
 * and the jobs queue's scheduled publish, which runs outside any request).
 */
export const expireTags = async ({ payload, tags }: { payload: Payload; tags: string[] }) => {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js request (the CLI, tests, the jobs queue's timer) revalidateTag throws.
  }
  await expireTagsNow({ payload, tags })
}

/** Invalidation on publish, unpublish and scheduled publish of one document in one locale. */
export const invalidateContent = ({ payload, change }: { payload: Payload; change: ContentChange }) =>
  expireTags({ payload, tags: tagsOfChange(change) })

/** Invalidation on a change to content without drafts: every cached page. */
export const invalidateSite = ({ payload }: { payload: Payload }) => expireTags({ payload, tags: [SITE_CONTENT_TAG] })
