import type { CollectionConfig } from 'payload'

import { TESTIMONIAL_PLATFORMS } from '../../src/config/content'
import { draftContentAccess, ownDraftsContentAccess } from '../shared/content-access'
import { createdByField } from '../shared/created-by'
import { statusColumnField } from '../shared/status-column'
import { draftVersions } from '../shared/drafts'
import { publishedContentHooks } from '../shared/revalidate-published'
import { localizedRequired } from '../shared/localized-required'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'publicationStatus', 'platform', 'rating', 'date'] },
  // The name is not localized: a language has a draft where the testimonial's text is written.
  custom: { statusTextField: 'content' },
  access: ownDraftsContentAccess('testimonials', draftContentAccess),
  hooks: publishedContentHooks,
  versions: draftVersions,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'school', type: 'text', localized: true, admin: { description: 'Shown under the name' } },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    { name: 'date', type: 'date', required: true },
    localizedRequired({ name: 'content', type: 'textarea' }),
    {
      name: 'platform',
      type: 'select',
      required: true,
      options: TESTIMONIAL_PLATFORMS.map((value) => ({ label: value, value })),
    },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    createdByField(),
    statusColumnField(),
  ],
}
