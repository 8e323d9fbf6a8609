import type { Field } from 'payload'

import { LINKABLE_COLLECTIONS, type LinkableCollection } from '../src/config/content'
import { linkTargets } from './link-targets'

/**
 * A button link (after Payload's website template): a site document, so the link follows a renamed
 * slug and the visitor's language, or a custom URL. `own`: the collection of the document it is
 * written in, which the picker then never offers itself (issue 34 item 13).
 */
export const linkField = (name = 'link', own?: LinkableCollection): Field => ({
  name,
  type: 'group',
  admin: { hideGutter: true },
  fields: [
    {
      name: 'type',
      type: 'radio',
      defaultValue: 'reference',
      admin: { layout: 'horizontal' },
      options: [
        { label: 'Internal link', value: 'reference' },
        { label: 'Custom URL', value: 'custom' },
      ],
    },
    {
      name: 'reference',
      type: 'relationship',
      relationTo: [...LINKABLE_COLLECTIONS],
      // Published documents only, never the document itself (issue 34 item 13).
      filterOptions: linkTargets(own),
      admin: { condition: (_, sibling) => sibling?.type === 'reference' },
    },
    {
      name: 'url',
      type: 'text',
      admin: {
        condition: (_, sibling) => sibling?.type === 'custom',
        description: 'A site path (/plans) or a full URL',
      },
    },
    { name: 'label', type: 'text', required: true },
  ],
})
