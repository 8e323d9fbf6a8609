import { isClose } from './cas'
import type { MathsLabels } from './labels'
import { type Rational, add, div, fromInt, mul, parseRational, rationalLatex, sub, toNumber } from './rational'
import { type Worked, approx } from './worked'

/**
 * Percentages: "15% of 80", "12 is what percent of 48", "30 is 15% of what", "increase 50 by 20%",
 * "percentage change from 40 to 50". Exact in fractions; the check recomputes in floating point
 * the other way round (the answer put back into the relation).
 */
const NUM = String.raw`-?\d+(?:\.\d+)?`
const N = String.raw`\$?(${NUM})`
const ASK = String.raw`(?:what\s+is|what's|find|calculate|compute|work\s+out|evaluate)?\s*`
const HUNDRED = fromInt(100)

type Parsed = { form: 'of' | 'share' | 'whole' | 'increase' | 'decrease' | 'change'; a: Rational; b: Rational }

const parse = (text: string): Parsed | null => {
  const forms: [Parsed['form'], RegExp][] = [
    ['of', new RegExp(`^${ASK}${N}\\s*(?:%|percent)\\s+of\\s+${N}$`)],
    ['share', new RegExp(`^${N}\\s+is\\s+what\\s+(?:percent|percentage|%)\\s+of\\s+${N}$`)],
    ['share', new RegExp(`^what\\s+(?:percent|percentage|%)\\s+of\\s+\\$?(?<b>${NUM})\\s+is\\s+\\$?(?<a>${NUM})$`)],
    ['share', new RegExp(`^${ASK}${N}\\s+as\\s+a\\s+percent(?:age)?\\s+of\\s+${N}$`)],
    ['whole', new RegExp(`^${N}\\s+is\\s+${N}\\s*(?:%|percent)\\s+of\\s+what(?:\\s+number)?$`)],
    ['increase', new RegExp(`^(?:increase|raise)\\s+${N}\\s+by\\s+${N}\\s*(?:%|percent)$`)],
    ['decrease', new RegExp(`^(?:decrease|reduce|discount)\\s+${N}\\s+by\\s+${N}\\s*(?:%|percent)$`)],
    [
      'change',
      new RegExp(`^${ASK}(?:the\\s+)?percent(?:age)?\\s+(?:change|increase|decrease)\\s+from\\s+${N}\\s+to\\s+${N}$`),
    ],
  ]
  for (const [form, pattern] of forms) {
    const match = pattern.exec(text)
    if (!match) continue
    const [first, second] = match.groups ? [match.groups.a!, match.groups.b!] : [match[1]!, match[2]!]
    const [a, b] = [parseRational(first.replace('$', '')), parseRational(second.replace('$', ''))]
    return a && b ? { form, a, b } : null
  }
  return null
}

const tex = rationalLatex

export const solvePercent = (text: string, labels: MathsLabels): Worked | null => {
  const parsed = parse(text)
  if (!parsed) return null
  const { form, a, b } = parsed
  const [x, y] = [toNumber(a), toNumber(b)]
  let result: Rational
  let step: { label: string; math: string }
  let check: string
  let holds: boolean
  let percent = false
  switch (form) {
    case 'of':
      result = mul(div(a, HUNDRED), b)
      step = { label: labels.percentOf, math: `\\frac{${tex(a)}}{100} \\cdot ${tex(b)} = ${tex(result)}` }
      holds = isClose((toNumber(result) / y) * 100, x)
      check = `\\frac{${tex(result)}}{${tex(b)}} \\cdot 100 = ${approx((toNumber(result) / y) * 100)}\\,\\%`
      break
    case 'share':
      if (a.n === 0n && b.n === 0n) return null
      result = mul(div(a, b), HUNDRED)
      percent = true
      step = { label: labels.percentShare, math: `\\frac{${tex(a)}}{${tex(b)}} \\cdot 100 = ${tex(result)}\\,\\%` }
      holds = isClose((toNumber(result) / 100) * y, x)
      check = `\\frac{${tex(result)}}{100} \\cdot ${tex(b)} = ${approx((toNumber(result) / 100) * y)}`
      break
    case 'whole':
      result = div(a, div(b, HUNDRED))
      step = { label: labels.percentWhole, math: `${tex(a)} \\div \\frac{${tex(b)}}{100} = ${tex(result)}` }
      holds = isClose((y / 100) * toNumber(result), x)
      check = `\\frac{${tex(b)}}{100} \\cdot ${tex(result)} = ${approx((y / 100) * toNumber(result))}`
      break
    case 'increase':
    case 'decrease': {
      const factor = (form === 'increase' ? add : sub)(fromInt(1), div(b, HUNDRED))
      result = mul(a, factor)
      step = { label: labels.percentChange, math: `${tex(a)} \\cdot ${tex(factor)} = ${tex(result)}` }
      const change = (form === 'increase' ? 1 : -1) * ((x * y) / 100)
      holds = isClose(x + change, toNumber(result))
      check = `${tex(a)} ${form === 'increase' ? '+' : '-'} \\frac{${tex(b)}}{100} \\cdot ${tex(a)} = ${approx(x + change)}`
      break
    }
    case 'change':
      result = mul(div(sub(b, a), a), HUNDRED)
      percent = true
      step = {
        label: labels.percentDifference,
        math: `\\frac{${tex(b)} - ${tex(a)}}{${tex(a)}} \\cdot 100 = ${tex(result)}\\,\\%`,
      }
      holds = isClose(x * (1 + toNumber(result) / 100), y)
      check = `${tex(a)} \\cdot \\left(1 + \\frac{${tex(result)}}{100}\\right) = ${approx(x * (1 + toNumber(result) / 100))}`
      break
  }
  if (!holds) return null
  const resultLatex = `${tex(result)}${percent ? '\\,\\%' : ''}`
  return {
    kind: 'percentage',
    resultLatex,
    steps: [step],
    check: `${check} \\;\\checkmark`,
    compare: { type: 'value', value: toNumber(result) },
  }
}
