import type { CollectionConfig } from 'payload'

import { draftContentAccess, ownDraftsContentAccess } from '../shared/content-access'
import { createdByField } from '../shared/created-by'
import { statusColumnField } from '../shared/status-column'
import { draftVersions } from '../shared/drafts'
import { publishedContentHooks } from '../shared/revalidate-published'
import { localizedRequired } from '../shared/localized-required'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'publicationStatus', 'order'] },
  access: ownDraftsContentAccess('faqs', draftContentAccess),
  hooks: publishedContentHooks,
  versions: draftVersions,
  defaultSort: 'order',
  fields: [
    localizedRequired({ name: 'question', type: 'text' }),
    localizedRequired({ name: 'answer', type: 'textarea' }),
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    createdByField(),
    statusColumnField(),
  ],
}
