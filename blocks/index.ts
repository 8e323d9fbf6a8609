import { callToActionBlock } from './CallToAction/config'
import { ComparisonBlock } from './Comparison/config'
import { FaqBlock } from './Faq/config'
import { FeaturesBlock } from './Features/config'
import { heroBlock, isHomePage } from './Hero/config'
import { HowItWorksBlock } from './HowItWorks/config'
import { MediaBlock } from './Media/config'
import { OfferBlock } from './Offer/config'
import { richTextBlock } from './RichText/config'
import { TestimonialsBlock } from './Testimonials/config'

/**
 * The blocks a marketing page is made of, in the order the admin offers them. Each has a component
 * in blocks/RenderBlocks.tsx; tests/int/render-blocks.int.spec.ts renders every one. Their links
 * never offer the document they are in (`own`, issue 34 item 13).
 */
const blocksWith = (hero: ReturnType<typeof heroBlock>, own: 'pages' | 'competitors') => [
  hero,
  FeaturesBlock,
  HowItWorksBlock,
  OfferBlock,
  ComparisonBlock,
  TestimonialsBlock,
  FaqBlock,
  callToActionBlock(own),
  richTextBlock(own),
  MediaBlock,
]

/** A page's blocks: the hero's home-only settings show on the home page only (issue 34 item 15). */
export const PAGE_BLOCKS = blocksWith(heroBlock(isHomePage, 'pages'), 'pages')

/** A competitor page is the home page with overrides: its hero override offers every setting. */
export const OVERRIDE_BLOCKS = blocksWith(heroBlock(undefined, 'competitors'), 'competitors')
