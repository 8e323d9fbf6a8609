import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '../shared/content-access'
import { siteContentHooks } from '../shared/revalidate-site'
import { slugField } from '../shared/seo-fields'
import { localizedRequired } from '../shared/localized-required'

/** Competitor-alternative landing pages, `/alternative/{slug}` (spec §2, §3). */
export const Competitors: CollectionConfig = {
  slug: 'competitors',
  admin: { useAsTitle: 'displayName', defaultColumns: ['displayName', 'slug', 'showInFooter'] },
  access: publicContentAccess,
  hooks: siteContentHooks,
  defaultSort: 'order',
  fields: [
    slugField({ admin: { position: 'sidebar', description: 'The competitor id used in the URL' } }),
    { name: 'displayName', type: 'text', required: true },
    localizedRequired({ name: 'seoTitle', type: 'text' }),
    localizedRequired({ name: 'seoDescription', type: 'textarea' }),
    localizedRequired({ name: 'seoKeywords', type: 'text' }),
    {
      name: 'comparison',
      type: 'textarea',
      localized: true,
      admin: { description: 'One paragraph comparing the competitor with Studify' },
    },
    { name: 'showInFooter', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
