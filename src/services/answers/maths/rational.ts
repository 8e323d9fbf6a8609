/**
 * Exact fractions on BigInt for the school topics (percentages, coordinates, conversions): the
 * student's decimals stay exact, and a float is only used by the independent check.
 */
export type Rational = { n: bigint; d: bigint }

const abs = (value: bigint) => (value < 0n ? -value : value)
export const gcdBig = (a: bigint, b: bigint): bigint => {
  let [x, y] = [abs(a), abs(b)]
  while (y) [x, y] = [y, x % y]
  return x
}

export const rational = (n: bigint, d = 1n): Rational => {
  if (d === 0n) throw new RangeError('Division by zero')
  const g = gcdBig(n, d) || 1n
  const sign = d < 0n ? -1n : 1n
  return { n: (sign * n) / g, d: (sign * d) / g }
}

/** "12", "-0.25", "3/4" → exact; null for anything else. */
export const parseRational = (text: string): Rational | null => {
  const fraction = /^(-?\d{1,15})\/(\d{1,15})$/.exec(text.trim())
  if (fraction)
    return fraction[2] === '0' || /^0+$/.test(fraction[2]!)
      ? null
      : rational(BigInt(fraction[1]!), BigInt(fraction[2]!))
  const decimal = /^(-?)(\d{1,15})(?:\.(\d{1,10}))?$/.exec(text.trim())
  if (!decimal) return null
  const [, sign, whole, part = ''] = decimal
  const n = BigInt(`${whole}${part}`) * (sign ? -1n : 1n)
  return rational(n, 10n ** BigInt(part.length))
}

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d)
export const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d)
export const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d)
export const div = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n)
export const isZero = (a: Rational) => a.n === 0n
export const toNumber = (a: Rational) => Number(a.n) / Number(a.d)
export const fromInt = (value: number | bigint) => rational(BigInt(value))

/** Terminating decimals as decimals (12.5), others as fractions (\frac{1}{3}) — as a textbook writes them. */
export const rationalLatex = (a: Rational): string => {
  let d = a.d
  let twos = 0
  let fives = 0
  while (d % 2n === 0n) [d, twos] = [d / 2n, twos + 1]
  while (d % 5n === 0n) [d, fives] = [d / 5n, fives + 1]
  if (d === 1n) {
    const places = Math.max(twos, fives)
    const scaled = (abs(a.n) * 10n ** BigInt(places)) / a.d
    const digits = scaled.toString().padStart(places + 1, '0')
    const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits
    return `${a.n < 0n ? '-' : ''}${text}`
  }
  const body = `\\frac{${abs(a.n)}}{${a.d}}`
  return a.n < 0n ? `-${body}` : body
}

/** The CAS's syntax for the value, e.g. "(-3/4)". */
export const rationalCas = (a: Rational) => (a.d === 1n ? `(${a.n})` : `(${a.n}/${a.d})`)

/** Always a fraction (a slope is written -\\frac{1}{2}, not -0.5). */
export const fractionLatex = (a: Rational): string => {
  if (a.d === 1n) return String(a.n)
  const body = `\\frac{${abs(a.n)}}{${a.d}}`
  return a.n < 0n ? `-${body}` : body
}

/** True for a terminating decimal of at most `places` decimal places (8.04672). */
export const isShortDecimal = (a: Rational, places = 6) => 10n ** BigInt(places) % a.d === 0n
