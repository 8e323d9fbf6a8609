import type { Block } from 'payload'

/**
 * The published questions of the FAQs collection with the support address: the ones the block
 * chooses, in its order, or all of them in the collection's order when it chooses none.
 */
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
      name: 'faqs',
      type: 'relationship',
      relationTo: 'faqs',
      hasMany: true,
      admin: {
        description:
          'The questions to show, in this order (drag to reorder); leave empty to show every published question.',
      },
    },
    {
      name: 'contactText',
      type: 'text',
      admin: { description: '{email} is replaced by the support address of the site settings' },
    },
  ],
}
