import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Competitors } from '../../../collections/Competitors'
import { Pages } from '../../../collections/Pages'
import { HOME_PAGE_SLUG } from '@/config/pages'

/**
 * Issue 34 item 15: the hero's home-only settings (flash sale, rating, competitor headline, demo)
 * are offered on the home page (and on a competitor page, which is the home page with overrides),
 * not on every page; the FAQ block chooses its questions.
 */
const HOME_ONLY = ['flashSaleLabel', 'saleEndsAt', 'ratingText', 'competitorHeadline', 'demo']
const EVERY_PAGE = ['headline', 'subheadline', 'benefits', 'cta', 'platformsLabel']

const blocksOf = (fields: Field[], name: string): Block[] => {
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field || field.type !== 'blocks') throw new Error(`no blocks field ${name}`)
  return field.blocks
}
const blockOf = (blocks: Block[], slug: string) => blocks.find((block) => block.slug === slug)!
const fieldOf = (block: Block, name: string) =>
  block.fields.find((field) => 'name' in field && field.name === name) as Field | undefined

const shown = (field: Field, data: Record<string, unknown>) => {
  const condition = field.admin?.condition
  return condition ? Boolean(condition(data, {}, { operation: 'update', path: [], user: null } as never)) : true
}

describe('the hero block of a page', () => {
  const hero = blockOf(blocksOf(Pages.fields, 'layout'), 'hero')

  it.each(HOME_ONLY)('offers %s on the home page only', (name) => {
    const field = fieldOf(hero, name)!
    expect(shown(field, { slug: HOME_PAGE_SLUG })).toBe(true)
    expect(shown(field, { slug: 'exam-season' })).toBe(false)
    expect(shown(field, {})).toBe(false)
  })

  it.each(EVERY_PAGE)('offers %s on every page', (name) => {
    const field = fieldOf(hero, name)!
    expect(shown(field, { slug: HOME_PAGE_SLUG })).toBe(true)
    expect(shown(field, { slug: 'exam-season' })).toBe(true)
  })

  it("offers all of them in a competitor's overrides (its page is the home page)", () => {
    const override = blockOf(blocksOf(Competitors.fields, 'blockOverrides'), 'hero')
    for (const name of [...HOME_ONLY, ...EVERY_PAGE])
      expect(shown(fieldOf(override, name)!, { slug: 'rivalo' })).toBe(true)
  })
})

describe('the FAQ block', () => {
  it('chooses its questions: an ordered list of FAQs (empty = all of them)', () => {
    const faq = blockOf(blocksOf(Pages.fields, 'layout'), 'faq')
    const field = fieldOf(faq, 'faqs')
    expect(field).toMatchObject({ type: 'relationship', relationTo: 'faqs', hasMany: true })
  })
})
