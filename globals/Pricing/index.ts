import type { GlobalConfig } from 'payload'

import { globalDraftVersions } from '../../collections/shared/drafts'
import { draftGlobalAccess, publishedGlobalHooks } from '../shared'
import { localizedRequired } from '../../collections/shared/localized-required'
import { machineDraftedField } from '../../collections/shared/machine-drafted'
import { rowLabelFrom } from '../../fields/row-label'

/** Offer-section copy. Amounts and intervals live in the plan catalogue, never here. */
export const Pricing: GlobalConfig = {
  slug: 'pricing',
  access: draftGlobalAccess,
  hooks: publishedGlobalHooks,
  versions: globalDraftVersions,
  fields: [
    localizedRequired({ name: 'heading', type: 'text' }),
    { name: 'subheading', type: 'textarea', localized: true },
    {
      name: 'features',
      type: 'array',
      localized: true,
      labels: { singular: 'Feature', plural: 'Features' },
      admin: { components: rowLabelFrom('text') },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    { name: 'guarantee', type: 'text', localized: true },
    localizedRequired({ name: 'ctaLabel', type: 'text' }),
    machineDraftedField(),
  ],
}
