import { isClose, numeric } from './cas'
import type { MathsLabels } from './labels'
import { type Rational, add, div, fromInt, gcdBig, mul, rational, rationalLatex, sub, toNumber } from './rational'
import { squareFactor, surdLatex } from './solve-notation'
import { ASK, numberList, ticked } from './topic-text'
import { approx, type Worked, type WorkedStep } from './worked'

/**
 * Descriptive statistics of a list: mean, median, mode, range, variance, standard deviation,
 * quartiles. Exact on fractions; each result is confirmed by a second computation in floating
 * point (the deviations from the mean sum to zero, the variance as E[x²] − x̄², …).
 */
type Measure = 'mean' | 'median' | 'mode' | 'range' | 'variance' | 'deviation' | 'quartiles' | 'iqr'
const NAMES: [RegExp, Measure][] = [
  [/^(?:arithmetic\s+)?(?:mean|average)$/, 'mean'],
  [/^median$/, 'median'],
  [/^mode$/, 'mode'],
  [/^range$/, 'range'],
  [/^(?:(?:population|sample)\s+)?variance$/, 'variance'],
  [/^(?:(?:population|sample)\s+)?standard\s+deviation$/, 'deviation'],
  [/^(?:quartiles|(?:lower|upper|first|third)\s+quartile)$/, 'quartiles'],
  [/^(?:interquartile\s+range|iqr)$/, 'iqr'],
]
const PATTERN = new RegExp(
  `^${ASK}(?:the\\s+)?([a-z ]+?)\\s+(?:of|for)\\s+(?:the\\s+)?(?:(?:following\\s+)?(?:data(?:\\s+set)?|set|numbers|values|list|scores|marks)\\s*:?\\s*)?(.+)$`,
)

const tex = rationalLatex
const sum = (values: Rational[]) => values.reduce(add, fromInt(0))
const medianOf = (sorted: Rational[]): Rational => {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : div(add(sorted[middle - 1]!, sorted[middle]!), fromInt(2))
}
const list = (values: Rational[]) => values.map(tex).join(',\\ ')
const floats = (values: Rational[]) => values.map(toNumber)

/** √(p/q) = k√m / q, exactly. */
const rootLatex = (value: Rational) => {
  const { k, m } = squareFactor(value.n * value.d)
  const g = gcdBig(k, value.d)
  const [top, bottom] = [k / g, value.d / g]
  const surd = surdLatex(top, m)
  if (m === 1n) return tex(rational(top, bottom))
  return bottom === 1n ? surd : `\\frac{${surd}}{${bottom}}`
}
const meanOf = (values: Rational[]) => div(sum(values), fromInt(values.length))
const varianceOf = (values: Rational[], sample: boolean) => {
  const mean = meanOf(values)
  const squares = sum(values.map((value) => mul(sub(value, mean), sub(value, mean))))
  return div(squares, fromInt(values.length - (sample ? 1 : 0)))
}
/** The variance again, the other way: mean of the squares minus the square of the mean. */
const varianceCheck = (values: number[], sample: boolean) => {
  const n = values.length
  const mean = values.reduce((a, b) => a + b, 0) / n
  const squares = values.reduce((a, b) => a + b * b, 0)
  return (squares - n * mean * mean) / (n - (sample ? 1 : 0))
}

export const solveStatistics = (text: string, labels: MathsLabels): Worked | null => {
  const match = PATTERN.exec(text)
  const name = match?.[1]!.trim()
  const measure = name && NAMES.find(([pattern]) => pattern.test(name))?.[1]
  const values = measure ? numberList(match![2]!) : null
  if (!measure || !values || values.length < 2) return null
  const sample = /sample/.test(name)
  const sorted = [...values].sort((a, b) => toNumber(a) - toNumber(b))
  const xs = floats(values)
  const n = values.length
  const sortStep: WorkedStep = { label: labels.sortData, math: list(sorted) }
  const done = (resultLatex: string, steps: WorkedStep[], check: string, value: number | null): Worked => ({
    kind: 'statistics',
    resultLatex,
    steps,
    check: ticked(check),
    compare: value === null ? { type: 'none' } : { type: 'value', value },
  })
  switch (measure) {
    case 'mean': {
      const mean = meanOf(values)
      const deviations = xs.reduce((total, x) => total + (x - toNumber(mean)), 0)
      if (!isClose(deviations, 0, 1e-9 * Math.max(1, ...xs.map(Math.abs)))) return null
      return done(
        tex(mean),
        [
          {
            label: labels.meanFormula,
            math: `\\bar{x} = \\frac{${values.map(tex).join(' + ')}}{${n}} = \\frac{${tex(sum(values))}}{${n}} = ${tex(mean)}`,
          },
        ],
        `\\sum (x_i - \\bar{x}) = ${approx(deviations)}`,
        toNumber(mean),
      )
    }
    case 'median': {
      const median = medianOf(sorted)
      const below = xs.filter((x) => x < toNumber(median)).length
      const above = xs.filter((x) => x > toNumber(median)).length
      if (below > n / 2 || above > n / 2) return null
      const middle = n % 2 ? `x_{${(n + 1) / 2}}` : `\\frac{x_{${n / 2}} + x_{${n / 2 + 1}}}{2}`
      return done(
        tex(median),
        [sortStep, { label: labels.medianMiddle, math: `${middle} = ${tex(median)}` }],
        `${below} \\leq \\tfrac{${n}}{2},\\ ${above} \\leq \\tfrac{${n}}{2}`,
        toNumber(median),
      )
    }
    case 'mode': {
      const counts = new Map<string, { value: Rational; count: number }>()
      for (const value of sorted) {
        const key = tex(value)
        counts.set(key, { value, count: (counts.get(key)?.count ?? 0) + 1 })
      }
      const most = Math.max(...[...counts.values()].map((entry) => entry.count))
      const modes = [...counts.values()].filter((entry) => entry.count === most)
      // Every value equally often: no mode, which a textbook states in words; the model says it.
      if (modes.length === counts.size) return null
      const again = xs.filter((x) => isClose(x, toNumber(modes[0]!.value))).length
      if (again !== most) return null
      return done(
        modes.map((entry) => tex(entry.value)).join(',\\ '),
        [
          sortStep,
          { label: labels.modeMost, math: modes.map((entry) => `${tex(entry.value)}\\ (${most}\\times)`).join(',\\ ') },
        ],
        `${tex(modes[0]!.value)}: ${again} \\times`,
        modes.length === 1 ? toNumber(modes[0]!.value) : null,
      )
    }
    case 'range': {
      const [low, high] = [sorted[0]!, sorted.at(-1)!]
      const range = sub(high, low)
      if (!isClose(Math.max(...xs) - Math.min(...xs), toNumber(range))) return null
      return done(
        tex(range),
        [sortStep, { label: labels.rangeFormula, math: `${tex(high)} - ${tex(low)} = ${tex(range)}` }],
        `${tex(low)} + ${tex(range)} = ${tex(high)}`,
        toNumber(range),
      )
    }
    case 'variance':
    case 'deviation': {
      const mean = meanOf(values)
      const variance = varianceOf(values, sample)
      const again = varianceCheck(xs, sample)
      if (!isClose(again, toNumber(variance), 1e-9)) return null
      const symbol = sample ? 's' : '\\sigma'
      const divisor = sample ? `${n} - 1` : `${n}`
      const steps: WorkedStep[] = [
        { label: labels.meanFormula, math: `\\bar{x} = \\frac{${tex(sum(values))}}{${n}} = ${tex(mean)}` },
        {
          label: labels.varianceFormula,
          math: `${symbol}^{2} = \\frac{${values
            .map((v) => `(${tex(v)} - ${tex(mean)})^{2}`)
            .slice(0, 6)
            .join(' + ')}${n > 6 ? ' + \\dots' : ''}}{${divisor}} = ${tex(variance)}`,
        },
      ]
      const varianceCheckLine = `\\frac{\\sum x_i^{2}}{${n}} - \\bar{x}^{2} = ${approx(varianceCheck(xs, false))}`
      if (measure === 'variance')
        return done(`${symbol}^{2} = ${tex(variance)}`, steps, varianceCheckLine, toNumber(variance))
      const root = rootLatex(variance)
      const value = Math.sqrt(toNumber(variance))
      if (!isClose(numeric(`sqrt(${again})`), value, 1e-9)) return null
      const exactRoot = Number.isInteger(value * 1e6) ? '' : ` \\approx ${approx(Number(value.toPrecision(6)))}`
      steps.push({
        label: labels.standardDeviation,
        math: `${symbol} = \\sqrt{${tex(variance)}} = ${root}${exactRoot}`,
      })
      return done(`${symbol} = ${root}`, steps, `\\sqrt{${approx(again)}} = ${approx(value)}`, value)
    }
    case 'quartiles':
    case 'iqr': {
      if (n < 4) return null
      // The school method: the medians of the halves, the middle value left out when n is odd.
      const half = Math.floor(n / 2)
      const q1 = medianOf(sorted.slice(0, half))
      const q2 = medianOf(sorted)
      const q3 = medianOf(sorted.slice(n - half))
      const [below, above] = [xs.filter((x) => x < toNumber(q1)).length, xs.filter((x) => x > toNumber(q3)).length]
      if (below > n / 4 + 0.5 || above > n / 4 + 0.5) return null
      const steps: WorkedStep[] = [
        sortStep,
        { label: labels.medianMiddle, math: `Q_2 = ${tex(q2)}` },
        { label: labels.quartileHalves, math: `Q_1 = ${tex(q1)},\\quad Q_3 = ${tex(q3)}` },
      ]
      const check = `${below}\\ \\text{< } Q_1,\\ ${above}\\ \\text{> } Q_3\\ (n = ${n})`
      if (measure === 'quartiles')
        return done(`Q_1 = ${tex(q1)},\\ Q_2 = ${tex(q2)},\\ Q_3 = ${tex(q3)}`, steps, check, null)
      const iqr = sub(q3, q1)
      steps.push({ label: labels.rangeFormula, math: `Q_3 - Q_1 = ${tex(q3)} - ${tex(q1)} = ${tex(iqr)}` })
      return done(tex(iqr), steps, check, toNumber(iqr))
    }
  }
}
