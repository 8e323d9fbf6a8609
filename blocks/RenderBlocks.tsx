import type { ComponentType } from 'react'

import { CallToActionBlockView } from './CallToAction/Component'
import { ComparisonBlockView } from './Comparison/Component'
import { FaqBlockView } from './Faq/Component'
import { FeaturesBlockView } from './Features/Component'
import { HeroBlockView } from './Hero/Component'
import { HowItWorksBlockView } from './HowItWorks/Component'
import { MediaBlockView } from './Media/Component'
import { OfferBlockView } from './Offer/Component'
import { RichTextBlockView } from './RichText/Component'
import { TestimonialsBlockView } from './Testimonials/Component'
import type { BlockContext, BlockProps, PageBlock, PageBlockType } from './types'

/** One server component per block type (the configs are in blocks/index.ts). */
const BLOCK_VIEWS: { [T in PageBlockType]: ComponentType<BlockProps<T>> } = {
  hero: HeroBlockView,
  features: FeaturesBlockView,
  howItWorks: HowItWorksBlockView,
  offer: OfferBlockView,
  comparison: ComparisonBlockView,
  testimonials: TestimonialsBlockView,
  faq: FaqBlockView,
  callToAction: CallToActionBlockView,
  richText: RichTextBlockView,
  media: MediaBlockView,
}

/** A page's blocks, top to bottom (after Payload's website template). */
export function RenderBlocks({ blocks, context }: { blocks: readonly PageBlock[]; context: BlockContext }) {
  const seen = new Map<PageBlockType, number>()
  return (
    <>
      {blocks.map((block, index) => {
        const View = BLOCK_VIEWS[block.blockType] as ComponentType<BlockProps<PageBlockType>> | undefined
        if (!View) return null
        const count = (seen.get(block.blockType) ?? 0) + 1
        seen.set(block.blockType, count)
        return (
          <View key={block.id ?? index} block={block} context={context} idSuffix={count === 1 ? '' : `-${count}`} />
        )
      })}
    </>
  )
}
