import { isClose } from './cas'
import type { MathsLabels } from './labels'
import { type Rational, add, div, fromInt, isZero, mul, parseRational, rationalLatex, sub, toNumber } from './rational'
import { ASK, ticked } from './topic-text'
import type { Worked, WorkedStep } from './worked'

/**
 * Arithmetic and geometric series: "1 + 2 + ... + 100", "3 + 6 + 12 + … + 768", "1 + 1/2 + 1/4 + …"
 * (to infinity), "sum of the first 20 terms of 3, 7, 11, …" and sigma sums of a linear or
 * exponential term. The formula's value is confirmed by adding the terms one by one.
 */
const MAX_TERMS = 100_000
const TERM = String.raw`-?\d+(?:\.\d+)?(?:\/\d+)?`
const ELLIPSIS = String.raw`(?:\.\.\.|…|\.\s\.\s\.|\\cdots|\\ldots|cdots|ldots)`
const tex = rationalLatex

type Series = { first: Rational; second: Rational; third?: Rational; last?: Rational; count?: number }

const powerOf = (ratio: Rational, k: number) => {
  let value = fromInt(1)
  for (let i = 0; i < k; i += 1) value = mul(value, ratio)
  return value
}

/** How many terms an arithmetic or geometric progression takes from `first` to `last`; null if it never lands. */
const termsTo = (first: Rational, step: Rational, last: Rational, geometric: boolean) => {
  let term = first
  for (let count = 1; count <= MAX_TERMS; count += 1) {
    if (term.n === last.n && term.d === last.d) return count
    term = geometric ? mul(term, step) : add(term, step)
    if (!geometric && toNumber(step) * (toNumber(term) - toNumber(last)) > 0) return null
    if (geometric && Math.abs(toNumber(term)) > Math.abs(toNumber(last)) * 2 + 1e6) return null
  }
  return null
}

const summed = (series: Series, labels: MathsLabels): Worked | null => {
  const { first, second, third } = series
  const difference = sub(second, first)
  const isArithmetic = !third || toNumber(sub(third, second)) === toNumber(difference)
  const ratio = isZero(first) ? null : div(second, first)
  const isGeometric = ratio && third && toNumber(third) === toNumber(mul(second, ratio))
  if (!isArithmetic && !isGeometric) return null
  const geometric = !isArithmetic
  const step = geometric ? ratio! : difference
  if (geometric && (isZero(step) || toNumber(step) === 1)) return null
  const steps: WorkedStep[] = [
    geometric
      ? {
          label: labels.seriesGeometric,
          math: `a = ${tex(first)},\\quad r = \\frac{${tex(second)}}{${tex(first)}} = ${tex(step)}`,
        }
      : {
          label: labels.seriesArithmetic,
          math: `a = ${tex(first)},\\quad d = ${tex(second)} - ${tex(first)} = ${tex(step)}`,
        },
  ]
  let total: Rational
  let terms: number
  if (series.last === undefined && series.count === undefined) {
    // To infinity: only a geometric series with |r| < 1 adds up.
    if (!geometric || Math.abs(toNumber(step)) >= 1) return null
    total = div(first, sub(fromInt(1), step))
    terms = 200
    steps.push({
      label: labels.seriesSum,
      math: `S_\\infty = \\frac{a}{1 - r} = \\frac{${tex(first)}}{1 - ${tex(step)}} = ${tex(total)}`,
    })
  } else {
    const count = series.count ?? (series.last ? termsTo(first, step, series.last, geometric) : null)
    if (!count || count < 2 || count > MAX_TERMS) return null
    terms = count
    if (series.last) steps.push({ label: labels.seriesTerms, math: `n = ${count}` })
    if (geometric) {
      total = div(mul(first, sub(fromInt(1), powerOf(step, count))), sub(fromInt(1), step))
      steps.push({
        label: labels.seriesSum,
        math: `S_{${count}} = \\frac{a(1 - r^{n})}{1 - r} = \\frac{${tex(first)}\\left(1 - (${tex(step)})^{${count}}\\right)}{1 - ${tex(step)}} = ${tex(total)}`,
      })
    } else {
      const last = add(first, mul(fromInt(count - 1), step))
      total = div(mul(fromInt(count), add(first, last)), fromInt(2))
      steps.push({
        label: labels.seriesSum,
        math: `S_{${count}} = \\frac{n(a + l)}{2} = \\frac{${count}(${tex(first)} + ${tex(last)})}{2} = ${tex(total)}`,
      })
    }
  }
  // Adding the terms one by one, in floating point.
  let added = 0
  let term = toNumber(first)
  for (let k = 0; k < terms; k += 1) {
    added += term
    term = geometric ? term * toNumber(step) : term + toNumber(step)
  }
  if (!isClose(added, toNumber(total), 1e-9)) return null
  const shown =
    series.last === undefined && series.count === undefined ? `\\sum_{k=0}^{${terms - 1}}` : `\\sum_{k=1}^{${terms}}`
  return {
    kind: 'series',
    resultLatex: tex(total),
    steps,
    check: ticked(
      `${shown} a_k = ${tex(first)} + ${tex(second)} + \\dots ${series.last || series.count ? '=' : '\\approx'} ${Number(added.toPrecision(10))}`,
    ),
    compare: { type: 'value', value: toNumber(total) },
  }
}

const written = new RegExp(
  `^${ASK}(?:the\\s+)?(?:sum\\s+(?:of\\s+)?)?(${TERM})\\s*\\+\\s*(${TERM})\\s*(?:\\+\\s*(${TERM})\\s*)?\\+\\s*(?:${ELLIPSIS}\\s*(?:\\+\\s*(${TERM}))?)?$`,
)
const firstTerms = new RegExp(
  `^${ASK}(?:the\\s+)?sum\\s+of\\s+the\\s+first\\s+(\\d+)\\s+terms\\s+of\\s+(?:the\\s+)?(?:arithmetic\\s+|geometric\\s+)?(?:sequence|series|progression)?\\s*:?\\s*(${TERM})\\s*,\\s*(${TERM})\\s*,\\s*(${TERM})\\s*(?:,\\s*)?${ELLIPSIS}?$`,
)
// sum_(k=1)^(n) (a k + b) or r^k, after the question's Σ became "sum".
const sigma = /^(?:sum|σ|∑)\s*_?\s*\(?\s*([a-z])\s*=\s*(\d+)\s*\)?\s*\^\s*\(?(\d+)\)?\s*(.+)$/

const sigmaTerm = (variable: string, body: string) => {
  const clean = body.replace(/^\((.*)\)$/, '$1').replace(/\s+/g, '')
  const linear = new RegExp(`^(-?\\d*)\\*?${variable}([+-]\\d+)?$`).exec(clean)
  if (linear) {
    const a = linear[1] === '' ? 1 : linear[1] === '-' ? -1 : Number(linear[1])
    return (k: number) => fromInt(a * k + Number(linear[2] ?? 0))
  }
  const power = new RegExp(
    `^(\\d+)\\*?\\(?(\\d+(?:\\/\\d+)?)\\)?\\^${variable}$|^\\(?(\\d+(?:\\/\\d+)?)\\)?\\^${variable}$`,
  ).exec(clean)
  if (power) {
    const [c, r] = power[1]
      ? [fromInt(Number(power[1])), parseRational(power[2]!)]
      : [fromInt(1), parseRational(power[3]!)]
    return r ? (k: number) => mul(c, powerOf(r, k)) : null
  }
  return null
}

export const solveSeries = (text: string, labels: MathsLabels): Worked | null => {
  const plain = text.replace(/\s*\.\s*\.\s*\./g, ' ...')
  const listed = written.exec(plain)
  if (listed) {
    const [first, second, third, last] = [listed[1], listed[2], listed[3], listed[4]].map((t) =>
      t ? parseRational(t) : undefined,
    )
    if (!first || !second || (listed[3] && !third) || (listed[4] && !last)) return null
    return summed({ first, second, ...(third ? { third } : {}), ...(last ? { last } : {}) }, labels)
  }
  const counted = firstTerms.exec(plain)
  if (counted) {
    const [first, second, third] = [counted[2]!, counted[3]!, counted[4]!].map(parseRational)
    return first && second && third ? summed({ first, second, third, count: Number(counted[1]) }, labels) : null
  }
  const sum = sigma.exec(plain.replace(/^(?:find|evaluate|compute|calculate)\s+/, ''))
  if (!sum) return null
  const [variable, from, to] = [sum[1]!, Number(sum[2]), Number(sum[3])]
  const term = sigmaTerm(variable, sum[4]!)
  if (!term || to - from < 2 || to - from > MAX_TERMS) return null
  const worked = summed(
    { first: term(from), second: term(from + 1), third: term(from + 2), count: to - from + 1 },
    labels,
  )
  // The sum term by term, exactly, must be the formula's value (the term is linear or a power by construction).
  if (!worked || worked.compare.type !== 'value') return null
  let direct = fromInt(0)
  for (let k = from; k <= Math.min(to, from + 2000); k += 1) direct = add(direct, term(k))
  return to - from > 2000 || isClose(toNumber(direct), worked.compare.value) ? worked : null
}
