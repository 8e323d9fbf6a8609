import type { Block } from 'payload'

import { linkField } from '../../../collections/shared/link-field'
import { rowLabelFrom } from '../../../collections/shared/row-label'

/** The page's opening: headline, benefits and the main button, beside the drawn demo. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'flashSaleLabel', type: 'text', admin: { description: 'Beside the countdown, e.g. "Flash sale ends in"' } },
    {
      // A real end: the banner counts down to it for every visitor and hides once it has passed
      // (a timer that restarts on each page load would be a fake scarcity claim).
      name: 'saleEndsAt',
      type: 'date',
      label: 'Flash sale ends at',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description:
          "The banner counts down to this moment (the home page's also drives the dashboard offer); leave empty or in the past for no sale.",
      },
    },
    {
      name: 'ratingText',
      type: 'text',
      admin: { description: '{rating} and {count} are replaced by the rating and review count of the site settings' },
    },
    { name: 'headline', type: 'text', required: true },
    {
      name: 'competitorHeadline',
      type: 'text',
      admin: { description: 'Headline on /alternative pages; {competitor} is replaced by its name' },
    },
    { name: 'subheadline', type: 'textarea' },
    {
      name: 'benefits',
      type: 'array',
      labels: { singular: 'Benefit', plural: 'Benefits' },
      admin: { components: rowLabelFrom('text') },
      maxRows: 6,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    linkField('cta'),
    {
      name: 'demo',
      type: 'group',
      label: 'Demo panel',
      admin: {
        description:
          'The drawn side panel answering a question beside the headline. Text between $…$ is maths (kept left to right in Arabic). Leave the question empty to show no demo.',
      },
      fields: [
        { name: 'question', type: 'text' },
        {
          name: 'steps',
          type: 'array',
          labels: { singular: 'Step', plural: 'Steps' },
          admin: { components: rowLabelFrom('text') },
          maxRows: 4,
          fields: [{ name: 'text', type: 'text', required: true }],
        },
        { name: 'answer', type: 'text' },
        { name: 'verifiedLabel', type: 'text', admin: { description: 'The badge beside the answer, e.g. "Verified"' } },
        { name: 'label', type: 'text', admin: { description: 'What the demo shows, for screen readers' } },
      ],
    },
    {
      name: 'platformsLabel',
      type: 'text',
      admin: { description: 'Above the scrolling learning-platform names; leave empty to hide the banner' },
    },
  ],
}
