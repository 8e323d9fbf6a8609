import { describe, expect, it } from 'vitest'

import {
  contentPlaceholders,
  fillPlaceholders,
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
