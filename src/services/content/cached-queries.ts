import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { SITE_CONTENT_TAG } from '../../config/cache-tags'
import * as help from './help'
import * as publication from './publication'
import { previewViewer } from './preview'
import * as queries from './queries'
import type { PreviewViewer } from './read-as'

/**
 * The CMS reads of the site's pages, cached across requests. Pages render per request (each has its
 * own script nonce, src/proxy.ts), so the page cache no longer keeps these reads off the database:
 * this cache does, one entry per query and arguments (locale, slug, limit), kept until content is
 * published. collections/shared/revalidate-site.ts expires SITE_CONTENT_TAG on any published change
 * (and `revalidatePath('/', 'layout')` reaches these entries too, through the page's implicit tags).
 * The cache handler (lib/cache/shared-tags-cache-handler.mjs) shares those expiries between servers.
 * Which locales a document is published in is cached the same way: a publish or unpublish in any
 * locale expires the tag, so every locale's redirect and hreflang follow at once.
 */

const cached =
  <A extends { payload: Payload }, R>(name: string, read: (args: A) => Promise<R>) =>
  (args: A): Promise<R> => {
    const { payload: _payload, ...key } = args
    return unstable_cache(() => read(args), [SITE_CONTENT_TAG, name, JSON.stringify(key)], {
      tags: [SITE_CONTENT_TAG],
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
) => {
  const fromCache = cached(name, read)
  return async (args: A): Promise<R> => {
    const viewer = await previewViewer(args.payload)
    return viewer ? read({ ...args, viewer }) : fromCache(args)
  }
}

export const findPage = previewable('page', queries.findPage)
export const getPricing = cached('pricing', queries.getPricing)
export const getLegal = cached('legal', queries.getLegal)
export const getSiteSettings = cached('site-settings', queries.getSiteSettings)
export const getRouteSeo = cached('seo-routes', queries.getRouteSeo)
export const listPosts = cached('posts', queries.listPosts)
export const listCategories = cached('categories', queries.listCategories)
export const findCategory = cached('category', queries.findCategory)
export const findPostBySlug = previewable('post', queries.findPostBySlug)
export const listFaqs = cached('faqs', queries.listFaqs)
export const listTestimonials = cached('testimonials', queries.listTestimonials)
export const countTestimonials = cached('testimonial-count', queries.countTestimonials)
export const listCompetitors = cached('competitors', queries.listCompetitors)
export const findCompetitor = previewable('competitor', queries.findCompetitor)
export const getHelpIndex = cached('help-index', help.getHelpIndex)
export const findHelpArticle = previewable('help-article', help.findHelpArticle)
export const findPublication = cached('publication', publication.findPublication)
export const listPublications = cached('publications', publication.listPublications)
export const globalPublishedLocales = cached('global-publication', publication.globalPublishedLocales)
