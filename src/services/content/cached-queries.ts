import { unstable_cache } from 'next/cache'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import type { Locale } from '../../config/locales'
import { documentTag, listTag, publicationTag, SITE_CONTENT_TAG } from '../../lib/cache/rendering-policy'
import * as help from './help'
import * as publication from './publication'
import { previewViewer } from './preview'
import * as queries from './queries'
import type { PreviewViewer } from './read-as'

/**
 * The CMS reads of the site's pages, cached across requests, one entry per query and arguments
 * (locale, slug, limit). Each carries the cache tags of what it read (lib/cache/rendering-policy.ts);
 * a cached page collects the tags of its reads, so publishing a document in a locale drops exactly
 * the reads, and the pages, that showed it. The cache handler (lib/cache/shared-tags-cache-handler.mjs)
 * shares those expiries between servers.
 */

type Tags<A> = (args: A) => string[]

const cached =
  <A extends { payload: Payload }, R>(name: string, read: (args: A) => Promise<R>, tags: NoInfer<Tags<A>>) =>
  (args: A): Promise<R> => {
    const { payload: _payload, ...key } = args
    return unstable_cache(() => read(args), [SITE_CONTENT_TAG, name, JSON.stringify(key)], {
      tags: [SITE_CONTENT_TAG, ...tags(args)],
    })()
  }

/**
 * The documents an editor can preview: for an editor in draft mode (services/content/preview.ts)
 * they are read as that editor, with drafts, and never from or into this cache — a draft must not
 * reach a visitor through it. Everyone else gets the cached published copy.
 */
const previewable = <A extends { payload: Payload }, R>(
  name: string,
  read: (args: A & { viewer?: PreviewViewer | null }) => Promise<R>,
  tags: NoInfer<Tags<A>>,
) => {
  const fromCache = cached(name, read, tags)
  return async (args: A): Promise<R> => {
    const viewer = await previewViewer(args.payload)
    return viewer ? read({ ...args, viewer }) : fromCache(args)
  }
}

type InLocale = { locale: Locale }
type BySlug = InLocale & { slug: string }

const list =
  (collection: string) =>
  ({ locale }: InLocale) => [listTag(collection, locale)]
const document =
  (collection: string) =>
  ({ locale, slug }: BySlug) => [documentTag(collection, slug, locale)]
const global =
  (slug: string) =>
  ({ locale }: InLocale) => [documentTag(slug, '', locale)]
/** Content without drafts (categories, site settings) is expired with the whole site. */
const siteOnly = () => []

export const findPage = previewable('page', queries.findPage, document('pages'))
export const getPricing = cached('pricing', queries.getPricing, global('pricing'))
export const getLegal = cached('legal', queries.getLegal, global('legal'))
export const getSiteSettings = cached('site-settings', queries.getSiteSettings, siteOnly)
export const getRouteSeo = cached('seo-routes', queries.getRouteSeo, global('seo-routes'))
export const listPosts = cached('posts', queries.listPosts, list('posts'))
export const listCategories = cached('categories', queries.listCategories, siteOnly)
export const findCategory = cached('category', queries.findCategory, siteOnly)
export const findPostBySlug = previewable('post', queries.findPostBySlug, document('posts'))
export const listFaqs = cached('faqs', queries.listFaqs, list('faqs'))
export const listTestimonials = cached('testimonials', queries.listTestimonials, list('testimonials'))
export const countTestimonials = cached('testimonial-count', queries.countTestimonials, () => [
  publicationTag('testimonials'),
])
export const listCompetitors = cached('competitors', queries.listCompetitors, list('competitors'))
export const findCompetitor = previewable('competitor', queries.findCompetitor, document('competitors'))
export const getHelpIndex = cached('help-index', help.getHelpIndex, list('help-articles'))
export const findHelpArticle = previewable('help-article', help.findHelpArticle, document('help-articles'))
export const findPublication = cached(
  'publication',
  publication.findPublication,
  ({ collection, slug }: { collection: CollectionSlug; slug: string }) => [publicationTag(collection, slug)],
)
export const listPublications = cached(
  'publications',
  publication.listPublications,
  ({ collection }: { collection: CollectionSlug }) => [publicationTag(collection)],
)
export const globalPublishedLocales = cached(
  'global-publication',
  publication.globalPublishedLocales,
  ({ slug }: { slug: GlobalSlug }) => [publicationTag(slug)],
)
