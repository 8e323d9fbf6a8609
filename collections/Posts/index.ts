import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '../shared/content-access'
import { siteContentHooks } from '../shared/revalidate-site'
import { seoGroup, slugField } from '../shared/seo-fields'

/** Blog articles. The body is split around the offer block the post page places between halves. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt'] },
  access: publicContentAccess,
  hooks: siteContentHooks,
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'excerpt', type: 'textarea', required: true, localized: true },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'category', type: 'text', required: true, localized: true },
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    { name: 'readTimeMinutes', type: 'number', required: true, min: 1, admin: { position: 'sidebar' } },
    { name: 'author', type: 'text', required: true, localized: true, admin: { position: 'sidebar' } },
    { name: 'contentBeforeOffer', type: 'richText', required: true, localized: true },
    { name: 'contentAfterOffer', type: 'richText', localized: true },
    seoGroup(),
  ],
}
