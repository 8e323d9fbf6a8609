import type { GlobalConfig } from 'payload'

import { globalHooks, publicGlobalAccess } from '../shared'
import { localizedRequired } from '../../collections/shared/localized-required'

/** Offer-section copy. Amounts and intervals live in the plan catalogue, never here. */
export const Pricing: GlobalConfig = {
  slug: 'pricing',
  access: publicGlobalAccess,
  hooks: globalHooks,
  fields: [
    localizedRequired({ name: 'heading', type: 'text' }),
    { name: 'subheading', type: 'textarea', localized: true },
    {
      name: 'features',
      type: 'array',
      localized: true,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    { name: 'guarantee', type: 'text', localized: true },
    localizedRequired({ name: 'ctaLabel', type: 'text' }),
  ],
}
