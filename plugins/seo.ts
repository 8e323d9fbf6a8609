import { seoPlugin } from '@payloadcms/plugin-seo'
import type { GenerateURL } from '@payloadcms/plugin-seo/types'
import type { Config } from 'payload'

import { serverUrl } from '../src/config/server'
import { LINKABLE_COLLECTIONS } from '../src/config/content'
import { type PreviewCollection, previewPagePath } from '../src/lib/preview-path'

const GENERATE_URL_PATH = '/plugin-seo/generate-url'

/**
 * The address the SEO preview shows (issue 34 item 14): the page's own, in the locale being
 * edited, from the same routes as the Preview button (src/lib/preview-path.ts); empty when the
 * document has no page (or no slug yet).
 */
export const generateURL: GenerateURL = ({ collectionSlug, doc, locale }) => {
  if (!collectionSlug || !(LINKABLE_COLLECTIONS as readonly string[]).includes(collectionSlug)) return ''
  const slug = (doc as { slug?: unknown } | undefined)?.slug
  const path = previewPagePath({ collection: collectionSlug as PreviewCollection, slug }, locale)
  return path ? `${serverUrl()}${path}` : ''
}

/**
 * The SEO plugin's field components (length indicators, checklist, search-result preview) are
 * placed in our own localized SEO fields (collections/shared/seo-fields.ts), which keep their
 * stored names; the plugin itself is registered for its admin translations in 14 languages and its
 * generate-url endpoint (signed-in staff; the preview's address). Defaults for empty fields are
 * generated when a page is rendered (src/lib/seo-defaults.ts).
 */
export const seo = (config: Config): Config => {
  const withPlugin = seoPlugin({ collections: [], globals: [] })(config)
  // The endpoint answers for the collections it is configured with (checking the caller may read
  // the document), but configured so the plugin would add its `meta` fields to them: only the
  // endpoint of that configuration is kept.
  const url = seoPlugin({ collections: [...LINKABLE_COLLECTIONS], globals: [], generateURL })(config).endpoints?.find(
    (endpoint) => endpoint.path === GENERATE_URL_PATH,
  )
  return {
    ...withPlugin,
    // Its generate-title/description/image endpoints serve the plugin's own `meta` fields, which no collection has.
    endpoints: [...(config.endpoints ?? []), ...(url ? [url] : [])],
  }
}
