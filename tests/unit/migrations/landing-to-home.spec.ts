import { describe, expect, it } from 'vitest'

import { homeFromLanding, type LandingTables } from '../../../migrations/data/landing-to-home'
import { TRIAL_CHECKOUT_PATH } from '@/config/plans'

/** The Landing global's tables as an older database holds them (one English and one French row). */
const tables: LandingTables = {
  main: [{ id: 1, hero_sale_ends_at: '2030-01-02T03:04:05.000Z' }],
  locales: [
    {
      _locale: 'en',
      _status: 'published',
      hero_headline: 'Edited headline',
      hero_cta_label: 'Edited button',
      comparison_heading: 'Edited comparison',
      final_cta_heading: 'Edited closing',
      hero_subheadline: null,
    },
    { _locale: 'fr', _status: 'draft', hero_headline: 'Titre modifié' },
  ],
  benefits: [
    { _locale: 'en', _order: 2, text: 'Second' },
    { _locale: 'en', _order: 1, text: 'First' },
  ],
  features: [{ _locale: 'en', _order: 1, title: 'Only card', description: 'Its text' }],
  rows: [{ _locale: 'en', _order: 1, feature: 'Speed', studify: 'Fast', chatbot: 'Slow' }],
}

const blockOf = (layout: Array<Record<string, unknown>>, type: string) => layout.find((b) => b.blockType === type)!

describe("the Landing global's content becomes the home page", () => {
  it("keeps the editors' words and the seed's for what was in the message files", () => {
    const home = homeFromLanding(tables, 'en')!
    expect(home.published).toBe(true)
    expect(home.layout.map((block) => block.blockType)).toEqual([
      'hero',
      'features',
      'howItWorks',
      'offer',
      'comparison',
      'testimonials',
      'faq',
      'callToAction',
    ])
    const hero = blockOf(home.layout, 'hero')
    expect(hero).toMatchObject({
      headline: 'Edited headline',
      saleEndsAt: '2030-01-02T03:04:05.000Z',
      benefits: [{ text: 'First' }, { text: 'Second' }],
      cta: { type: 'custom', url: TRIAL_CHECKOUT_PATH, label: 'Edited button' },
      platformsLabel: 'Works on the learning platforms you already use',
    })
    // An empty field keeps the seed's words rather than showing nothing.
    expect(hero.subheadline).toBeTruthy()
    expect(blockOf(home.layout, 'features').items).toEqual([
      { icon: 'ask', title: 'Only card', description: 'Its text' },
    ])
    expect(blockOf(home.layout, 'howItWorks').title).toBe('How it works')
    expect(blockOf(home.layout, 'comparison')).toMatchObject({
      heading: 'Edited comparison',
      rows: [{ feature: 'Speed', studify: 'Fast', other: 'Slow' }],
      otherLabel: 'General chatbot',
    })
    expect(blockOf(home.layout, 'callToAction').heading).toBe('Edited closing')
  })

  it('keeps each language as it was: French a draft with its own words, a language never written absent', () => {
    const french = homeFromLanding(tables, 'fr')!
    expect(french.published).toBe(false)
    expect(blockOf(french.layout, 'hero').headline).toBe('Titre modifié')
    expect(blockOf(french.layout, 'howItWorks').title).toBe('Comment ça marche')
    expect(homeFromLanding(tables, 'de')).toBeNull()
  })
})
