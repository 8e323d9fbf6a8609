import type { Block } from 'payload'

import { rowLabelFrom } from '../../fields/row-label'
import { FEATURE_ICONS } from '../../src/config/pages'

const ICON_LABELS: Record<(typeof FEATURE_ICONS)[number], string> = {
  ask: 'Question bubble',
  screenshot: 'Screenshot frame',
  rightClick: 'Right-click cursor',
  followUps: 'Two bubbles',
  languages: 'Answer-language count',
}

/** A grid of feature cards, each with a drawn icon. */
export const FeaturesBlock: Block = {
  slug: 'features',
  interfaceName: 'FeaturesBlock',
  labels: { singular: 'Features', plural: 'Features' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Feature card', plural: 'Feature cards' },
      admin: { components: rowLabelFrom('title') },
      fields: [
        {
          name: 'icon',
          type: 'select',
          required: true,
          defaultValue: 'ask',
          options: FEATURE_ICONS.map((value) => ({ value, label: ICON_LABELS[value] })),
        },
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
      ],
    },
  ],
}
