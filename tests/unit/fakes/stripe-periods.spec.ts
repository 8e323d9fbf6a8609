import { describe, expect, it } from 'vitest'

import { addInterval } from '../../fakes/stripe/billing/invoices'

const at = (iso: string) => Date.parse(iso) / 1000
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

// Stripe keeps the billing anchor's day of month and ends a period on the month's last day when the
// month is shorter. The fake once let JavaScript roll 29 February 2027 over into 1 March, so a
// semester bought on 29 November ended a month late (its test failed on that date).
describe('the fake Stripe billing periods', () => {
  it.each([
    ['2026-11-29', { interval: 'month', interval_count: 3 }, 1, '2027-02-28'],
    ['2027-11-29', { interval: 'month', interval_count: 3 }, 1, '2028-02-29'],
    ['2026-01-31', { interval: 'month', interval_count: 1 }, 1, '2026-02-28'],
    ['2026-01-31', { interval: 'month', interval_count: 1 }, 2, '2026-03-31'],
    ['2026-03-31', { interval: 'month', interval_count: 1 }, 1, '2026-04-30'],
    ['2026-12-15', { interval: 'month', interval_count: 1 }, 1, '2027-01-15'],
    ['2028-02-29', { interval: 'year', interval_count: 1 }, 1, '2029-02-28'],
    ['2028-02-29', { interval: 'year', interval_count: 4 }, 1, '2032-02-29'],
    ['2026-11-29', { interval: 'week', interval_count: 1 }, 1, '2026-12-06'],
    ['2026-11-29', { interval: 'day', interval_count: 3 }, 1, '2026-12-02'],
  ])('%s plus %o × %i ends on %s', (start, recurring, times, end) => {
    expect(iso(addInterval(at(`${start}T10:00:00Z`), recurring, times))).toBe(end)
  })

  it('keeps the time of day', () => {
    const start = at('2026-11-29T10:11:12Z')
    expect(addInterval(start, { interval: 'month', interval_count: 3 }) % 86_400).toBe(start % 86_400)
  })
})
