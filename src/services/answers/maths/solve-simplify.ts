import { agreeNumerically, attempt, exact, isUnresolved, numeric, variablesOf } from './cas'
import { parseExpression, toCas } from './expression-tree'
import type { MathsLabels } from './labels'
import { inputLatex, latex } from './latex'
import { approx, type Worked, type WorkedStep } from './worked'

type Transform = 'simplify' | 'expand' | 'factor'

/** Real zeros of a polynomial denominator of degree ≤ 2: the values the simplified form must exclude. */
const excludedValues = (denominator: string, variable: string): string[] => {
  const coefficients = exact(`coeffs(expand(${denominator}), ${variable})`)
    .replace(/^\[|\]$/g, '')
    .split(',')
  if (coefficients.some((c) => /[a-z]/i.test(c)) || coefficients.length < 2 || coefficients.length > 3) return []
  const [c, b, a = '0'] = coefficients
  if (a === '0') return [exact(`-(${c})/(${b})`)]
  const discriminant = exact(`(${b})^2-4*(${a})*(${c})`)
  if (numeric(discriminant) < 0) return []
  return [...new Set(['-', '+'].map((sign) => exact(`(-(${b})${sign}sqrt(${discriminant}))/(2*(${a}))`)))]
}

/** A rational expression: factor top and bottom, cancel, and say which values stay excluded. */
const rationalSteps = (expression: string, result: string, variables: string[], labels: MathsLabels) => {
  const tree = parseExpression(expression)
  // Only polynomials over polynomials: sin²x + cos²x = 1 is not a cancellation.
  if (tree.type !== 'quotient' || variables.length !== 1 || /[a-z]{2,}\(/.test(expression)) return null
  const [variable] = variables as [string]
  const top = exact(`factor(${toCas(tree.numerator)})`)
  const bottom = exact(`factor(${toCas(tree.denominator)})`)
  if (isUnresolved(top) || isUnresolved(bottom) || !bottom.includes(variable)) return null
  const excluded = excludedValues(toCas(tree.denominator), variable).filter((value) =>
    Number.isFinite(numeric(result, { [variable]: numeric(value) })),
  )
  const condition = excluded.length
    ? `\\quad (${excluded.map((value) => `${variable} \\neq ${latex(value)}`).join(',\\ ')})`
    : ''
  const steps: WorkedStep[] = [
    { label: labels.factorParts, math: `${inputLatex(expression)} = \\frac{${latex(top)}}{${latex(bottom)}}` },
    { label: labels.cancel, math: `\\frac{${latex(top)}}{${latex(bottom)}} = ${latex(result)}${condition}` },
  ]
  return steps
}

/** Simplify, expand or factor; checked by evaluating both forms at sample points with mathjs. */
export const solveSimplify = (kind: Transform, expression: string, labels: MathsLabels): Worked | null => {
  // Powers beyond what a course works by hand only cost time: (x+1)^200.
  const limit = kind === 'simplify' ? /\^\s*\(?\s*\d{3,}/ : /\^\s*\(?\s*(?:\d{3,}|[2-9]\d)/
  if (limit.test(expression)) return null
  const found = exact(`${kind}(${expression})`)
  if (isUnresolved(found) || found.includes(`${kind}(`)) return null
  // nerdamer may simplify (x³ − 8)/(x − 2) to x(x + 2) + 4: the expanded polynomial reads better.
  const expanded = kind === 'simplify' && !found.includes('/') ? attempt(() => exact(`expand(${found})`)) : null
  const result = expanded && parseExpression(found).type === 'sum' ? expanded : found
  // Nothing to simplify: the student may have meant something else, so the model answers.
  if (kind === 'simplify' && latex(result) === latex(expression)) return null
  const variables = variablesOf(expression)
  if (!agreeNumerically(expression, result, variables)) return null
  // "Factor" must produce factors; an irreducible polynomial is left to the model to explain.
  if (kind === 'factor' && !/\)\s*[*^]|\*\s*\(|^\d+\*/.test(result)) return null
  const steps = (kind === 'simplify' && attempt(() => rationalSteps(expression, result, variables, labels))) || [
    { label: labels[kind], math: `${inputLatex(expression)} = ${latex(result)}` },
  ]
  const [variable = 'x'] = variables
  const point =
    variables.length === 1
      ? [2, 3, 5, 7].find(
          (p) =>
            Number.isFinite(numeric(expression, { [variable]: p })) &&
            Number.isFinite(numeric(result, { [variable]: p })),
        )
      : undefined
  const check =
    point === undefined
      ? `${inputLatex(expression)} - \\left(${latex(result)}\\right) \\approx 0 \\;\\checkmark`
      : `${variable} = ${point}:\\quad ${approx(numeric(expression, { [variable]: point }))} = ${approx(numeric(result, { [variable]: point }))} \\;\\checkmark`
  return {
    kind: 'simplify',
    resultLatex: latex(result),
    steps,
    check,
    compare: { type: 'function', expression: result, variables, upToConstant: false },
  }
}
