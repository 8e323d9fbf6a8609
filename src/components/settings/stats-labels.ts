import type { StatsPeriod } from '@/config/stats'

/** Spec §4's chart x labels, in the reader's locale; bucket dates are UTC days. */
const LABEL_FORMATS: Record<StatsPeriod, Intl.DateTimeFormatOptions> = {
  daily: { weekday: 'short' },
  weekly: { day: 'numeric', month: 'numeric' },
  monthly: { month: 'short' },
  total: { month: 'short', year: '2-digit' },
}

export const bucketLabel = (period: StatsPeriod, isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { ...LABEL_FORMATS[period], timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )

/** Spec §4: usage percent = requestsCount / requestLimit, whole percent, 0–100. */
export const usagePercent = (requestsCount: number, requestLimit: number) =>
  requestLimit > 0 ? Math.min(100, Math.round((requestsCount / requestLimit) * 100)) : 0
