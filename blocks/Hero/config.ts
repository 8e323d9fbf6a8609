import type { Block, Condition, Field } from 'payload'

import { linkField } from '../../fields/link'
import { rowLabelFrom } from '../../fields/row-label'
import type { LinkableCollection } from '../../src/config/content'
import { HOME_PAGE_SLUG } from '../../src/config/pages'

/**
 * Where the home-only settings apply: the home page (the flash sale, rating line, competitor
 * headline and demo are its own, issue 34 item 15). A competitor page is the home page with
 * overrides, so a hero override there offers them all.
 */
export const isHomePage: Condition = (data) => data?.slug === HOME_PAGE_SLUG

const onlyWhere = (condition: Condition | undefined, field: Field): Field =>
  condition ? ({ ...field, admin: { ...field.admin, condition } } as Field) : field

/**
 * The page's opening: headline, benefits and the main button, beside the drawn demo. The home-only
 * settings are offered where `homeSettings` holds (always when it is not given); its button never
 * links to the document it is in (`own`).
 */
export const heroBlock = (homeSettings?: Condition, own?: LinkableCollection): Block => ({
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    onlyWhere(homeSettings, {
      name: 'flashSaleLabel',
      type: 'text',
      admin: { description: 'Beside the countdown, e.g. "Flash sale ends in"' },
    }),
    onlyWhere(homeSettings, {
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
    }),
    onlyWhere(homeSettings, {
      name: 'ratingText',
      type: 'text',
      admin: { description: '{rating} and {count} are replaced by the rating and review count of the site settings' },
    }),
    { name: 'headline', type: 'text', required: true },
    onlyWhere(homeSettings, {
      name: 'competitorHeadline',
      type: 'text',
      admin: { description: 'Headline on /alternative pages; {competitor} is replaced by its name' },
    }),
    { name: 'subheadline', type: 'textarea' },
    {
      name: 'benefits',
      type: 'array',
      labels: { singular: 'Benefit', plural: 'Benefits' },
      admin: { components: rowLabelFrom('text') },
      maxRows: 6,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    linkField('cta', own),
    onlyWhere(homeSettings, {
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
    }),
    {
      name: 'platformsLabel',
      type: 'text',
      admin: { description: 'Above the scrolling learning-platform names; leave empty to hide the banner' },
    },
  ],
})
