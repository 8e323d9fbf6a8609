import type { Locale } from '../src/config/locales'
import type { Competitor, Page, SiteSetting } from '../src/payload-types'

export type PageBlock = NonNullable<Page['layout']>[number]
export type PageBlockType = PageBlock['blockType']
export type BlockOf<T extends PageBlockType> = Extract<PageBlock, { blockType: T }>

/** What every block of a page renders with. */
export type BlockContext = {
  locale: Locale
  /** On /alternative/{slug}: the competitor whose headline and comparison the page shows. */
  competitor: Competitor | null
  settings: SiteSetting
  /** Editor text with the plan catalogue's placeholders ({weeklyPrice}…) filled in. */
  fill: (text: string | null | undefined) => string
}

export type BlockProps<T extends PageBlockType> = {
  block: BlockOf<T>
  context: BlockContext
  /**
   * '' for the first block of its type on the page, '-2', '-3'… after: the first keeps today's
   * anchors (#features, #pricing, #faq) and heading ids, later ones stay unique.
   */
  idSuffix: string
}
