import type { Locale } from '@/config/locales'

import type { MathsSolution } from './index'
import { examLabels, mathsLabels } from './labels'
import { ladderLevels } from './ladder-levels'
import { work } from './solve'
import type { Worked } from './worked'

const compact = (latex: string) => latex.replace(/\\[,;:!]|\\ |\s+/g, '')

/** The result and, for several roots or values, each of them ("x = 2,\ x = 3" → both). */
const resultParts = (resultLatex: string) =>
  [resultLatex, ...resultLatex.split(/,\\ |,\s*\\quad|\\qquad/)].map(compact).filter((part) => part.length > 0)

/**
 * Exam mode's worked answer: every step's method, and the maths of the steps that do not yet show
 * the result; never the last step's maths, the check (it contains the result) or the answer line.
 */
export const methodMarkdown = (worked: Worked, locale: Locale): string => {
  const labels = mathsLabels(locale)
  const exam = examLabels(locale)
  const parts = resultParts(worked.resultLatex)
  const reveals = (text: string) => parts.some((part) => compact(text).includes(part))
  const steps = worked.steps.map((step, index) => {
    const isLast = index === worked.steps.length - 1
    const heading = `**${labels.step} ${index + 1}.**`
    if (reveals(step.label)) return `${heading} …`
    return isLast || reveals(step.math) ? `${heading} ${step.label}.` : `${heading} ${step.label}:\n\n$$${step.math}$$`
  })
  return [`**${exam.heading}**`, ...steps, `_${exam.finishYourself}_`].join('\n\n')
}

/** The maths fast path in exam mode: the method of a problem the CAS solved, without its result. */
export function solveMathsMethod(question: string, locale: Locale): MathsSolution | null {
  try {
    const worked = work(question, mathsLabels(locale))
    if (!worked) return null
    const method = methodMarkdown(worked, locale)
    // The ladder's hint names the first step's method only; past it, exam mode never goes beyond the method.
    const { hint } = ladderLevels(worked, mathsLabels(locale))
    return {
      kind: worked.kind,
      resultLatex: worked.resultLatex,
      markdown: method,
      levels: { hint, step: method, full: method },
      isVerified: true,
    }
  } catch {
    return null
  }
}
