import type { MetricKey } from '../../../services/analytics/contract'
import { metricUnit } from './metrics'

/** Spec §9: churn above 5% a window is a warning sign, at or below it is healthy. */
export const CHURN_THRESHOLD_PERCENT = 5

/** Metrics where a fall is the good news. */
export const LOWER_IS_BETTER: readonly MetricKey[] = ['churnRate', 'errorRate', 'avgResponseTime']

export type Trend = {
  direction: 'up' | 'down' | 'flat'
  tone: 'good' | 'bad' | 'neutral'
  /** Change against the previous window: percentage points for rates, relative % otherwise (null: no base). */
  delta: number | null
  deltaKind: 'points' | 'relative' | 'absolute'
}

const sign = (value: number): Trend['direction'] => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat')

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * The arrow and colour of one metric against the window before. Growth MoM points up whenever it is
 * above zero (it already is a change); churn is judged by the 5% threshold, not by its movement;
 * everything else is green when it moves the good way.
 */
export const metricTrend = (key: MetricKey, current: number, previous: number | undefined): Trend => {
  const hasPrevious = typeof previous === 'number' && Number.isFinite(previous)
  const change = hasPrevious ? current - previous : 0
  const isRate = metricUnit(key) === 'percent'
  const delta = !hasPrevious
    ? null
    : isRate
      ? roundTo(change, 1)
      : previous === 0
        ? roundTo(change, 2)
        : roundTo((change / Math.abs(previous)) * 100, 1)
  const deltaKind: Trend['deltaKind'] = isRate ? 'points' : hasPrevious && previous === 0 ? 'absolute' : 'relative'

  if (key === 'growthRateMoM') {
    const direction = sign(current)
    return { direction, tone: direction === 'up' ? 'good' : direction === 'down' ? 'bad' : 'neutral', delta, deltaKind }
  }
  const direction = sign(change)
  if (key === 'churnRate') {
    return { direction, tone: current > CHURN_THRESHOLD_PERCENT ? 'bad' : 'good', delta, deltaKind }
  }
  if (direction === 'flat') return { direction, tone: 'neutral', delta, deltaKind }
  const better = LOWER_IS_BETTER.includes(key) ? direction === 'down' : direction === 'up'
  return { direction, tone: better ? 'good' : 'bad', delta, deltaKind }
}
