import { isClose } from './cas'
import type { MathsLabels } from './labels'
import {
  type Rational,
  add,
  div,
  fractionLatex,
  gcdBig,
  isZero,
  mul,
  parseRational,
  rational,
  sub,
  toNumber,
} from './rational'
import { ASK, ticked } from './topic-text'
import type { Worked } from './worked'

/**
 * Fraction arithmetic in words ("2/3 divided by 4/9", "3/4 of 2/5", "1/2 plus 1/3") and
 * "12/18 in simplest form". Exact on BigInt; the check undoes the operation in floating point.
 */
const FRACTION = String.raw`(-?\d+(?:\/\d+)?)`
const OPERATORS: Record<string, '+' | '-' | '*' | '/'> = {
  plus: '+',
  'added to': '+',
  minus: '-',
  times: '*',
  'multiplied by': '*',
  of: '*',
  'divided by': '/',
}
const TEX = { '+': '+', '-': '-', '*': '\\times', '/': '\\div' } as const
const OPERATION = new RegExp(
  `^${ASK}${FRACTION}\\s+(plus|added\\s+to|minus|times|multiplied\\s+by|of|divided\\s+by)\\s+${FRACTION}$`,
)
const SIMPLEST = new RegExp(
  `^(?:simplify|reduce|write|express|what\\s+is|find)?\\s*(\\d+)\\/(\\d+)(?:\\s+(?:in|to)\\s+(?:its\\s+)?(?:simplest|lowest)\\s+(?:form|terms))?$`,
)

const tex = fractionLatex
const wrap = (value: Rational) => (value.n < 0n ? `\\left(${tex(value)}\\right)` : tex(value))

const reduce = (text: string, labels: MathsLabels): Worked | null => {
  const match = SIMPLEST.exec(text)
  if (!match || !/simplest|lowest|simplify|reduce/.test(text)) return null
  const [n, d] = [BigInt(match[1]!), BigInt(match[2]!)]
  if (d === 0n) return null
  const g = gcdBig(n, d)
  const result = rational(n, d)
  // Put back: the reduced fraction times g/g is the one given.
  if (!isClose(Number(result.n) * Number(g), Number(n)) || !isClose(Number(result.d) * Number(g), Number(d)))
    return null
  return {
    kind: 'fractions',
    resultLatex: tex(result),
    steps: [
      {
        label: labels.cancel,
        math: `\\frac{${n}}{${d}} = \\frac{${n / g} \\cdot ${g}}{${d / g} \\cdot ${g}} = ${tex(result)}`,
      },
    ],
    check: ticked(`${tex(result)} = \\frac{${result.n} \\cdot ${g}}{${result.d} \\cdot ${g}} = \\frac{${n}}{${d}}`),
    compare: { type: 'value', value: toNumber(result) },
  }
}

export const solveFractions = (text: string, labels: MathsLabels): Worked | null => {
  const match = OPERATION.exec(text)
  if (!match) return reduce(text, labels)
  const [a, b] = [parseRational(match[1]!), parseRational(match[3]!)]
  const operator = OPERATORS[match[2]!.replace(/\s+/g, ' ')]!
  // Words only for fractions: "3 plus 4" is plain arithmetic, answered elsewhere.
  if (!a || !b || !`${match[1]}${match[3]}`.includes('/')) return null
  if (operator === '/' && isZero(b)) return null
  const result = { '+': add, '-': sub, '*': mul, '/': div }[operator](a, b)
  const question = `${tex(a)} ${TEX[operator]} ${wrap(b)}`
  const steps =
    operator === '/'
      ? [
          { label: labels.fractionReciprocal, math: `${question} = ${tex(a)} \\times ${wrap(div(rational(1n), b))}` },
          {
            label: labels.fractionMultiply,
            math: `= \\frac{${a.n} \\cdot ${b.d}}{${a.d} \\cdot ${b.n}} = ${tex(result)}`,
          },
        ]
      : operator === '*'
        ? [
            {
              label: labels.fractionMultiply,
              math: `${question} = \\frac{${a.n} \\cdot ${b.n}}{${a.d} \\cdot ${b.d}} = ${tex(result)}`,
            },
          ]
        : [
            {
              label: labels.commonDenominator,
              math: `${question} = \\frac{${a.n * b.d}}{${a.d * b.d}} ${operator} \\frac{${b.n * a.d}}{${a.d * b.d}}`,
            },
            {
              label: labels.simplify,
              math: `= \\frac{${a.n * b.d} ${operator} ${wrap(rational(b.n * a.d))}}{${a.d * b.d}} = ${tex(result)}`,
            },
          ]
  // Undo the operation in floating point: the result must give back the first fraction.
  const [x, y, r] = [toNumber(a), toNumber(b), toNumber(result)]
  const back = { '+': r - y, '-': r + y, '*': r / y, '/': r * y }[operator]
  if (!isClose(back, x) || (operator === '*' && y === 0)) return null
  const inverse = { '+': '-', '-': '+', '*': '\\div', '/': '\\times' }[operator]
  return {
    kind: 'fractions',
    resultLatex: tex(result),
    steps,
    check: ticked(`${wrap(result)} ${inverse} ${wrap(b)} = ${tex(a)}`),
    compare: { type: 'value', value: r },
  }
}
