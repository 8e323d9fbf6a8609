import type { Block } from 'payload'

import { linkField } from '../../fields/link'
import type { LinkableCollection } from '../../src/config/content'

/** A closing heading, a line of text and one button (which never links to the document it is in). */
export const callToActionBlock = (own?: LinkableCollection): Block => ({
  slug: 'callToAction',
  interfaceName: 'PageCallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    linkField('link', own),
  ],
})
