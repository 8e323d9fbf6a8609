import type { CheckReason, CheckVerdict } from '../../../config/answers'
import { closeness, evaluate, precisionOf } from './compare-values'
import { compareAnswer, valuesOf } from './cross-check'
import { embeddedProblem } from './embedded-problem'
import { mathsLabels } from './labels'
import { latexToPlain } from './read-answer'
import type { Comparable, Worked } from './worked'

export type WrongStep = { index: number; text: string }
export type MathsCheck = { verdict: CheckVerdict; reason: CheckReason | null; firstWrongStep: WrongStep | null }

/** The student's working, one step a line; the last line is their final answer. */
const linesOf = (studentAnswer: string) =>
  studentAnswer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** A line read like the final answer of a model's reply: labelled, so a bare "4" is the value itself. */
const asAnswer = (line: string) => `**Answer:** ${line.includes('$') ? line : `$${line}$`}`

const isSame = (a: number, b: number) => closeness({ re: a, im: 0 }, { re: b, im: 0 }) === 'same'

/** The scopes a correct line holds in: each real root, or the system's one solution. */
const scopesOf = (expected: Comparable): Record<string, number>[] => {
  if (expected.type === 'roots')
    return expected.values.filter((value) => value.im === 0).map((value) => ({ [expected.variable]: value.re }))
  if (expected.type === 'assignments') return [expected.values]
  if (expected.type === 'value') return [{}]
  return []
}

/** Whether every side of an `=` chain has one value in `scope`; null when a side cannot be read. */
const sidesAgree = (sides: string[], scope: Record<string, number>) => {
  const values = sides.map((side) => evaluate(side, scope))
  if (values.some((value) => !value || value.im !== 0)) return null
  return values.every((value) => isSame(value!.re, values[0]!.re))
}

/**
 * Whether one line of working is certainly wrong: every side of its `=` chain can be read and,
 * for an equation, no solution satisfies it (a case split "x = 4" of two roots is fine); for a
 * calculation, some side is not the value. Lines that cannot be read are never called wrong.
 */
const isWrongLine = (solved: Worked, line: string): boolean => {
  const expected = solved.compare
  if (expected.type === 'function') return compareAnswer(solved, asAnswer(line)) === 'disagrees'
  const sides = latexToPlain(line).split('=')
  const scopes = scopesOf(expected)
  if (!scopes.length) return false
  if (expected.type === 'value') {
    const values = sides.map((side) => evaluate(side))
    return values.some((value) => value && value.im === 0 && !isSame(value.re, expected.value))
  }
  if (sides.length < 2) return compareAnswer(solved, asAnswer(line)) === 'disagrees'
  return scopes.every((scope) => sidesAgree(sides, scope) === false)
}

/** The student's values of a one-variable equation: "x = 4", "4", "4 or -1". */
const rootsGiven = (line: string, variable: string) => {
  const plain = latexToPlain(line)
  const named = valuesOf(plain, variable)
  return named.length ? named : plain.split(/,|;|\bor\b|\band\b/).map((part) => evaluate(part))
}

/** Some solutions, each right, but not all of them. */
const isPartial = (expected: Comparable, line: string) => {
  if (expected.type !== 'roots') return false
  const given = rootsGiven(line, expected.variable)
  return (
    given.length > 0 &&
    given.length < expected.values.length &&
    given.every((value) => value && expected.values.some((root) => closeness(root, value) === 'same'))
  )
}

/** An equation still to solve ("2x = 8"): every solution satisfies it, but it is not "x = …". */
const isUnfinished = (solved: Worked, line: string) => {
  const { compare } = solved
  if (compare.type !== 'roots' && compare.type !== 'assignments') return false
  const sides = latexToPlain(line).split('=')
  const scopes = scopesOf(compare)
  return sides.length > 1 && scopes.length > 0 && scopes.every((scope) => sidesAgree(sides, scope) === true)
}

/**
 * "Check my answer" for maths, by the CAS: the final line is compared with the exact solution
 * (equivalent forms agree: `x = 4`, `4`, `8/2`, `x = 4.0`, roots in any order), and when it is
 * wrong the first line of working that no solution satisfies is named. Null when the CAS has no
 * exact answer to compare with (not maths, or an answer no number compares to): the model checks.
 */
export const checkMathsAnswer = ({
  question,
  studentAnswer,
}: {
  question: string
  studentAnswer: string
}): MathsCheck | null => {
  let solved: Worked | null
  try {
    solved = embeddedProblem(question, mathsLabels('en'))
  } catch {
    return null
  }
  if (!solved || solved.compare.type === 'none') return null
  const lines = linesOf(studentAnswer)
  const final = lines.at(-1)
  if (!final) return null
  const verdict = compareAnswer(solved, asAnswer(final))
  const notYet = (reason: CheckReason): MathsCheck => ({ verdict: 'notYet', reason, firstWrongStep: null })
  if (verdict === 'agrees') {
    const wrong = lines.slice(0, -1).findIndex((line) => isWrongLine(solved, line))
    // A right result reached through a wrong line is still worth a second look.
    return wrong === -1
      ? { verdict: 'correct', reason: null, firstWrongStep: null }
      : { verdict: 'notYet', reason: null, firstWrongStep: { index: wrong, text: lines[wrong]! } }
  }
  if (isPartial(solved.compare, final)) return notYet('missingSolutions')
  if (verdict === 'unknown') {
    if (isUnfinished(solved, final)) return notYet('unfinished')
    // Decimals the CAS read but cannot confirm (0.7 for 2/3): right to one digit, not yet exact.
    if (precisionOf(latexToPlain(final))) return notYet('tooRough')
    if (!isWrongLine(solved, final)) return notYet('unreadable')
  }
  const wrong = lines.findIndex((line) => isWrongLine(solved, line))
  const index = wrong === -1 ? lines.length - 1 : wrong
  return { verdict: 'incorrect', reason: null, firstWrongStep: { index, text: lines[index]! } }
}
