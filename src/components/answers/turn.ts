import type { AnswerFeedback, CROSS_CHECK_RESULTS, LadderLevel } from '@/config/answers'
import type { Locale } from '@/config/locales'

import type { AskDone, ThreadTurn } from './api/schemas'

export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'failed'

/** One question and its answer in the open thread. */
export type Turn = {
  key: string
  question: string
  /** An image sent from this page (object URL), shown as a thumbnail. */
  imageUrl: string | null
  hasImage: boolean
  answer: string
  status: TurnStatus
  error: string | null
  answerId: string | null
  isVerified: boolean
  crossCheck: (typeof CROSS_CHECK_RESULTS)[number] | null
  /** The student's own vote on this answer, once given. */
  feedback: AnswerFeedback | null
  /** How much of the solution is shown: the hint ladder's level (`full` for a plain answer). */
  ladderLevel: LadderLevel
  /** The language the answer is written in (the answer language asked for): its `lang` and direction. */
  locale: Locale
}

/** The quota as last read: questions left this week (null: unlimited) and when they come back. */
export type Quota = { remaining: number | null; resetTime: string | null }

/** A stored turn: its answer is read in the answer language chosen now (a turn's language is not kept). */
export const turnFromThread = (turn: ThreadTurn, locale: Locale): Turn => ({
  key: turn.answerId,
  question: turn.question ?? '',
  imageUrl: null,
  hasImage: turn.hasImage === true,
  answer: turn.answer ?? '',
  status: 'done',
  error: null,
  answerId: turn.answerId,
  isVerified: turn.isVerified === true,
  crossCheck: turn.crossCheck ?? null,
  feedback: turn.feedback ?? null,
  ladderLevel: turn.ladderLevel,
  locale,
})

/** A finished stream's facts on its turn. */
export const withDone = (turn: Turn, done: AskDone): Turn => ({
  ...turn,
  status: 'done',
  answerId: done.answerId,
  isVerified: done.isVerified,
  crossCheck: done.crossCheck ?? null,
  ladderLevel: done.ladderLevel,
})

/** The levels still to reveal after `level`: Hint → Next step → Full solution (exam mode stops before the last). */
export const nextLevels = (level: LadderLevel, isExamMode: boolean): LadderLevel[] => {
  const after: Record<LadderLevel, LadderLevel[]> = { hint: ['step', 'full'], step: ['full'], full: [] }
  return after[level].filter((next) => !isExamMode || next !== 'full')
}

/**
 * What "Copy as Markdown / LaTeX" copies of an answer: once the ladder reached the full solution,
 * only it, without its heading (src/services/answers/ladder-text.ts writes each level under its bold
 * heading, in the reader's language: `fullSolutionHeading` is that text).
 */
export const solutionToCopy = (
  { answer, ladderLevel }: { answer: string; ladderLevel: LadderLevel },
  fullSolutionHeading: string,
) => {
  if (ladderLevel !== 'full') return answer
  const heading = `**${fullSolutionHeading}**\n\n`
  const at = answer.lastIndexOf(`\n\n${heading}`)
  return at < 0 ? answer : answer.slice(at + heading.length + 2).trim()
}
