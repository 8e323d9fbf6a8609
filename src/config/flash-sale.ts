/**
 * The flash sale counts down to an end date-time editors set on the home page's hero block (decisions.md):
 * it never restarts on a page load, and no sale runs without an end in the future. The spec's
 * 9:11:27 is only how long the seed's sale lasts from the moment of seeding.
 */
export const SEED_SALE_DURATION_SECONDS = 9 * 3600 + 11 * 60 + 27

export const seedSaleEndsAt = (now: Date = new Date()): string =>
  new Date(now.getTime() + SEED_SALE_DURATION_SECONDS * 1000).toISOString()

/** Whole seconds left until `endsAt` (0 once it has passed or when no sale is set). */
export const saleSecondsLeft = (endsAt: string | null | undefined, nowMs: number): number => {
  if (!endsAt) return 0
  const end = Date.parse(endsAt)
  if (Number.isNaN(end)) return 0
  return Math.max(0, Math.ceil((end - nowMs) / 1000))
}

export const isSaleRunning = (endsAt: string | null | undefined, nowMs: number) => saleSecondsLeft(endsAt, nowMs) > 0
