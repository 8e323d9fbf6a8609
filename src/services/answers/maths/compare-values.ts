import { compile } from 'mathjs'

import type { ComplexValue } from './worked'

/**
 * Reading and comparing the numbers in a model's answer. A model rounds (0.333 for 1/3) and writes
 * maths in many ways; what cannot be read safely is "unknown", never a guess.
 */
export type Verdict = 'agrees' | 'disagrees' | 'unknown'
export type Closeness = 'same' | 'rounded' | 'different'

/** Words mathjs may see; anything else (prose, unknown names) means the answer was not read. */
const KNOWN = new Set([
  'sqrt',
  'nthRoot',
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'log',
  'exp',
  'abs',
  'pi',
  'Infinity',
  'e',
  'i',
])
/** A complex value of a plain expression (real when im is 0); null when it cannot be read safely. */
export const evaluate = (plain: string, scope: Record<string, number> = {}): ComplexValue | null => {
  const text = plain.trim().replace(/[.,;:]+$/, '')
  if (!text || !/^[\w\s+\-*/^().,]*$/.test(text) || /\d\s*,\s*\d/.test(text)) return null
  // "xe^x" is x·e^x: short unknown words made of the variables and constants are products.
  const spaced = text
    .replace(/[A-Za-z]+/g, (word) =>
      !KNOWN.has(word) && word.length <= 3 && [...word].every((c) => c in scope || c === 'e' || c === 'i')
        ? [...word].join(' ')
        : word,
    )
    // mathjs reads x(x + 2) as a call: a single letter before "(" is a product.
    .replace(/\b([A-Za-z])\s*\(/g, '$1 * (')
  const words = spaced.match(/[A-Za-z]+/g) ?? []
  if (!words.every((word) => KNOWN.has(word) || (word.length === 1 && word in scope))) return null
  try {
    const value: unknown = compile(spaced).evaluate({ ...scope })
    if (typeof value === 'number') return Number.isFinite(value) ? { re: value, im: 0 } : null
    const complex = value as { re?: unknown; im?: unknown }
    return typeof complex?.re === 'number' && typeof complex.im === 'number' ? { re: complex.re, im: complex.im } : null
  } catch {
    return null
  }
}

/** How precisely the answer's decimals are written (the model rounded), if it has any. */
export type Precision = { places: number; significant: number } | undefined

export const precisionOf = (plain: string): Precision => {
  const decimals = plain.match(/\d*\.\d+/g)
  if (!decimals) return undefined
  return {
    places: Math.min(...decimals.map((d) => d.split('.')[1]!.length)),
    significant: Math.min(...decimals.map((d) => d.replace('.', '').replace(/^0+/, '').length || 1)),
  }
}

/**
 * Same within float noise; "rounded" when the answer's decimals are off by at most one unit in their
 * last place (values), or, for functions, by the relative error of their significant digits measured
 * against `relativeTo` (the function's size over all sample points, since a rounded coefficient
 * also shifts the constant of an antiderivative).
 */
export const closeness = (
  expected: ComplexValue,
  actual: ComplexValue,
  precision?: Precision,
  relativeTo?: number,
): Closeness => {
  const distance = Math.hypot(expected.re - actual.re, expected.im - actual.im)
  const scale = Math.max(Math.hypot(expected.re, expected.im), Math.hypot(actual.re, actual.im))
  if (distance <= 1e-6 * Math.max(1, scale)) return 'same'
  if (!precision) return 'different'
  if (relativeTo !== undefined) {
    return distance <= 2 * 10 ** (1 - precision.significant) * relativeTo ? 'rounded' : 'different'
  }
  const unit = 10 ** -precision.places * (1 + 1e-9)
  if (expected.im !== 0 || actual.im !== 0) return distance <= unit ? 'rounded' : 'different'
  // Rounded to the nearest last digit, or cut off after it (0.666 for 2/3).
  const isRounded = distance <= unit / 2
  const isTruncated =
    Math.sign(actual.re) === Math.sign(expected.re) &&
    Math.abs(expected.re) - Math.abs(actual.re) >= 0 &&
    distance < unit
  return isRounded || isTruncated ? 'rounded' : 'different'
}

/** 0.333 for 1/3 agrees; 0.3 for 1/3 is too rough to confirm (unknown); 0.5 for 1/3 disagrees. */
export const combine = (results: Closeness[], precision?: Precision): Verdict => {
  if (results.includes('different')) return 'disagrees'
  return results.includes('rounded') && (precision?.significant ?? 0) < 3 ? 'unknown' : 'agrees'
}

export const rank = (c: Closeness) => (c === 'same' ? 0 : c === 'rounded' ? 1 : 2)
