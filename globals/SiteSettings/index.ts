import type { GlobalConfig } from 'payload'

import { globalHooks, publicGlobalAccess } from '../shared'
import { localizedRequired } from '../../collections/shared/localized-required'
import { rowLabelFrom } from '../../fields/row-label'

/** Contact details, social links, default SEO and the one consistent set of marketing claims. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: publicGlobalAccess,
  hooks: globalHooks,
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Studify' },
    { name: 'supportEmail', type: 'email', required: true },
    {
      name: 'socials',
      type: 'array',
      labels: { singular: 'Social link', plural: 'Social links' },
      admin: { components: rowLabelFrom('url') },
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: ['x', 'instagram', 'tiktok', 'youtube', 'discord', 'linkedin'].map((value) => ({
            label: value,
            value,
          })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'claims',
      type: 'group',
      admin: { description: 'Figures quoted across the site; keep them consistent' },
      fields: [
        { name: 'ratingValue', type: 'number', required: true, min: 0, max: 5 },
        { name: 'ratingCount', type: 'number', required: true, min: 0 },
        { name: 'students', type: 'text', required: true },
        { name: 'questionsAnswered', type: 'text', required: true },
        { name: 'accuracy', type: 'text', required: true },
        { name: 'subjects', type: 'text', required: true },
        { name: 'siteLanguages', type: 'number', required: true },
        { name: 'answerLanguages', type: 'text', required: true },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        localizedRequired({ name: 'title', type: 'text' }),
        localizedRequired({ name: 'description', type: 'textarea' }),
        { name: 'keywords', type: 'text', localized: true },
      ],
    },
  ],
}
