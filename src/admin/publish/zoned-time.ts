/**
 * Wall-clock time in a named time zone, with the platform's Intl only (no date library of our
 * own): the schedule drawer's picker shows times in the browser's zone, while the editor means
 * the time in the zone they chose.
 */
const partsIn = (zone: string, instant: Date) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
}

/** Minutes `zone` is ahead of UTC at `instant`. */
const offsetOf = (zone: string, instant: Date) => (partsIn(zone, instant) - instant.getTime()) / 60_000

/** The instant whose wall time in `to` is the wall time `instant` has in `from`. */
export const transposeZone = (instant: Date, from: string, to: string): Date => {
  if (from === to) return new Date(instant)
  const wall = partsIn(from, instant)
  // Twice: the offset of the result may differ from the first guess's across a DST change.
  let result = wall - offsetOf(to, new Date(wall)) * 60_000
  result = wall - offsetOf(to, new Date(result)) * 60_000
  return new Date(result)
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

const startOfDayMs = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
export const isToday = (date: Date) => startOfDayMs(date) === startOfDayMs(new Date())
export const startOfToday = () => new Date(startOfDayMs(new Date()))
export const endOfToday = () => new Date(startOfDayMs(new Date()) + 86_400_000 - 1)
