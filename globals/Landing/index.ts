import type { GlobalConfig } from 'payload'

import { globalDraftVersions } from '../../collections/shared/drafts'
import { globalPreview } from '../../collections/shared/preview'
import { draftGlobalAccess, publishedGlobalHooks } from '../shared'
import { localizedRequired } from '../../collections/shared/localized-required'
import { machineDraftedField } from '../../collections/shared/machine-drafted'
import { rowLabelFrom } from '../../collections/shared/row-label'

/** Landing-page copy (spec §2 Landing page). Prices are not copy: they come from the plan catalogue. */
export const Landing: GlobalConfig = {
  slug: 'landing',
  admin: globalPreview('landing'),
  access: draftGlobalAccess,
  hooks: publishedGlobalHooks,
  versions: globalDraftVersions,
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        localizedRequired({ name: 'flashSaleLabel', type: 'text' }),
        {
          // A real end: the banner counts down to it for every visitor and hides once it has passed
          // (a timer that restarts on each page load would be a fake scarcity claim).
          name: 'saleEndsAt',
          type: 'date',
          label: 'Flash sale ends at',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description:
              'The hero banner and the dashboard offer count down to this moment; leave empty or in the past for no sale.',
          },
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
          labels: { singular: 'Benefit', plural: 'Benefits' },
          admin: { components: rowLabelFrom('text') },
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
      labels: { singular: 'Feature card', plural: 'Feature cards' },
      admin: { components: rowLabelFrom('title') },
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
          labels: { singular: 'Comparison row', plural: 'Comparison rows' },
          admin: { components: rowLabelFrom('feature') },
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
    machineDraftedField(),
  ],
}
