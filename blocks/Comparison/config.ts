import type { Block } from 'payload'

import { rowLabelFrom } from '../../fields/row-label'

const PLACEHOLDERS = 'Prices may use {weeklyPrice}, {semesterPrice}, {trialPrice}, {trialHours} and {freeRequests}.'

/**
 * "Studify vs …": the generic table on the page; on /alternative pages the competitor's own rows
 * (and its name in the headings) replace these rows.
 */
export const ComparisonBlock: Block = {
  slug: 'comparison',
  interfaceName: 'ComparisonBlock',
  labels: { singular: 'Comparison', plural: 'Comparisons' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'competitorHeading',
      type: 'text',
      admin: { description: 'Heading on /alternative pages; {competitor} is replaced by its name' },
    },
    {
      type: 'row',
      fields: [
        { name: 'featureLabel', type: 'text', required: true, admin: { description: 'First column' } },
        {
          name: 'otherLabel',
          type: 'text',
          required: true,
          admin: { description: 'Third column (the other product)' },
        },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      labels: { singular: 'Comparison row', plural: 'Comparison rows' },
      admin: { components: rowLabelFrom('feature'), description: PLACEHOLDERS },
      fields: [
        { name: 'feature', type: 'text', required: true },
        { name: 'studify', type: 'text', required: true },
        { name: 'other', type: 'text', required: true },
      ],
    },
    {
      name: 'competitorNote',
      type: 'textarea',
      admin: { description: 'Under the table on /alternative pages; {competitor} is replaced by its name' },
    },
  ],
}
