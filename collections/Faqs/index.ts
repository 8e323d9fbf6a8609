import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '../shared/content-access'
import { siteContentHooks } from '../shared/revalidate-site'
import { localizedRequired } from '../shared/localized-required'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'order'] },
  access: publicContentAccess,
  hooks: siteContentHooks,
  defaultSort: 'order',
  fields: [
    localizedRequired({ name: 'question', type: 'text' }),
    localizedRequired({ name: 'answer', type: 'textarea' }),
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
