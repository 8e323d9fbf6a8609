import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '../shared/content-access'
import { siteContentHooks } from '../shared/revalidate-site'
import { slugField } from '../shared/seo-fields'
import { localizedRequired } from '../shared/localized-required'

/**
 * Blog categories (modelled on Payload's website template): a localized title, one slug for every
 * language (the blog's `/blog/category/{slug}`), an optional description. Flat: the nested-docs
 * plugin is not installed.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'] },
  access: publicContentAccess,
  hooks: siteContentHooks,
  defaultSort: 'title',
  fields: [
    localizedRequired({ name: 'title', type: 'text' }),
    slugField(),
    { name: 'description', type: 'textarea', localized: true },
  ],
}
