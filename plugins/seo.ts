import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Config } from 'payload'

/**
 * The SEO plugin's field components (length indicators, checklist, search-result preview) are
 * placed in our own localized SEO fields (collections/shared/seo-fields.ts), which keep their
 * stored names; the plugin itself is registered for its admin translations in 14 languages.
 * Defaults for empty fields are generated when a page is rendered (src/lib/seo-defaults.ts).
 */
export const seo = (config: Config): Config => ({
  ...seoPlugin({ collections: [], globals: [] })(config),
  // Its generate-* endpoints serve the plugin's own `meta` fields, which no collection has.
  endpoints: config.endpoints,
})
