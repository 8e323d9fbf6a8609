import { describe, expect, it } from 'vitest'

import { applyBlockOverrides } from '../../../blocks/overrides'
import type { PageBlock } from '../../../blocks/types'

const block = (blockType: string, id: string) => ({ blockType, id }) as unknown as PageBlock
const ids = (blocks: PageBlock[]) => blocks.map((item) => item.id)

describe("a competitor's block overrides", () => {
  const home = [block('hero', 'h'), block('features', 'f'), block('richText', 'r1'), block('richText', 'r2')]

  it('leave the home page as it is when there are none', () => {
    expect(ids(applyBlockOverrides(home, []))).toEqual(['h', 'f', 'r1', 'r2'])
    expect(ids(applyBlockOverrides(home, null))).toEqual(['h', 'f', 'r1', 'r2'])
  })

  it('replace the block of the same type in place', () => {
    expect(ids(applyBlockOverrides(home, [block('hero', 'H')]))).toEqual(['H', 'f', 'r1', 'r2'])
  })

  it('replace the n-th block of a type by the n-th override of that type', () => {
    const overrides = [block('richText', 'R1'), block('richText', 'R2')]
    expect(ids(applyBlockOverrides(home, overrides))).toEqual(['h', 'f', 'R1', 'R2'])
    expect(ids(applyBlockOverrides(home, [block('richText', 'R1')]))).toEqual(['h', 'f', 'R1', 'r2'])
  })

  it('add nothing the home page does not have', () => {
    expect(ids(applyBlockOverrides(home, [block('faq', 'Q')]))).toEqual(['h', 'f', 'r1', 'r2'])
  })
})
