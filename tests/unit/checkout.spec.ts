import { describe, expect, it } from 'vitest'

import { PLANS } from '@/config/plans'
import { orderSummaryFor, parseCheckoutQuery } from '@/lib/checkout'

describe('parseCheckoutQuery (spec §2 /checkout)', () => {
  it.each([
    [{}, { isValid: true, plan: 'weekly_trial', billing: 'weekly', purchase: 'weekly_trial' }],
    [
      { plan: 'weekly_trial', billing: 'weekly' },
      { isValid: true, plan: 'weekly_trial', billing: 'weekly', purchase: 'weekly_trial' },
    ],
    [
      { plan: 'weekly_trial', billing: 'semester' },
      { isValid: true, plan: 'weekly_trial', billing: 'semester', purchase: 'semester' },
    ],
    [{ plan: 'semester' }, { isValid: true, plan: 'semester', billing: 'semester', purchase: 'semester' }],
    [
      { plan: 'weekly_trial', billing: 'monthly' },
      { isValid: true, plan: 'weekly_trial', billing: 'weekly', purchase: 'weekly_trial' },
    ],
    [
      { plan: 'pro_yearly', billing: 'yearly' },
      { isValid: false, plan: 'pro_yearly' },
    ],
    [{ plan: 'free' }, { isValid: false, plan: 'free' }],
    [{ plan: '<script>' }, { isValid: false, plan: '<script>' }],
  ])('%o', (query, expected) => {
    expect(parseCheckoutQuery(query)).toEqual(expected)
  })
})

describe('orderSummaryFor', () => {
  it('weekly trial: the trial price today, then the weekly price', () => {
    expect(orderSummaryFor('weekly_trial')).toEqual({
      dueTodayCents: PLANS.weekly_trial.trialPriceCents,
      thenCents: PLANS.weekly.priceCents,
      renewal: 'week',
      trialHours: PLANS.weekly_trial.trialHours,
    })
  })
  it('semester: the full price today and every three months', () => {
    expect(orderSummaryFor('semester')).toMatchObject({ dueTodayCents: 3295, thenCents: 3295, trialHours: null })
  })
})

describe('checkoutSelectionOf: the plan a sign-up is on its way to buy', () => {
  it('reads the checkout the sign-up returns to, and nothing else', async () => {
    const { checkoutSelectionOf } = await import('@/lib/checkout')
    expect(checkoutSelectionOf('/checkout?plan=weekly_trial&billing=weekly')).toMatchObject({
      purchase: 'weekly_trial',
    })
    expect(checkoutSelectionOf('/checkout?plan=semester&billing=semester')).toMatchObject({ purchase: 'semester' })
    expect(checkoutSelectionOf('/dashboard')).toBeNull()
    expect(checkoutSelectionOf('/checkout?plan=banana')).toBeNull()
    expect(checkoutSelectionOf(null)).toBeNull()
  })
})
