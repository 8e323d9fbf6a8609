import type { Block } from 'payload'

import { rowLabelFrom } from '../../fields/row-label'

/** Numbered steps. */
export const HowItWorksBlock: Block = {
  slug: 'howItWorks',
  interfaceName: 'HowItWorksBlock',
  labels: { singular: 'How it works', plural: 'How it works' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'steps',
      type: 'array',
      labels: { singular: 'Step', plural: 'Steps' },
      admin: { components: rowLabelFrom('title') },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
  ],
}
