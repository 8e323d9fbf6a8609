import { compile, type EvalFunction } from 'mathjs'
import nerdamer from 'nerdamer-prime'

/**
 * The two engines: nerdamer does the exact algebra; mathjs, an independent implementation,
 * evaluates numerically for the checks, so a result is only "verified" when both agree.
 */

// nerdamer's own guard for a single call (it checks the clock inside its longer loops).
nerdamer.set('TIMEOUT', 750)

/** Past this, every further CAS call throws: one question never holds the server for long. */
let deadline = Number.POSITIVE_INFINITY

export const withTimeBudget = <T>(milliseconds: number, work: () => T): T => {
  deadline = Date.now() + milliseconds
  try {
    return work()
  } finally {
    deadline = Number.POSITIVE_INFINITY
    // nerdamer keeps every parsed expression in a global history; a server must not accumulate it.
    nerdamer.flush()
  }
}

class TimeBudgetExceeded extends Error {}

export const checkTimeBudget = () => {
  if (Date.now() > deadline) throw new TimeBudgetExceeded('Maths time budget exceeded')
}

/**
 * For optional extras (a nicer worked step): a CAS error there must not cost the verified answer,
 * but running out of time still ends the whole solve.
 */
export const attempt = <T>(work: () => T): T | null => {
  try {
    return work()
  } catch (error) {
    if (error instanceof TimeBudgetExceeded) throw error
    return null
  }
}

/** The CAS's exact result, as a string in its syntax (`1/2`, `2*sqrt(2)`, `(1/3)*x^3`). */
export const exact = (expression: string): string => {
  checkTimeBudget()
  const result = nerdamer(expression).toString()
  nerdamer.clear('last')
  return result
}

/** Inverse trigonometric values nerdamer leaves as atan(1) etc., where a textbook writes π/4. */
const SPECIAL_VALUES: Record<string, string> = {
  'asin(0)': '0',
  'asin(1/2)': 'pi/6',
  'asin(1)': 'pi/2',
  'asin(-1/2)': '-pi/6',
  'asin(-1)': '-pi/2',
  'acos(1)': '0',
  'acos(1/2)': 'pi/3',
  'acos(0)': 'pi/2',
  'acos(-1/2)': '2*pi/3',
  'acos(-1)': 'pi',
  'atan(0)': '0',
  'atan(1)': 'pi/4',
  'atan(-1)': '-pi/4',
  'atan(sqrt(3))': 'pi/3',
  'atan(-sqrt(3))': '-pi/3',
}
const SPECIAL_PATTERN = new RegExp(
  Object.keys(SPECIAL_VALUES)
    .map((key) => key.replace(/[()*/+^]/g, '\\$&'))
    .join('|'),
  'g',
)

/** An exact number, with the special values above resolved (e.g. ∫₀¹ 1/(1+x²) dx = π/4). */
export const exactValue = (expression: string): string => {
  const result = exact(expression)
  const replaced = result.replace(SPECIAL_PATTERN, (call) => `(${SPECIAL_VALUES[call]!})`)
  return replaced === result ? result : exact(replaced)
}

/** What the CAS leaves unevaluated or can only write with special functions or complex numbers. */
export const isUnresolved = (text: string) =>
  /\b(?:integrate|defint|limit|diff|erf|Si|Ci|Ei|Shi|Chi|factorial|gamma|Infinity|NaN|undefined)\b|\bi\b/.test(text)

const compiled = new Map<string, EvalFunction | null>()

const compiledFor = (expression: string): EvalFunction | null => {
  let evaluator = compiled.get(expression)
  if (evaluator === undefined) {
    try {
      evaluator = compile(expression)
    } catch {
      evaluator = null
    }
    if (compiled.size > 500) compiled.clear()
    compiled.set(expression, evaluator)
  }
  return evaluator
}

/** A real value by mathjs (`log` is the natural logarithm in both engines); NaN when not real. */
export const numeric = (expression: string, scope: Record<string, number> = {}): number => {
  try {
    const value: unknown = compiledFor(expression)?.evaluate({ ...scope })
    return typeof value === 'number' ? value : Number.NaN
  } catch {
    return Number.NaN
  }
}

export const isClose = (a: number, b: number, tolerance = 1e-9) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))

/**
 * Points away from the usual singularities (0, ±1, multiples of π/2), several inside (−1, 1) for
 * functions like arcsin; one row per variable.
 */
const SAMPLES = [
  [0.37, 1.31, 2.17, -0.83, 3.71, -2.43, 0.59, -0.29, 0.73, 0.11],
  [1.73, -0.61, 0.29, 2.53, -1.87, 1.11, 3.07, 0.47, -0.23, 0.67],
  [-1.41, 2.89, 0.83, 1.77, -0.47, 2.21, 0.13, -0.71, 0.31, 1.19],
]

/** Sample scopes for the given variables, so multi-variable expressions are checked too. */
export const sampleScopes = (variables: string[]): Record<string, number>[] =>
  SAMPLES[0]!.map((_, column) => Object.fromEntries(variables.map((v, row) => [v, SAMPLES[row % 3]![column]!])))

/**
 * Two expressions agree wherever both are real (at least four points), optionally up to an
 * additive constant (antiderivatives).
 */
export const agreeNumerically = (
  left: string,
  right: string,
  variables: string[],
  { tolerance = 1e-8, upToConstant = false } = {},
): boolean => {
  const differences: { difference: number; scale: number }[] = []
  for (const scope of sampleScopes(variables.length ? variables : ['x'])) {
    const a = numeric(left, scope)
    const b = numeric(right, scope)
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue
    differences.push({ difference: a - b, scale: Math.max(1, Math.abs(a), Math.abs(b)) })
  }
  if (differences.length < 4) return false
  const reference = upToConstant ? differences[0]!.difference : 0
  return differences.every(({ difference, scale }) => Math.abs(difference - reference) <= tolerance * scale)
}

/** The variables of a CAS expression, sorted (constants e, pi and the imaginary unit excluded). */
export const variablesOf = (expression: string): string[] => {
  checkTimeBudget()
  const found = nerdamer(expression).variables()
  nerdamer.clear('last')
  return found.filter((v) => v !== 'e' && v !== 'pi' && v !== 'i').sort()
}
