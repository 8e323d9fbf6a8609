import type { Block } from 'payload'

/** The published reviews of the Testimonials collection, in its order. */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      admin: { description: 'The reviews themselves are edited in the Testimonials collection.' },
    },
    { name: 'subtitle', type: 'text' },
  ],
}
