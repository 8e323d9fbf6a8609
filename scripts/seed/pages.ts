import { seedSaleEndsAt } from '../../src/config/flash-sale'
import { TRIAL_CHECKOUT_PATH } from '../../src/config/plans'
import type { PageSeed } from './types'

type Fields = Record<string, unknown>

/**
 * A seeded page's blocks in one locale: the seed files hold the words; the buttons' target (the
 * trial checkout) and the sale end (9:11:27 from the moment of seeding, the spec's figure) are
 * filled in here.
 */
export const seededLayout = (layout: PageSeed['layout'], saleEndsAt: string = seedSaleEndsAt()): PageSeed['layout'] =>
  layout.map((block) => {
    if (block.blockType === 'hero') {
      return { ...block, saleEndsAt, cta: { type: 'custom', url: TRIAL_CHECKOUT_PATH, ...(block.cta as Fields) } }
    }
    if (block.blockType === 'callToAction') {
      return { ...block, link: { type: 'custom', url: TRIAL_CHECKOUT_PATH, ...(block.link as Fields) } }
    }
    return block
  })
