import type { Block } from 'payload'

import { linkField } from '../../fields/link'

/** A closing heading, a line of text and one button. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'PageCallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea' }, linkField()],
}
