import { agreeNumerically, attempt, exact, isClose, isUnresolved, numeric, sampleScopes } from './cas'
import { dependsOn, type Node, parseExpression, toCas } from './expression-tree'
import type { MathsLabels } from './labels'
import { inputLatex, latex, print } from './latex'
import { approx, type Worked, type WorkedStep } from './worked'

const d = (variable: string, order = 1) =>
  order === 1 ? `\\frac{d}{d${variable}}` : `\\frac{d^{${order}}}{d${variable}^{${order}}}`
const of = (tex: string) => `\\left(${tex}\\right)`

/** The CAS derivative, tidied: the simplified form when it is shorter and provably the same. */
export const derivativeOf = (expression: string, variable: string, order = 1): string | null => {
  const raw = exact(`diff(${expression}, ${variable}, ${order})`)
  if (isUnresolved(raw)) return null
  const simplified = exact(`simplify(${raw})`)
  const isBetter =
    simplified.length < raw.length && !isUnresolved(simplified) && agreeNumerically(raw, simplified, [variable])
  return isBetter ? simplified : raw
}

/** A central difference by mathjs, an independent check of the CAS's derivative of any order ≤ 3. */
export const numericDerivative = (expression: string, variable: string, at: number, order: number): number => {
  if (order === 0) return numeric(expression, { [variable]: at })
  // Small enough for truncation, large enough that rounding does not dominate at each order.
  const h = (order > 1 ? 1e-3 : 1e-4) * Math.max(1, Math.abs(at))
  return (
    (numericDerivative(expression, variable, at + h, order - 1) -
      numericDerivative(expression, variable, at - h, order - 1)) /
    (2 * h)
  )
}

export const derivativeMatches = (expression: string, derivative: string, variable: string, order = 1) => {
  let compared = 0
  for (const scope of sampleScopes([variable])) {
    const at = scope[variable]!
    const expected = numeric(derivative, { [variable]: at })
    const estimated = numericDerivative(expression, variable, at, order)
    if (!Number.isFinite(expected) || !Number.isFinite(estimated)) continue
    if (!isClose(expected, estimated, order === 1 ? 1e-5 : 1e-3)) return false
    compared += 1
  }
  return compared >= 4
}

/** The rule that applies at the top of the expression, with its pieces worked out. */
const ruleStep = (tree: Node, variable: string, labels: MathsLabels): WorkedStep | null => {
  const diffLatex = (node: Node) => latex(derivativeOf(toCas(node), variable) ?? '0')
  const whole = `${d(variable)}${of(print(tree))}`
  if (tree.type === 'negate') return { label: labels.constantMultiple, math: `${whole} = ${diffLatex(tree)}` }
  if (tree.type === 'sum') {
    const parts = tree.terms.map((term) => `${d(variable)}${of(print(term))} = ${diffLatex(term)}`)
    return { label: labels.sumRule, math: parts.join(',\\quad ') }
  }
  if (tree.type === 'product' || tree.type === 'quotient') {
    const [u, v] =
      tree.type === 'product'
        ? [tree.factors[0]!, { type: 'product', factors: tree.factors.slice(1) } as Node]
        : [tree.numerator, tree.denominator]
    const vNode = v.type === 'product' && v.factors.length === 1 ? v.factors[0]! : v
    const pieces = `u = ${print(u)},\\ v = ${print(vNode)},\\quad u' = ${diffLatex(u)},\\ v' = ${diffLatex(vNode)}`
    if (!dependsOn(u, variable) || !dependsOn(vNode, variable)) {
      if (tree.type === 'quotient' && dependsOn(vNode, variable))
        return {
          label: labels.quotientRule,
          math: `${pieces} \\;\\Rightarrow\\; \\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^{2}}`,
        }
      return { label: labels.constantMultiple, math: `${whole} = ${diffLatex(tree)}` }
    }
    return tree.type === 'product'
      ? { label: labels.productRule, math: `${pieces} \\;\\Rightarrow\\; (uv)' = u'v + uv'` }
      : {
          label: labels.quotientRule,
          math: `${pieces} \\;\\Rightarrow\\; \\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^{2}}`,
        }
  }
  const inner =
    tree.type === 'power'
      ? tree.base.type === 'symbol' && tree.base.name === 'e'
        ? tree.exponent
        : tree.base
      : tree.type === 'call'
        ? tree.args[0]
        : undefined
  if (inner && dependsOn(inner, variable) && !(inner.type === 'symbol' && inner.name === variable)) {
    const outer =
      tree.type === 'power' && inner === tree.base
        ? `u^{${print(tree.exponent)}}`
        : tree.type === 'power'
          ? 'e^{u}'
          : `${print({ ...tree, args: [{ type: 'symbol', name: 'u' }] } as Node)}`
    return {
      label: labels.chainRule,
      math: `u = ${print(inner)},\\ u' = ${diffLatex(inner)} \\;\\Rightarrow\\; ${d(variable)}${of(outer)} = ${d('u')}${of(outer)} \\cdot u'`,
    }
  }
  if (
    tree.type === 'power' &&
    tree.base.type === 'symbol' &&
    tree.base.name === variable &&
    !dependsOn(tree.exponent, variable)
  ) {
    return {
      label: labels.powerRule,
      math: `${d(variable)}\\,${variable}^{n} = n${variable}^{n - 1} \\;\\Rightarrow\\; ${whole} = ${diffLatex(tree)}`,
    }
  }
  return dependsOn(tree, variable) ? { label: labels.standardDerivative, math: `${whole} = ${diffLatex(tree)}` } : null
}

/** Derivatives of any order up to 3: the rule used, each successive derivative, a numerical check. */
export const solveDerivative = (
  expression: string,
  variable: string,
  order: number,
  labels: MathsLabels,
): Worked | null => {
  const results: string[] = []
  for (let k = 1; k <= order; k += 1) {
    const next = derivativeOf(results.at(-1) ?? expression, variable)
    if (!next || !derivativeMatches(results.at(-1) ?? expression, next, variable)) return null
    results.push(next)
  }
  const result = results.at(-1)!
  if (order > 1 && !derivativeMatches(expression, result, variable, order)) return null
  const input = inputLatex(expression)
  const rule = attempt(() => ruleStep(parseExpression(expression), variable, labels))
  const first = { label: labels.result, math: `${d(variable)}${of(input)} = ${latex(results[0]!)}` }
  const steps: WorkedStep[] = [
    ...(rule ? [rule] : []),
    ...(rule?.math.endsWith(` = ${latex(results[0]!)}`) ? [] : [first]),
    ...results.slice(1).map((r, k) => ({
      label: labels.differentiateAgain,
      math: `${d(variable, k + 2)}${of(input)} = ${d(variable)}${of(latex(results[k]!))} = ${latex(r)}`,
    })),
  ]
  const at = [1, 2, 0.5, 3].find(
    (x) =>
      Number.isFinite(numeric(result, { [variable]: x })) &&
      Number.isFinite(numericDerivative(expression, variable, x, order)),
  )
  const prime = "'".repeat(order)
  const check =
    at === undefined
      ? `${d(variable, order)}${of(input)} \\approx ${latex(result)} \\;\\checkmark`
      : `f${prime}(${at}) = ${approx(numeric(result, { [variable]: at }))}${order === 1 ? `,\\quad \\frac{f(${at} + h) - f(${at} - h)}{2h}` : ''} \\approx ${approx(Number(numericDerivative(expression, variable, at, order).toPrecision(6)))} \\;\\checkmark`
  return {
    kind: 'derivative',
    resultLatex: latex(result),
    steps,
    check,
    compare: { type: 'function', expression: result, variables: [variable], upToConstant: false },
  }
}
