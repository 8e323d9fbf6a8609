import { describe, expect, it } from 'vitest'

import {
  contentPlaceholders,
  fillPlaceholders,
  formatUsd,
  PLANS,
  semesterCompareAtWeeklyCents,
  semesterWeeklyCents,
} from '@/config/plans'

describe('plan catalogue', () => {
  it('matches decisions.md', () => {
    expect(PLANS.weekly_trial.trialPriceCents).toBe(99)
    expect(PLANS.weekly_trial.trialHours).toBe(72)
    expect(PLANS.weekly.priceCents).toBe(499)
    expect(PLANS.semester.priceCents).toBe(3295)
    expect(semesterWeeklyCents()).toBe(275)
    // The struck price beside $2.75/week is a price per week too: the weekly plan's.
    expect(semesterCompareAtWeeklyCents()).toBe(PLANS.weekly.priceCents)
  })

  it('fills CMS placeholders with localized prices', () => {
    expect(
      fillPlaceholders('{trialPrice} then {weeklyPrice}/week, refund {refundDays} days', contentPlaceholders('en')),
    ).toBe('$0.99 then $4.99/week, refund 3 days')
    expect(contentPlaceholders('fr').semesterPrice).toMatch(/32,95/)
  })

  it('leaves unknown placeholders visible for editors to notice', () => {
    expect(fillPlaceholders('Price: {unknownThing}', contentPlaceholders('en'))).toBe('Price: {unknownThing}')
  })
})

describe('formatUsd', () => {
  it('keeps "US$" whole in right-to-left text (the "$" alone would drift to the far side: "$US 2.75")', () => {
    // A left-to-right mark after the sign binds it to its letters; the number comes first, as Arabic writes it.
    expect(formatUsd(275, 'ar')).toBe('\u200f2.75\u00a0US$\u200e')
    expect(`${formatUsd(499, 'ar')}/أسبوع`).toContain('US$\u200e/')
  })

  it('leaves left-to-right locales as Intl writes them', () => {
    expect(formatUsd(275, 'en')).toBe('$2.75')
    expect(formatUsd(275, 'fr')).toBe('2,75\u00a0$US')
  })
})
