import { LADDER_LEVELS, type LadderLevel } from '../../config/answers'
import type { ValidationMessageKey } from '../../lib/validation/messages'

const HEADING_KEYS = { hint: 'ladderHint', step: 'ladderStep', full: 'ladderFull' } as const

/**
 * The bold heading a ladder level starts with, in the student's language. The levels of one
 * question follow each other in its stored answer, so the heading also separates them; a plain
 * full answer (the first level is `full`) has none, as before the ladder.
 */
export const ladderHeading = ({
  level,
  messages,
  isFirst,
}: {
  level: LadderLevel
  messages: Pick<Record<ValidationMessageKey, string>, (typeof HEADING_KEYS)[LadderLevel]>
  isFirst: boolean
}) => {
  if (isFirst && level === 'full') return ''
  return `${isFirst ? '' : '\n\n'}**${messages[HEADING_KEYS[level]]}**\n\n`
}

const levelRank = (level: LadderLevel) => LADDER_LEVELS.indexOf(level)

/** Each level once, upwards only: hint → step → full (skipping is allowed). */
export const isHigherLevel = (next: LadderLevel, current: LadderLevel) => levelRank(next) > levelRank(current)
