import type { CollectionConfig } from 'payload'

import { HELP_CATEGORY_SLUGS } from '../../src/config/content'
import { publicContentAccess } from '../shared/content-access'
import { siteContentHooks } from '../shared/revalidate-site'
import { localizedRequired } from '../shared/localized-required'
import { keepUsedCategory } from './hooks/keep-used-category'

export const HelpCategories: CollectionConfig = {
  slug: 'help-categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'] },
  access: publicContentAccess,
  hooks: { ...siteContentHooks, beforeDelete: [keepUsedCategory] },
  defaultSort: 'order',
  fields: [
    localizedRequired({ name: 'name', type: 'text' }),
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      options: HELP_CATEGORY_SLUGS.map((slug) => ({ label: slug, value: slug })),
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
