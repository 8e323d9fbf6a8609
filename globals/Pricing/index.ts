import type { GlobalConfig } from 'payload'

import { globalHooks, publicGlobalAccess } from '../shared'

/** Offer-section copy. Amounts and intervals live in the plan catalogue, never here. */
export const Pricing: GlobalConfig = {
  slug: 'pricing',
  access: publicGlobalAccess,
  hooks: globalHooks,
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'subheading', type: 'textarea', localized: true },
    {
      name: 'features',
      type: 'array',
      localized: true,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    { name: 'guarantee', type: 'text', localized: true },
    { name: 'ctaLabel', type: 'text', required: true, localized: true },
  ],
}
