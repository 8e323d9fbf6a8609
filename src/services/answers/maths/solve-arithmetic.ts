import { exactValue, isClose, isUnresolved, numeric } from './cas'
import { type Node, parseExpression } from './expression-tree'
import type { MathsLabels } from './labels'
import { inputLatex, latex } from './latex'
import { expandFactorials } from './normalise'
import { approx, type Worked, type WorkedStep } from './worked'

const MAX_RESULT_LENGTH = 400

const gcd = (a: bigint, b: bigint): bigint => (b === BigInt(0) ? (a < 0 ? -a : a) : gcd(b, a % b))

/** "3/10" → "0.3" when the fraction terminates: a decimal question deserves a decimal answer. */
export const asDecimal = (rational: string): string | null => {
  const match = /^(-?)(\d+)(?:\/(\d+))?$/.exec(rational)
  if (!match) return null
  const [, sign, top, bottom = '1'] = match
  const denominator = BigInt(bottom)
  for (let places = 0; places <= 30; places += 1) {
    const scale = BigInt(10) ** BigInt(places)
    if ((scale * BigInt(top!)) % denominator !== BigInt(0)) continue
    const digits = ((scale * BigInt(top!)) / denominator).toString().padStart(places + 1, '0')
    const whole = digits.slice(0, digits.length - places)
    return `${sign}${places ? `${whole}.${digits.slice(-places)}` : whole}`
  }
  return null
}

const fractionOf = (node: Node): [bigint, bigint] | null => {
  if (node.type === 'number' && /^\d+$/.test(node.value)) return [BigInt(node.value), BigInt(1)]
  if (node.type === 'negate') {
    const inner = fractionOf(node.arg)
    return inner && [-inner[0], inner[1]]
  }
  if (node.type === 'quotient' && node.numerator.type === 'number' && node.denominator.type === 'number') {
    const [top, bottom] = [node.numerator.value, node.denominator.value]
    return /^\d+$/.test(top) && /^\d+$/.test(bottom) && bottom !== '0' ? [BigInt(top), BigInt(bottom)] : null
  }
  return null
}

const fractionLatex = ([top, bottom]: [bigint, bigint]) =>
  `${top < 0 ? '-' : ''}\\frac{${top < 0 ? -top : top}}{${bottom}}`

/** Sums of fractions with different denominators: the common-denominator steps a textbook shows. */
const commonDenominatorSteps = (tree: Node, input: string, labels: MathsLabels): WorkedStep[] => {
  if (tree.type !== 'sum') return []
  const fractions = tree.terms.map(fractionOf)
  if (fractions.some((f) => !f) || new Set(fractions.map((f) => String(f![1]))).size < 2) return []
  const common = fractions.reduce((lcm, f) => (lcm * f![1]) / gcd(lcm, f![1]), BigInt(1))
  const scaled = fractions.map((f) => [(f![0] * common) / f![1], common] as [bigint, bigint])
  const total = scaled.reduce((sum, [top]) => sum + top, BigInt(0))
  const written = scaled
    .map(
      ([top], i) => `${i ? (top < 0 ? ' - ' : ' + ') : top < 0 ? '-' : ''}\\frac{${top < 0 ? -top : top}}{${common}}`,
    )
    .join('')
  const sum = fractionLatex([total, common])
  const steps = [{ label: labels.commonDenominator, math: `${input} = ${written} = ${sum}` }]
  const divisor = gcd(total, common)
  if (divisor > BigInt(1)) {
    const reduced = divisor === common ? `${total / divisor}` : fractionLatex([total / divisor, common / divisor])
    steps.push({ label: labels.simplify, math: `${sum} = ${reduced}` })
  }
  return steps
}

/** √n = √(k²·m) = k√m, the step students are asked to show. */
const surdStep = (tree: Node, labels: MathsLabels): WorkedStep[] => {
  if (tree.type !== 'call' || tree.name !== 'sqrt' || tree.args[0]?.type !== 'number') return []
  const n = Number(tree.args[0].value)
  if (!Number.isInteger(n) || n > 1e6) return []
  let square = 1
  for (let k = 2; k * k <= n; k += 1) if (n % (k * k) === 0) square = k
  if (square === 1 || square * square === n) return []
  return [
    {
      label: labels.squareFactor,
      math: `\\sqrt{${n}} = \\sqrt{${square * square} \\cdot ${n / (square * square)}} = ${square}\\sqrt{${n / (square * square)}}`,
    },
  ]
}

/** Exact arithmetic: fractions stay fractions, surds stay surds, big integers stay exact. */
export const solveArithmetic = (expression: string, labels: MathsLabels): Worked | null => {
  const cas = expandFactorials(expression)
  // A huge power (9^9^9) is not a homework question and would only cost time.
  if (!cas || /\^\s*\(?\s*\d{5,}|\^[^+\-*/]*\^/.test(cas)) return null
  const result = exactValue(cas)
  if (isUnresolved(result) || /[a-z]/i.test(result.replace(/sqrt|pi|\be\b/g, '')) || result.length > MAX_RESULT_LENGTH)
    return null
  const value = numeric(result)
  const independent = numeric(cas)
  if (!isClose(independent, value, 1e-9)) return null
  const decimal = /\d\.\d/.test(expression) ? asDecimal(result) : null
  const resultLatex = decimal ?? latex(result)
  const isWhole = /^-?\d+$/.test(result) || decimal !== null
  const tree = parseExpression(expression)
  const input = inputLatex(expression)
  const shown = [...commonDenominatorSteps(tree, input, labels), ...surdStep(tree, labels)]
  // The worked steps must end at the result; otherwise one honest "evaluate" step.
  const steps = shown.at(-1)?.math.endsWith(` = ${resultLatex}`)
    ? shown
    : [{ label: labels.evaluate, math: `${input} = ${resultLatex}` }]
  return {
    kind: 'arithmetic',
    resultLatex,
    steps,
    check: `${input} \\approx ${approx(independent)}${isWhole ? '' : `,\\quad ${resultLatex} \\approx ${approx(value)}`} \\;\\checkmark`,
    compare: { type: 'value', value },
  }
}
