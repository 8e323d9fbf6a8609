import { describe, expect, it } from 'vitest'

import { isSaleRunning, saleSecondsLeft, SEED_SALE_DURATION_SECONDS, seedSaleEndsAt } from '@/config/flash-sale'

const END = '2026-03-01T12:00:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('the flash sale (a real end, never a restart)', () => {
  it('counts whole seconds down to the end date-time, the same for any page load at one moment', () => {
    expect(saleSecondsLeft(END, at('2026-03-01T09:00:00.000Z'))).toBe(3 * 3600)
    expect(saleSecondsLeft(END, at('2026-03-01T11:59:59.400Z'))).toBe(1)
    // A later load shows less time left, never a fresh 9:11:27.
    expect(saleSecondsLeft(END, at('2026-03-01T09:00:05.000Z'))).toBe(3 * 3600 - 5)
  })

  it('is over at the end, after it, and when no end (or an unreadable one) is set', () => {
    expect(saleSecondsLeft(END, at(END))).toBe(0)
    expect(isSaleRunning(END, at('2026-03-02T00:00:00.000Z'))).toBe(false)
    expect(isSaleRunning(null, at(END))).toBe(false)
    expect(isSaleRunning('not a date', at(END))).toBe(false)
    expect(isSaleRunning(END, at('2026-02-28T00:00:00.000Z'))).toBe(true)
  })

  it('seeds a sale that ends 9:11:27 after the moment of seeding', () => {
    expect(SEED_SALE_DURATION_SECONDS).toBe(9 * 3600 + 11 * 60 + 27)
    const seededAt = new Date('2026-03-01T00:00:00.000Z')
    expect(seedSaleEndsAt(seededAt)).toBe('2026-03-01T09:11:27.000Z')
    expect(saleSecondsLeft(seedSaleEndsAt(seededAt), seededAt.getTime())).toBe(SEED_SALE_DURATION_SECONDS)
  })
})
