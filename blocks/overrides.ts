import type { PageBlock } from './types'

/**
 * A competitor page's blocks: the home page's, where each block a competitor overrides is replaced
 * by its own block of the same type (the n-th hero of the home page by the n-th hero override, and
 * so on). Overrides without such a block on the home page are not shown: the page keeps the home
 * page's order.
 */
export const applyBlockOverrides = (
  layout: readonly PageBlock[],
  overrides: readonly PageBlock[] | null | undefined,
): PageBlock[] => {
  if (!overrides?.length) return [...layout]
  const used = new Map<string, number>()
  return layout.map((block) => {
    const nth = used.get(block.blockType) ?? 0
    used.set(block.blockType, nth + 1)
    return overrides.filter((override) => override.blockType === block.blockType)[nth] ?? block
  })
}
