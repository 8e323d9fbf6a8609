import { describe, expect, it } from 'vitest'

import {
  canPausePlan,
  hasPremiumAccess,
  isCollectionPaused,
  isResumeDayAllowed,
  resumeDayChoices,
  SUBSCRIPTION_PAUSE,
} from '@/config/subscription-pause'
import { pauseSubscriptionSchema } from '@/lib/validation/billing'

const NOW = new Date('2026-12-30T22:15:00Z')

describe('pausing rules', () => {
  it('offers one resume day per whole week, 1 to 8 weeks from today (UTC), across a year end', () => {
    expect(resumeDayChoices(NOW)).toEqual([
      { weeks: 1, resumeOn: '2027-01-06' },
      { weeks: 2, resumeOn: '2027-01-13' },
      { weeks: 3, resumeOn: '2027-01-20' },
      { weeks: 4, resumeOn: '2027-01-27' },
      { weeks: 5, resumeOn: '2027-02-03' },
      { weeks: 6, resumeOn: '2027-02-10' },
      { weeks: 7, resumeOn: '2027-02-17' },
      { weeks: 8, resumeOn: '2027-02-24' },
    ])
  })

  it.each([
    ['2026-12-30', false],
    ['2026-12-31', true],
    ['2027-02-24', true],
    ['2027-02-25', false],
    ['2026-11-01', false],
  ])('resume day %s allowed: %s', (day, allowed) => {
    expect(isResumeDayAllowed(day, NOW)).toBe(allowed)
  })

  it('validates the endpoint body with the same rule and one translated key', () => {
    const today = new Date().toISOString().slice(0, 10)
    expect(pauseSubscriptionSchema.safeParse({ resumeOn: resumeDayChoices()[0]!.resumeOn }).success).toBe(true)
    for (const resumeOn of [today, '2027-02-30', 'next week', 20270101, null]) {
      const result = pauseSubscriptionSchema.safeParse({ resumeOn })
      expect(result.success).toBe(false)
      expect(result.error!.issues[0]!.message).toBe('resumeOnInvalid')
    }
  })

  it('pauses the semester plan only', () => {
    expect(SUBSCRIPTION_PAUSE.pausablePlans).toEqual(['semester'])
    expect(
      ['semester', 'weekly', 'weekly_trial', 'free', 'pro_monthly'].filter((plan) => canPausePlan(plan as never)),
    ).toEqual(['semester'])
  })

  it('keeps premium access off while paused and back on once the resume instant has passed', () => {
    const billing = { subscriptionStatus: 'active', pausedUntil: '2027-01-06T00:00:00.000Z' }
    expect(isCollectionPaused(billing.pausedUntil, NOW)).toBe(true)
    expect(hasPremiumAccess(billing, NOW)).toBe(false)
    expect(hasPremiumAccess(billing, new Date('2027-01-06T00:00:00.000Z'))).toBe(true)
    expect(hasPremiumAccess({ subscriptionStatus: 'active', pausedUntil: null }, NOW)).toBe(true)
    expect(hasPremiumAccess({ subscriptionStatus: 'past_due', pausedUntil: null }, NOW)).toBe(false)
  })
})
