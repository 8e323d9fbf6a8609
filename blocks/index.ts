import { CallToActionBlock } from './CallToAction/config'
import { ComparisonBlock } from './Comparison/config'
import { FaqBlock } from './Faq/config'
import { FeaturesBlock } from './Features/config'
import { heroBlock, isHomePage } from './Hero/config'
import { HowItWorksBlock } from './HowItWorks/config'
import { MediaBlock } from './Media/config'
import { OfferBlock } from './Offer/config'
import { RichTextBlock } from './RichText/config'
import { TestimonialsBlock } from './Testimonials/config'

/**
 * The blocks a marketing page is made of, in the order the admin offers them. Each has a component
 * in blocks/RenderBlocks.tsx; tests/int/render-blocks.int.spec.ts renders every one.
 */
const blocksWith = (hero: ReturnType<typeof heroBlock>) => [
  hero,
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

/** A page's blocks: the hero's home-only settings show on the home page only (issue 34 item 15). */
export const PAGE_BLOCKS = blocksWith(heroBlock(isHomePage))

/** A competitor page is the home page with overrides: its hero override offers every setting. */
export const OVERRIDE_BLOCKS = blocksWith(heroBlock())
