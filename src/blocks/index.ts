import { CallToActionBlock } from './CallToAction/config'
import { ComparisonBlock } from './Comparison/config'
import { FaqBlock } from './Faq/config'
import { FeaturesBlock } from './Features/config'
import { HeroBlock } from './Hero/config'
import { HowItWorksBlock } from './HowItWorks/config'
import { MediaBlock } from './Media/config'
import { OfferBlock } from './Offer/config'
import { RichTextBlock } from './RichText/config'
import { TestimonialsBlock } from './Testimonials/config'

/**
 * The blocks a marketing page is made of, in the order the admin offers them. Each has a component
 * in src/blocks/RenderBlocks.tsx; tests/int/render-blocks.int.spec.ts renders every one.
 */
export const PAGE_BLOCKS = [
  HeroBlock,
  FeaturesBlock,
  HowItWorksBlock,
  OfferBlock,
  ComparisonBlock,
  TestimonialsBlock,
  FaqBlock,
  CallToActionBlock,
  RichTextBlock,
  MediaBlock,
]
