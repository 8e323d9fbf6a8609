/**
 * The hero's home-only settings (issue 34 item 15): the flash sale, rating line, competitor headline
 * and demo belong to the home page and its competitor variants (blocks/Hero/config.ts offers
 * them there only).
 */
export const HOME_ONLY_HERO_FIELDS = [
  'flashSaleLabel',
  'saleEndsAt',
  'ratingText',
  'competitorHeadline',
  'demo',
] as const

/**
 * A hero as another page shows it: without the home-only settings, which the admin no longer
 * offers there but a page saved before may still hold (issue 34 item 15).
 */
export const withoutHomeSettings = <T extends { blockType: string }>(block: T): T =>
  block.blockType === 'hero'
    ? (Object.fromEntries(
        Object.entries(block).filter(([key]) => !(HOME_ONLY_HERO_FIELDS as readonly string[]).includes(key)),
      ) as T)
    : block
