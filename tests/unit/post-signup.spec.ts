import { describe, expect, it } from 'vitest'

import { postSignupDestination } from '@/lib/post-signup'
import { safeRedirect } from '@/lib/safe-redirect'

const memoryStorage = (entries: Record<string, string>) => {
  const map = new Map(Object.entries(entries))
  return { getItem: (k: string) => map.get(k) ?? null, removeItem: (k: string) => void map.delete(k), map }
}

describe('post-signup navigation (spec §4)', () => {
  it.each([
    [{ selectedPlan: 'pro_yearly' }, '/', '/checkout?plan=pro_yearly&billing=yearly'],
    [{ selectedPlan: 'semester' }, '/', '/checkout?plan=semester&billing=semester'],
    [{ selectedPlan: 'pro_monthly' }, '/', '/checkout?plan=pro_monthly&billing=monthly'],
    [{ selectedPlan: 'free' }, '/dashboard', '/dashboard'],
    [
      { checkoutPlan: 'weekly_trial', checkoutBilling: 'semester' },
      '/',
      '/checkout?plan=weekly_trial&billing=semester',
    ],
    [{ checkoutPlan: 'weekly_trial' }, '/', '/checkout?plan=weekly_trial&billing=monthly'],
    [{}, '/download', '/download'],
    // Nowhere to go: the plan choice (trial or free), never the home page.
    [{}, null, '/pricing'],
    [{}, '/', '/pricing'],
    // "Sign up free" chose the plan already (issue 38): the dashboard, not the plan choice again.
    [{ selectedPlan: 'free' }, null, '/dashboard'],
    [{ selectedPlan: 'free' }, '/', '/dashboard'],
    [{}, 'https://evil.example', '/pricing'],
  ])('%j with redirect %s → %s', (stored, redirect, expected) => {
    const storage = memoryStorage(stored)
    expect(postSignupDestination(storage, redirect)).toBe(expected)
    if (expected.startsWith('/checkout')) expect(storage.map.has('selectedPlan')).toBe(false)
  })

  it('clears the checkout values it used', () => {
    const storage = memoryStorage({ checkoutPlan: 'weekly_trial', checkoutBilling: 'weekly' })
    postSignupDestination(storage, '/')
    expect([...storage.map.keys()]).toEqual([])
  })

  it.each([
    ['/checkout', '/checkout'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
  ])('safeRedirect(%j) = %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })
})
