import { describe, expect, it } from 'vitest'

import { bucketLabel, usagePercent } from '@/components/settings/stats-labels'
import { nextWeekStart, weekKey, weekStart } from '@/lib/week'
import { countIntoBuckets, statsBuckets } from '@/services/answers/usage-stats'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
const isoDays = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10))

describe('quota week (Monday 00:00 UTC)', () => {
  it.each([
    ['2026-11-23T00:00:00Z', '2026-11-23', '2026-11-30'], // a Monday at midnight starts its own week
    ['2026-11-22T23:59:59Z', '2026-11-16', '2026-11-23'], // Sunday night still belongs to the last one
    ['2026-11-25T12:00:00Z', '2026-11-23', '2026-11-30'],
    ['2027-01-01T08:00:00Z', '2026-12-28', '2027-01-04'], // across a year end
    ['2028-02-29T10:00:00Z', '2028-02-28', '2028-03-06'], // leap day
  ])('%s → week %s, resets %s', (now, start, reset) => {
    expect(weekKey(new Date(now))).toBe(start)
    expect(weekStart(new Date(now)).toISOString()).toBe(`${start}T00:00:00.000Z`)
    expect(nextWeekStart(new Date(now)).toISOString()).toBe(`${reset}T00:00:00.000Z`)
  })
})

describe('stats buckets', () => {
  const now = new Date('2026-11-25T15:00:00Z') // a Wednesday
  const createdAt = new Date('2025-10-10T09:00:00Z')

  it('daily: the quota week, Monday to Sunday (UTC), the same week the counter resets after', () => {
    expect(isoDays(statsBuckets('daily', now, createdAt))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
  })

  it.each([
    '2026-11-23T00:00:00Z', // Monday at midnight: its own week
    '2026-11-28T12:00:00Z', // a Saturday (the walk of issue 38 saw Sunday to Saturday here)
    '2026-11-29T23:59:59Z', // Sunday night: still the same week
  ])('daily on %s starts at weekStart and ends the day before the reset', (iso) => {
    const at = new Date(iso)
    const days = statsBuckets('daily', at, createdAt)
    expect(days).toHaveLength(7)
    expect(days[0]!.toISOString()).toBe(weekStart(at).toISOString())
    expect(days.at(-1)!.getTime()).toBe(nextWeekStart(at).getTime() - 24 * 60 * 60 * 1000)
  })

  it('weekly: the last eight quota weeks, by their Monday', () => {
    const weeks = isoDays(statsBuckets('weekly', now, createdAt))
    expect(weeks).toHaveLength(8)
    expect(weeks[0]).toBe('2026-10-05')
    expect(weeks.at(-1)).toBe('2026-11-23')
  })

  it('monthly: the last six months', () => {
    expect(isoDays(statsBuckets('monthly', now, createdAt))).toEqual([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ])
  })

  it('total: every month since the account was created', () => {
    const months = isoDays(statsBuckets('total', now, createdAt))
    expect(months[0]).toBe('2025-10-01')
    expect(months.at(-1)).toBe('2026-11-01')
    expect(months).toHaveLength(14)
    expect(statsBuckets('total', now, new Date('2026-11-25T01:00:00Z'))).toHaveLength(1)
  })

  it('counts each question into its bucket and ignores earlier ones', () => {
    const buckets = [day('2026-11-23'), day('2026-11-24'), day('2026-11-25')]
    const counted = countIntoBuckets(buckets, [
      new Date('2026-11-22T23:59:59Z'),
      new Date('2026-11-23T00:00:00Z'),
      new Date('2026-11-24T12:00:00Z'),
      new Date('2026-11-24T23:00:00Z'),
      new Date('2026-11-25T08:00:00Z'),
    ])
    expect(counted).toEqual([
      { date: '2026-11-23', count: 1 },
      { date: '2026-11-24', count: 2 },
      { date: '2026-11-25', count: 1 },
    ])
  })
})

describe('My Stats labels (spec §4)', () => {
  it.each([
    ['daily', 'en', '2026-11-23', 'Mon'],
    ['weekly', 'en', '2026-11-23', '11/23'],
    ['weekly', 'fr', '2026-11-23', '23/11'],
    ['monthly', 'en', '2026-11-01', 'Nov'],
    ['total', 'en', '2026-11-01', 'Nov 26'],
    ['daily', 'de', '2026-11-23', 'Mo'],
  ] as const)('%s in %s: %s → %s', (period, locale, date, label) => {
    expect(bucketLabel(period, date, locale)).toBe(label)
  })

  it.each([
    [0, 10, 0],
    [3, 10, 30],
    [1, 3, 33],
    [10, 10, 100],
    [12, 10, 100],
    [5, 0, 0],
  ])('usage %i of %i is %i%%', (count, limit, percent) => {
    expect(usagePercent(count, limit)).toBe(percent)
  })
})
