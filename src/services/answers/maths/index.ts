import type { LadderLevel } from '../../../config/answers'
import { compareAnswer } from './cross-check'
import { embeddedProblem } from './embedded-problem'
import { mathsLabels } from './labels'
import { ladderLevels } from './ladder-levels'
import { work } from './solve'
import { type MathsProblemKind, toMarkdown } from './worked'

const MAX_ANSWER_TAIL = 20_000

// The kinds live beside the worked solution (worked.ts), which every solver imports; named here too.
export type { MathsProblemKind } from './worked'
export type MathsSolution = {
  kind: MathsProblemKind
  /** The final result in LaTeX, e.g. "x = 2" or "x = -3,\\ x = 2" or "\\frac{1}{3}x^{3} + C". */
  resultLatex: string
  /** Step-by-step Markdown with LaTeX ($…$ / $$…$$), the whole answer shown to the student. */
  markdown: string
  /** The hint ladder's texts, from the same worked steps (`full` is `markdown`). */
  levels: Record<LadderLevel, string>
  isVerified: true
}

/** Returns null when the question is not a pure maths expression/equation this engine solves. Never throws. */
export function solveMaths(question: string, locale?: string): MathsSolution | null {
  try {
    const labels = mathsLabels(locale)
    const worked = work(question, labels)
    if (!worked) return null
    // Every solver returns null unless its own check passed, so this is verified by construction.
    return {
      kind: worked.kind,
      resultLatex: worked.resultLatex,
      markdown: toMarkdown(worked, labels),
      levels: ladderLevels(worked, labels),
      isVerified: true,
    }
  } catch {
    return null
  }
}

export type CrossCheckResult = 'agrees' | 'disagrees' | 'unknown'

/** Checks a language model's Markdown answer to `question` against the CAS: 'unknown' when the CAS cannot solve it or no final answer can be read from the model's text. Never throws. */
export function crossCheckAnswer(args: { question: string; answerMarkdown: string }): CrossCheckResult {
  try {
    const solved = embeddedProblem(args.question, mathsLabels('en'))
    // The final answer is at the end; a bounded tail keeps the text scanning cheap on huge replies.
    return solved ? compareAnswer(solved, args.answerMarkdown.slice(-MAX_ANSWER_TAIL)) : 'unknown'
  } catch {
    return 'unknown'
  }
}
