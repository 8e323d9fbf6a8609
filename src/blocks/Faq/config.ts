import type { Block } from 'payload'

/** The published questions of the FAQs collection, in its order, with the support address. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The questions themselves are edited in the FAQs collection.' },
    },
    {
      name: 'contactText',
      type: 'text',
      admin: { description: '{email} is replaced by the support address of the site settings' },
    },
  ],
}
