import { revalidatePath, revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  PayloadRequest,
} from 'payload'

import { SITE_CONTENT_TAG } from '../../src/config/cache-tags'
import { expireTagsNow } from '../../src/lib/cache/expire-tags-now'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/config/locales'
import { HOME_PAGE_SLUG, pagePath } from '../../src/config/pages'

/**
 * Drafted content revalidates the cached site pages only when what visitors see changed: a
 * publish, an unpublish, a trash or delete of a published document. A draft save (autosave
 * included) writes Payload's versions table and leaves the published row alone, so it never drops
 * a public page. Only the pages showing the document are revalidated: its lists in the locale
 * published (English also serves as every other locale's fallback, so it revalidates all of
 * them), its own page in every locale — each names the locales it is published in (hreflang),
 * and one not published in a locale redirects to the nearest that is (issue 23 §4).
 */
type Affected = { pages: string[]; documents?: string[] } | { wholeLayout: true }

const pagesOf = (pages: string[], documents: string[] = []): Affected => ({ pages, documents })

/** Which site pages show a document of each drafted collection or global. */
export const AFFECTED_PAGES: Record<string, (slugs: string[]) => Affected> = {
  posts: (slugs) =>
    pagesOf(
      ['/blog'],
      slugs.map((slug) => `/blog/${slug}`),
    ),
  'help-articles': (slugs) =>
    pagesOf(
      ['/help'],
      slugs.map((slug) => `/help/${slug}`),
    ),
  // Competitor links sit in every page's header and footer.
  competitors: () => ({ wholeLayout: true }),
  // The home page's blocks are every competitor page's too.
  pages: (slugs) =>
    slugs.includes(HOME_PAGE_SLUG)
      ? { wholeLayout: true }
      : pagesOf(
          [],
          slugs.map((slug) => pagePath(slug)),
        ),
  testimonials: () => pagesOf(['/']),
  faqs: () => pagesOf(['/']),
  // The pages of a global are its documents: a locale published or not redirects, and the
  // others' hreflang names it or not (services/content/global-pages.ts).
  pricing: () => pagesOf([], ['/', '/pricing']),
  legal: () => pagesOf([], ['/terms', '/privacy', '/cookies']),
  // Every route's title and description.
  'seo-routes': () => ({ wholeLayout: true }),
}

/** The published row's status in the locale written, and its whole content (a global's `updatedAt` stays put). */
type PublicRow = { status: unknown; content: string } | null

const localesOf = (req: PayloadRequest): readonly Locale[] =>
  (LOCALES as readonly string[]).includes(req.locale ?? '') && req.locale !== DEFAULT_LOCALE
    ? [req.locale as Locale]
    : LOCALES

const localePath = (locale: Locale, path: string) => `/${locale}${path === '/' ? '' : path}`

const revalidate = async (req: PayloadRequest, affected: Affected) => {
  try {
    for (const locale of localesOf(req)) {
      if ('wholeLayout' in affected) revalidatePath(localePath(locale, '/'), 'layout')
      else for (const path of affected.pages) revalidatePath(localePath(locale, path))
    }
    if (!('wholeLayout' in affected)) {
      for (const locale of LOCALES)
        for (const path of affected.documents ?? []) revalidatePath(localePath(locale, path))
    }
    // Pages render per request from cached CMS reads (src/services/content/cached-queries.ts),
    // shared between pages: what visitors see changed, so those reads are dropped at once.
    revalidateTag(SITE_CONTENT_TAG, { expire: 0 })
  } catch {
    // Outside a Next.js request (the CLI, tests) revalidateTag throws; expired below all the same.
  }
  // Also at once, in this process and (PostgreSQL) for every app server: the jobs queue publishes on
  // a timer that inherits the async context of the request that started it, where revalidateTag
  // only queues the tag on that long-finished request and nothing expires (a scheduled post stayed
  // unpublished to visitors).
  await expireTagsNow({ payload: req.payload, tags: [SITE_CONTENT_TAG] })
}

/** Whether the row visitors read was written by this change and was or is published. */
const visitorsSawChange = (before: PublicRow, after: PublicRow) =>
  Boolean(after) &&
  before?.content !== after?.content &&
  (before?.status === 'published' || after?.status === 'published')

/** The database adapter answers localized fields as `{ [locale]: value }`; the status is per locale. */
const publicRow = (req: PayloadRequest, row: Record<string, unknown> | null | undefined): PublicRow => {
  if (!row || Object.keys(row).length === 0) return null
  const status = row._status
  const inLocale =
    status && typeof status === 'object' ? (status as Record<string, unknown>)[req.locale ?? DEFAULT_LOCALE] : status
  return { status: inLocale, content: JSON.stringify(row) }
}

const rowKey = (slug: string, id: unknown) => `publishedRowBefore:${slug}:${String(id ?? '')}`

const findCollectionRow = async (req: PayloadRequest, collection: string, id: unknown) =>
  publicRow(
    req,
    (await req.payload.db.findOne({
      collection: collection as never,
      where: { id: { equals: id as string } },
      locale: req.locale ?? undefined,
      req,
    })) as Record<string, unknown> | null,
  )

const findGlobalRow = async (req: PayloadRequest, slug: string) =>
  publicRow(
    req,
    (await req.payload.db.findGlobal({ slug, locale: req.locale ?? undefined, req })) as Record<string, unknown>,
  )

const rememberCollectionRow: CollectionBeforeChangeHook = async ({
  collection,
  context,
  operation,
  originalDoc,
  req,
  data,
}) => {
  if (!context.disableRevalidate && operation === 'update' && originalDoc?.id !== undefined) {
    context[rowKey(collection.slug, originalDoc.id)] = await findCollectionRow(req, collection.slug, originalDoc.id)
  }
  return data
}

const revalidateCollectionChange: CollectionAfterChangeHook = async ({
  collection,
  context,
  doc,
  previousDoc,
  req,
}) => {
  if (context.disableRevalidate) return doc
  const before = (context[rowKey(collection.slug, doc.id)] as PublicRow | undefined) ?? null
  const after = await findCollectionRow(req, collection.slug, doc.id)
  if (!visitorsSawChange(before, after)) return doc
  const slugs = [...new Set([previousDoc?.slug, doc.slug].filter((slug): slug is string => Boolean(slug)))]
  await revalidate(req, AFFECTED_PAGES[collection.slug]!(slugs))
  return doc
}

const revalidateCollectionDelete: CollectionAfterDeleteHook = async ({ collection, context, doc, req }) => {
  if (!context.disableRevalidate && doc?._status === 'published') {
    await revalidate(req, AFFECTED_PAGES[collection.slug]!(doc.slug ? [doc.slug] : []))
  }
  return doc
}

export const publishedContentHooks = {
  beforeChange: [rememberCollectionRow],
  afterChange: [revalidateCollectionChange],
  afterDelete: [revalidateCollectionDelete],
}

const rememberGlobalRow: GlobalBeforeChangeHook = async ({ context, data, global, req }) => {
  if (!context.disableRevalidate) context[rowKey(global.slug, '')] = await findGlobalRow(req, global.slug)
  return data
}

const revalidateGlobalChange: GlobalAfterChangeHook = async ({ context, doc, global, req }) => {
  if (context.disableRevalidate) return doc
  const before = (context[rowKey(global.slug, '')] as PublicRow | undefined) ?? null
  if (visitorsSawChange(before, await findGlobalRow(req, global.slug)))
    await revalidate(req, AFFECTED_PAGES[global.slug]!([]))
  return doc
}

export const publishedGlobalHooks = {
  beforeChange: [rememberGlobalRow],
  afterChange: [revalidateGlobalChange],
}
