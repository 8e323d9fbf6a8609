import { attempt, exact, exactValue, isClose, isUnresolved, numeric } from './cas'
import { type Node, parseExpression, substitute, toCas } from './expression-tree'
import type { MathsLabels } from './labels'
import { groupSum, inputLatex, latex, print } from './latex'
import { derivativeOf } from './solve-derivative'
import { approx, fill, type Worked, type WorkedStep } from './worked'

const valueAt = (expression: string, variable: string, point: string): string | null => {
  try {
    const value = exact(expression.replace(new RegExp(`\\b${variable}\\b`, 'g'), `(${point})`))
    return isUnresolved(value) ? null : value
  } catch {
    return null // division by zero: not defined at the point
  }
}

/** The values the function takes as it approaches: both sides of a point, or far out. */
const approachPoints = (at: number) =>
  Number.isFinite(at) ? [at - 1e-5, at + 1e-5] : [Math.sign(at) * 1e6, Math.sign(at) * 1e8]

/** Leading terms of a rational function at ±∞: a xⁿ / b xᵐ. */
const leadingTerms = (numerator: string, denominator: string, variable: string) => {
  const lead = (polynomial: string) => {
    const coefficients = exact(`coeffs(expand(${polynomial}), ${variable})`)
      .replace(/^\[|\]$/g, '')
      .split(',')
    if (coefficients.some((c) => /[a-z]/i.test(c))) return null
    while (coefficients.length > 1 && coefficients.at(-1) === '0') coefficients.pop()
    return latex(`(${coefficients.at(-1)})*${variable}^${coefficients.length - 1}`)
  }
  const [top, bottom] = [lead(numerator), lead(denominator)]
  return top && bottom ? `\\frac{${top}}{${bottom}}` : null
}

/** 0/0 at a point: factor and cancel when the CAS can, otherwise L'Hôpital (up to three times). */
const indeterminateSteps = (
  numerator: string,
  denominator: string,
  variable: string,
  point: string,
  limitOf: (tex: string) => string,
  labels: MathsLabels,
): WorkedStep[] | null => {
  const cancelled = exact(`simplify((${numerator})/(${denominator}))`)
  const direct = valueAt(cancelled, variable, point)
  if (direct !== null && !/\//.test(cancelled.replace(/\d+\/\d+/g, ''))) {
    return [
      {
        label: labels.cancel,
        math: `${limitOf(`\\frac{${latex(exact(`factor(${numerator})`))}}{${latex(exact(`factor(${denominator})`))}}`)} = ${limitOf(latex(cancelled))} = ${latex(direct)}`,
      },
    ]
  }
  let [top, bottom] = [numerator, denominator]
  const steps: WorkedStep[] = []
  for (let round = 0; round < 3; round += 1) {
    const [dTop, dBottom] = [derivativeOf(top, variable), derivativeOf(bottom, variable)]
    if (!dTop || !dBottom) return null
    ;[top, bottom] = [dTop, dBottom]
    const [valueTop, valueBottom] = [valueAt(top, variable, point), valueAt(bottom, variable, point)]
    const ratio = `\\frac{${latex(top)}}{${latex(bottom)}}`
    if (valueTop !== null && valueBottom !== null && valueBottom !== '0') {
      steps.push({
        label: labels.lhopital,
        math: `${limitOf(ratio)} = \\frac{${latex(valueTop)}}{${latex(valueBottom)}}`,
      })
      return steps
    }
    if (valueTop !== '0' || valueBottom !== '0') return null
    steps.push({ label: labels.lhopital, math: `${limitOf(ratio)} \\;\\rightarrow\\; \\frac{0}{0}` })
  }
  return null
}

/** Limits at a point or at ±∞, each checked against the function's values as it approaches. */
export const solveLimit = (expression: string, variable: string, point: string, labels: MathsLabels): Worked | null => {
  const value = exactValue(`limit(${expression}, ${variable}, ${point})`)
  if (isUnresolved(value)) return null
  const target = numeric(value)
  const at = numeric(point)
  if (!approachPoints(at).every((x) => isClose(numeric(expression, { [variable]: x }), target, 1e-3))) return null
  const pointTex = Number.isFinite(at) ? latex(point) : at > 0 ? '\\infty' : '-\\infty'
  const limitOf = (tex: string) => `\\lim_{${variable} \\to ${pointTex}} ${groupSum(tex)}`
  const input = inputLatex(expression)
  const statement = `${limitOf(input)} = ${latex(value)}`
  const tree: Node = parseExpression(expression)
  const direct = Number.isFinite(at) ? valueAt(expression, variable, point) : null
  let steps: WorkedStep[] | null = null
  if (direct !== null && direct === value) {
    const substituted = print(substitute(tree, variable, parseExpression(point)))
    steps = [
      {
        label: fill(labels.substitute, { v: `${variable} = ${pointTex}` }),
        math: `${limitOf(input)} = ${substituted} = ${latex(value)}`,
      },
    ]
  } else if (Number.isFinite(at) && tree.type === 'quotient') {
    const [top, bottom] = [toCas(tree.numerator), toCas(tree.denominator)]
    if (valueAt(top, variable, point) === '0' && valueAt(bottom, variable, point) === '0') {
      const rest = attempt(() => indeterminateSteps(top, bottom, variable, point, limitOf, labels))
      if (rest)
        steps = [{ label: labels.indeterminate, math: `${limitOf(input)} \\;\\rightarrow\\; \\frac{0}{0}` }, ...rest]
    }
  } else if (!Number.isFinite(at) && tree.type === 'quotient') {
    const leading = attempt(() => leadingTerms(toCas(tree.numerator), toCas(tree.denominator), variable))
    if (leading)
      steps = [
        {
          label: fill(labels.leadingTerms, { v: variable }),
          math: `${limitOf(input)} = ${limitOf(leading)} = ${latex(value)}`,
        },
      ]
  }
  const sample = approachPoints(at)
  return {
    kind: 'limit',
    resultLatex: latex(value),
    steps: steps?.at(-1)?.math.endsWith(` = ${latex(value)}`)
      ? steps
      : [...(steps ?? []), { label: labels.result, math: statement }],
    check:
      sample.map((x) => `f(${approx(x)}) \\approx ${approx(numeric(expression, { [variable]: x }))}`).join(',\\quad ') +
      ' \\;\\checkmark',
    compare: { type: 'value', value: target },
  }
}
