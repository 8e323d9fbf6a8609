import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '../shared/content-access'
import { siteContentHooks } from '../shared/revalidate-site'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'order'] },
  access: publicContentAccess,
  hooks: siteContentHooks,
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
