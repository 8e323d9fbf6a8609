/**
 * The cache tag of every cached CMS read of the site's pages (src/services/content/cached-queries.ts),
 * expired on any published change (collections/shared/revalidate-site.ts).
 */
export const SITE_CONTENT_TAG = 'site-content'
