import { isClose } from './cas'
import type { MathsLabels } from './labels'
import { type Rational, fractionLatex, gcdBig, mul, parseRational, rational, rationalLatex, toNumber } from './rational'
import { ASK, ticked } from './topic-text'
import { fill, type Worked } from './worked'

/**
 * Scientific notation both ways ("write 45000 in scientific notation", "3.2 × 10^-4 as a decimal")
 * and surds in simplest form ("√72 in simplest form", "simplify 3√12"). Exact; the check puts the
 * result back (a × 10^n multiplied out, (a√b)² = n).
 */
const decimalText = (value: Rational) => rationalLatex(value)
const TEN = rational(10n)

const powerOfTen = (exponent: number) =>
  exponent >= 0 ? rational(10n ** BigInt(exponent)) : rational(1n, 10n ** BigInt(-exponent))

const toScientific = (text: string, labels: MathsLabels): Worked | null => {
  const match = new RegExp(
    `^${ASK}(-?[\\d,]*\\d(?:\\.\\d+)?)\\s+(?:in|into|as|to)\\s+(?:scientific|standard|exponential)\\s+(?:notation|form)$`,
  ).exec(text)
  if (!match || /,\d{0,2}(?:\D|$)|,\d{4}/.test(match[1]!)) return null
  const value = parseRational(match[1]!.replace(/,/g, ''))
  if (!value || value.n === 0n) return null
  let exponent = 0
  let mantissa = value
  const size = (v: Rational) => Math.abs(toNumber(v))
  while (size(mantissa) >= 10) [mantissa, exponent] = [mul(mantissa, rational(1n, 10n)), exponent + 1]
  while (size(mantissa) < 1) [mantissa, exponent] = [mul(mantissa, TEN), exponent - 1]
  const back = mul(mantissa, powerOfTen(exponent))
  if (back.n !== value.n || back.d !== value.d) return null
  const result = `${decimalText(mantissa)} \\times 10^{${exponent}}`
  return {
    kind: 'scientific',
    resultLatex: result,
    steps: [{ label: labels.scientificShift, math: `${decimalText(value)} = ${result}` }],
    check: ticked(`${decimalText(mantissa)} \\cdot ${fractionLatex(powerOfTen(exponent))} = ${decimalText(back)}`),
    compare: { type: 'value', value: toNumber(value) },
  }
}

const fromScientific = (text: string, labels: MathsLabels): Worked | null => {
  const match = new RegExp(
    `^${ASK}(-?\\d+(?:\\.\\d+)?)\\s*(?:\\*|x)\\s*10\\s*\\^\\s*\\(?([-+]?\\d+)\\)?\\s+(?:in|into|as|to)\\s+(?:an?\\s+)?(?:decimal|ordinary|normal|standard\\s+decimal)(?:\\s+(?:notation|form|number))?$|^${ASK}(-?\\d+(?:\\.\\d+)?)\\s*e\\s*([-+]?\\d+)\\s+(?:in|as|to)\\s+(?:a\\s+)?decimal(?:\\s+(?:notation|form|number))?$`,
  ).exec(text)
  if (!match) return null
  const mantissa = parseRational(match[1] ?? match[3]!)
  const exponent = Number(match[2] ?? match[4])
  if (!mantissa || Math.abs(exponent) > 30) return null
  const value = mul(mantissa, powerOfTen(exponent))
  if (!isClose(toNumber(value), Number(`${match[1] ?? match[3]}e${exponent}`))) return null
  return {
    kind: 'scientific',
    resultLatex: decimalText(value),
    steps: [
      {
        label: fill(labels.scientificShift, {}),
        math: `${decimalText(mantissa)} \\times 10^{${exponent}} = ${decimalText(value)}`,
      },
    ],
    check: ticked(`\\frac{${decimalText(value)}}{${fractionLatex(powerOfTen(exponent))}} = ${decimalText(mantissa)}`),
    compare: { type: 'value', value: toNumber(value) },
  }
}

/** The largest square factor: n = k²·m with m square-free. */
export const squareFactor = (n: bigint) => {
  let [k, m] = [1n, n]
  for (let f = 2n; f * f <= m; f += 1n) {
    while (m % (f * f) === 0n) [k, m] = [k * f, m / (f * f)]
  }
  return { k, m }
}
export const surdLatex = (k: bigint, m: bigint) => (m === 1n ? `${k}` : `${k === 1n ? '' : k}\\sqrt{${m}}`)

const simplestSurd = (text: string, labels: MathsLabels): Worked | null => {
  const match = new RegExp(
    `^${ASK}(?:the\\s+)?(\\d*)\\s*\\*?\\s*sqrt\\((\\d+)\\)(?:\\s+(?:in|to)\\s+(?:its\\s+)?(?:simplest|lowest)(?:\\s+(?:radical|surd))?\\s+form)?$`,
  ).exec(text)
  if (!match || !/simplest|lowest|simplify/.test(text)) return null
  const outside = BigInt(match[1] || '1')
  const inside = BigInt(match[2]!)
  if (inside < 2n || inside > 10n ** 12n) return null
  const { k, m } = squareFactor(inside)
  if (k === 1n && outside === 1n) return null
  const coefficient = outside * k
  // Put back: (c√m)² must be outside²·inside.
  if (coefficient * coefficient * m !== outside * outside * inside || gcdBig(m, 1n) !== 1n) return null
  const given = `${outside === 1n ? '' : outside}\\sqrt{${inside}}`
  return {
    kind: 'surds',
    resultLatex: surdLatex(coefficient, m),
    steps: [
      {
        label: labels.squareFactor,
        math: `${given} = ${outside === 1n ? '' : `${outside} \\cdot `}\\sqrt{${k * k} \\cdot ${m}} = ${surdLatex(coefficient, m)}`,
      },
    ],
    check: ticked(
      `\\left(${surdLatex(coefficient, m)}\\right)^{2} = ${coefficient * coefficient} \\cdot ${m} = ${outside * outside * inside}`,
    ),
    compare: { type: 'value', value: Number(coefficient) * Math.sqrt(Number(m)) },
  }
}

export const solveNotation = (text: string, labels: MathsLabels): Worked | null =>
  toScientific(text, labels) ?? fromScientific(text, labels) ?? simplestSurd(text, labels)
