import type { GlobalConfig } from 'payload'

import { globalHooks, publicGlobalAccess } from '../shared'
import { localizedRequired } from '../../collections/shared/localized-required'

/** Landing-page copy (spec §2 Landing page). Prices are not copy: they come from the plan catalogue. */
export const Landing: GlobalConfig = {
  slug: 'landing',
  access: publicGlobalAccess,
  hooks: globalHooks,
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        localizedRequired({ name: 'flashSaleLabel', type: 'text' }),
        {
          name: 'countdownStartSeconds',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 9 * 3600 + 11 * 60 + 27,
          admin: { description: 'Flash-sale countdown start in seconds (9:11:27 = 33087)' },
        },
        localizedRequired({ name: 'ratingText', type: 'text' }),
        localizedRequired({ name: 'headline', type: 'text' }),
        {
          name: 'competitorHeadline',
          type: 'text',
          required: true,
          localized: true,
          admin: { description: 'Headline on /alternative pages; {competitor} is replaced by its name' },
        },
        { name: 'subheadline', type: 'textarea', localized: true },
        {
          name: 'benefits',
          type: 'array',
          localized: true,
          minRows: 1,
          maxRows: 4,
          fields: [{ name: 'text', type: 'text', required: true }],
        },
        localizedRequired({ name: 'ctaLabel', type: 'text' }),
      ],
    },
    {
      name: 'features',
      type: 'array',
      localized: true,
      maxRows: 5,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
      ],
    },
    {
      name: 'comparison',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', localized: true },
        {
          name: 'rows',
          type: 'array',
          localized: true,
          maxRows: 5,
          fields: [
            { name: 'feature', type: 'text', required: true },
            { name: 'studify', type: 'text', required: true },
            { name: 'chatbot', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'finalCta',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'buttonLabel', type: 'text', localized: true },
      ],
    },
  ],
}
