const DAY_MS = 24 * 60 * 60 * 1000

/** The start of the quota week containing `now`: Monday 00:00 UTC (issue 6). */
export const weekStart = (now: Date): Date => {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7
  return new Date(midnight - daysSinceMonday * DAY_MS)
}

/** When the current week's counter resets: the next Monday 00:00 UTC. */
export const nextWeekStart = (now: Date): Date => new Date(weekStart(now).getTime() + 7 * DAY_MS)

/** The week key stored with usage rows: the Monday as YYYY-MM-DD. */
export const weekKey = (now: Date): string => weekStart(now).toISOString().slice(0, 10)
