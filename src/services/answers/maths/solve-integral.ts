import { agreeNumerically, attempt, checkTimeBudget, exact, exactValue, isClose, isUnresolved, numeric } from './cas'
import { dependsOn, mapTree, type Node, parseExpression, toCas } from './expression-tree'
import type { MathsLabels } from './labels'
import { groupSum, inputLatex, latex, print } from './latex'
import { derivativeMatches, derivativeOf } from './solve-derivative'
import { approx, type Worked, type WorkedStep } from './worked'

/**
 * ∫ 1/x dx is ln|x| + C, not ln(x) + C: for an integrand that is not itself a logarithm, every
 * log in the antiderivative gets an absolute value (still an antiderivative, on the whole domain).
 */
const withAbsoluteLogs = (antiderivative: string, integrand: string, variable: string) =>
  integrand.includes('log(')
    ? antiderivative
    : toCas(
        mapTree(parseExpression(antiderivative), (node) =>
          node.type === 'call' && node.name === 'log' && node.args.some((arg) => dependsOn(arg, variable))
            ? { ...node, args: [{ type: 'call', name: 'abs', args: node.args }] }
            : node,
        ),
      )

/** The CAS antiderivative (`raw`, for differentiating back) and the one shown, checked by mathjs. */
export const antiderivativeOf = (expression: string, variable: string) => {
  const raw = exact(`integrate(${expression}, ${variable})`)
  if (isUnresolved(raw)) return null
  const shown = withAbsoluteLogs(raw, expression, variable)
  return derivativeMatches(shown, expression, variable) ? { raw, shown } : null
}

const integralLatex = (node: Node, variable: string) => `\\int ${groupSum(print(node))}\\,d${variable}`

/** Which rule a single term needs: the power rule, a table integral, or (otherwise) the CAS's work. */
const termLabel = (node: Node, variable: string, labels: MathsLabels) => {
  const core = node.type === 'product' ? node.factors.filter((f) => dependsOn(f, variable)) : [node]
  const [only] = core
  if (core.length !== 1 || !only) return dependsOn(node, variable) ? labels.antiderivative : labels.integralPowerRule
  if (
    (only.type === 'symbol' && only.name === variable) ||
    (only.type === 'power' &&
      only.base.type === 'symbol' &&
      only.base.name === variable &&
      !dependsOn(only.exponent, variable))
  ) {
    return labels.integralPowerRule
  }
  return labels.standardIntegral
}

/** Simpson's rule by mathjs: an independent check of a definite integral. */
const simpson = (expression: string, variable: string, lower: number, upper: number, intervals = 1000) => {
  const width = (upper - lower) / intervals
  let sum = 0
  for (let i = 0; i <= intervals; i += 1) {
    if (i % 250 === 0) checkTimeBudget()
    const weight = i === 0 || i === intervals ? 1 : i % 2 ? 4 : 2
    sum += weight * numeric(expression, { [variable]: lower + i * width })
  }
  return (sum * width) / 3
}

/** Indefinite integrals (+ C, checked by differentiating back) and definite ones (checked by Simpson). */
export const solveIntegral = (
  expression: string,
  variable: string,
  labels: MathsLabels,
  bounds?: { lower: string; upper: string },
): Worked | null => {
  const found = antiderivativeOf(expression, variable)
  if (!found) return null
  const antiderivative = found.shown
  const tree = parseExpression(expression)
  const terms = tree.type === 'sum' ? tree.terms : [tree]
  const termResults = terms.map((term) => attempt(() => antiderivativeOf(toCas(term), variable)))
  const steps: WorkedStep[] =
    terms.length > 1 && termResults.every(Boolean)
      ? [
          {
            label: labels.integrateTerms,
            math: terms
              .map((t, i) => `${integralLatex(t, variable)} = ${latex(termResults[i]!.shown)}`)
              .join(',\\quad '),
          },
        ]
      : [
          {
            label: termLabel(tree, variable, labels),
            math: `${integralLatex(tree, variable)} = ${latex(antiderivative)} + C`,
          },
        ]
  if (!bounds) {
    const resultLatex = `${latex(antiderivative)} + C`
    if (terms.length > 1)
      steps.push({
        label: labels.addConstant,
        math: `\\int ${groupSum(inputLatex(expression))}\\,d${variable} = ${resultLatex}`,
      })
    const back = derivativeOf(found.raw, variable)
    if (!back || !agreeNumerically(back, expression, [variable])) return null
    return {
      kind: 'integral',
      resultLatex,
      steps,
      check: `\\frac{d}{d${variable}}\\left(${latex(antiderivative)}\\right) = ${latex(back)} \\;\\checkmark`,
      compare: { type: 'function', expression: antiderivative, variables: [variable], upToConstant: true },
    }
  }
  const [a, b] = [numeric(bounds.lower), numeric(bounds.upper)]
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null
  const estimate = simpson(expression, variable, a, b)
  // F(b) − F(a) with the CAS's own antiderivative first (it simplifies ln(e) to 1), else with ln|…|.
  const evaluated = [found.raw, antiderivative].map((F) =>
    attempt(() => {
      const at = (bound: string) => exactValue(F.replace(new RegExp(`\\b${variable}\\b`, 'g'), `(${bound})`))
      const [upper, lower] = [at(bounds.upper), at(bounds.lower)]
      const value = exactValue(`(${upper})-(${lower})`)
      return isUnresolved(value) || !isClose(numeric(value), estimate, 1e-6) ? null : { upper, lower, value }
    }),
  )
  const bound = evaluated[0] ?? evaluated[1]
  if (!bound) return null
  const { upper, lower, value } = bound
  const [lowerTex, upperTex] = [latex(bounds.lower), latex(bounds.upper)]
  steps.push(
    { label: labels.antiderivative, math: `F(${variable}) = ${latex(antiderivative)}` },
    {
      label: labels.evaluateBounds,
      math: `F(${upperTex}) - F(${lowerTex}) = ${latex(upper)} - ${/^-|[+-]/.test(latex(lower)) ? `\\left(${latex(lower)}\\right)` : latex(lower)} = ${latex(value)}`,
    },
  )
  return {
    kind: 'integral',
    resultLatex: latex(value),
    steps: steps.filter((step, i) => i !== 0 || terms.length > 1),
    check: `\\int_{${lowerTex}}^{${upperTex}} ${groupSum(inputLatex(expression))}\\,d${variable} \\approx ${approx(Number(estimate.toPrecision(8)))} \\;\\checkmark`,
    compare: { type: 'value', value: numeric(value) },
  }
}
