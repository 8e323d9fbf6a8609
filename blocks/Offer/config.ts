import type { Block } from 'payload'

const FALLBACK =
  'Empty: the Pricing global’s, as on /pricing. The plan features, the button and every price come from the Pricing global and the plan catalogue.'

/** The Studify+ offer with its weekly / semester switch. Prices always come from the plan catalogue. */
export const OfferBlock: Block = {
  slug: 'offer',
  interfaceName: 'PageOfferBlock',
  labels: { singular: 'Offer', plural: 'Offers' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: FALLBACK } },
    { name: 'subheading', type: 'textarea', admin: { description: 'Empty: the Pricing global’s.' } },
  ],
}
