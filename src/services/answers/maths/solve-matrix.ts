import { det as mathjsDet, multiply } from 'mathjs'

import type { MathsLabels } from './labels'
import { type Rational, add, div, fractionLatex, fromInt, isZero, mul, parseRational, sub, toNumber } from './rational'
import { ASK, ticked } from './topic-text'
import type { Worked } from './worked'

/**
 * Matrices typed as [[1,2],[3,4]] (read as ((1,2),(3,4)) after normalising): determinants (up to
 * 4 × 4, by elimination, checked by cofactor expansion), 2 × 2 inverses (checked by A·A⁻¹ = I),
 * products (checked by mathjs) and 2 × 2 systems by the inverse matrix (put back).
 */
export type Matrix = Rational[][]
export const MATRIX = String.raw`\(\s*\((?:[^()]|\([^()]*\))*?\)\s*(?:,?\s*\([^()]*\)\s*)*\)`
const tex = fractionLatex

export const readMatrix = (text: string): Matrix | null => {
  const rows = text
    .trim()
    .replace(/^\(\s*\(/, '')
    .replace(/\)\s*\)$/, '')
    .split(/\)\s*,?\s*\(/)
  const matrix = rows.map((row) =>
    row
      .split(/\s*,\s*|\s+/)
      .filter(Boolean)
      .map(parseRational),
  )
  const width = matrix[0]?.length ?? 0
  if (!width || width > 4 || matrix.length > 4 || matrix.some((row) => row.length !== width || row.some((x) => !x)))
    return null
  return matrix as Matrix
}
export const matrixLatex = (m: Matrix) =>
  `\\begin{pmatrix} ${m.map((row) => row.map(tex).join(' & ')).join(' \\\\ ')} \\end{pmatrix}`
const floats = (m: Matrix) => m.map((row) => row.map(toNumber))
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))

/** Gaussian elimination on fractions. */
export const determinant = (m: Matrix): Rational => {
  const rows = m.map((row) => [...row])
  let value = fromInt(1)
  for (let col = 0; col < rows.length; col += 1) {
    const pivot = rows.findIndex((row, index) => index >= col && !isZero(row[col]!))
    if (pivot === -1) return fromInt(0)
    if (pivot !== col) {
      ;[rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!]
      value = sub(fromInt(0), value)
    }
    value = mul(value, rows[col]![col]!)
    for (let r = col + 1; r < rows.length; r += 1) {
      const factor = div(rows[r]![col]!, rows[col]![col]!)
      rows[r] = rows[r]!.map((x, c) => sub(x, mul(factor, rows[col]![c]!)))
    }
  }
  return value
}
/** The second method: expansion along the first row, in floating point. */
const cofactor = (m: number[][]): number =>
  m.length === 1
    ? m[0]![0]!
    : m[0]!.reduce(
        (total, x, c) =>
          total + (c % 2 ? -1 : 1) * x * cofactor(m.slice(1).map((row) => row.filter((_, k) => k !== c))),
        0,
      )

export const product = (a: Matrix, b: Matrix): Matrix =>
  a.map((row) => b[0]!.map((_, c) => row.reduce((total, x, k) => add(total, mul(x, b[k]![c]!)), fromInt(0))))

const inverse2 = (m: Matrix): Matrix | null => {
  const d = determinant(m)
  if (isZero(d) || m.length !== 2 || m[0]!.length !== 2) return null
  const [[a, b], [c, e]] = m as [[Rational, Rational], [Rational, Rational]]
  const neg = (x: Rational) => sub(fromInt(0), x)
  return [
    [div(e, d), div(neg(b), d)],
    [div(neg(c), d), div(a, d)],
  ]
}
const isIdentity = (m: Matrix) => m.every((row, r) => row.every((x, c) => toNumber(x) === (r === c ? 1 : 0)))

const done = (
  kind: 'matrix',
  resultLatex: string,
  steps: Worked['steps'],
  check: string,
  compare: Worked['compare'],
): Worked => ({
  kind,
  resultLatex,
  steps,
  check: ticked(check),
  compare,
})

const determinantOf = (m: Matrix, labels: MathsLabels): Worked | null => {
  if (m.length !== m[0]!.length) return null
  const value = determinant(m)
  const again = cofactor(floats(m))
  if (!close(again, toNumber(value))) return null
  const math =
    m.length === 2
      ? `\\det ${matrixLatex(m)} = ${tex(m[0]![0]!)} \\cdot ${tex(m[1]![1]!)} - ${tex(m[0]![1]!)} \\cdot ${tex(m[1]![0]!)} = ${tex(value)}`
      : `\\det ${matrixLatex(m)} = ${tex(value)}`
  return done(
    'matrix',
    tex(value),
    [{ label: labels.matrixDeterminant, math }],
    `\\sum_j (-1)^{1+j} a_{1j} M_{1j} = ${again}`,
    {
      type: 'value',
      value: toNumber(value),
    },
  )
}

const inverseOf = (m: Matrix, labels: MathsLabels): Worked | null => {
  const inverse = inverse2(m)
  if (!inverse || !isIdentity(product(m, inverse))) return null
  const d = determinant(m)
  return done(
    'matrix',
    matrixLatex(inverse),
    [
      { label: labels.matrixDeterminant, math: `\\det A = ${tex(d)}` },
      {
        label: labels.matrixInverse,
        math: `A^{-1} = \\frac{1}{${tex(d)}} ${matrixLatex([
          [m[1]![1]!, sub(fromInt(0), m[0]![1]!)],
          [sub(fromInt(0), m[1]![0]!), m[0]![0]!],
        ])} = ${matrixLatex(inverse)}`,
      },
    ],
    `A \\cdot A^{-1} = ${matrixLatex(product(m, inverse))}`,
    { type: 'none' },
  )
}

const productOf = (a: Matrix, b: Matrix, labels: MathsLabels): Worked | null => {
  if (a[0]!.length !== b.length) return null
  const result = product(a, b)
  const again = multiply(floats(a), floats(b)) as number[][]
  if (!result.every((row, r) => row.every((x, c) => close(toNumber(x), again[r]![c]!)))) return null
  return done(
    'matrix',
    matrixLatex(result),
    [{ label: labels.matrixProduct, math: `${matrixLatex(a)} ${matrixLatex(b)} = ${matrixLatex(result)}` }],
    `\\det(AB) = ${Number((a.length === a[0]!.length && b.length === b[0]!.length ? mathjsDet(again) : 0).toPrecision(10))}${a.length === a[0]!.length && b.length === b[0]!.length ? ` = \\det A \\cdot \\det B` : ''}`,
    { type: 'none' },
  )
}

export const solveMatrix = (text: string, labels: MathsLabels): Worked | null => {
  const det = new RegExp(
    `^${ASK}(?:the\\s+)?(?:det(?:erminant)?)(?:\\s+of)?\\s*(?:the\\s+matrix\\s*)?(?:a\\s*=\\s*)?\\(?(${MATRIX})\\)?$`,
  ).exec(text)
  if (det) {
    const m = readMatrix(det[1]!)
    return m && determinantOf(m, labels)
  }
  const inverse =
    new RegExp(`^${ASK}(?:the\\s+)?inverse\\s+(?:of\\s+)?(?:the\\s+matrix\\s*)?(?:a\\s*=\\s*)?(${MATRIX})$`).exec(
      text,
    ) ?? new RegExp(`^${ASK}(${MATRIX})\\s*\\^\\s*\\(?-1\\)?$`).exec(text)
  if (inverse) {
    const m = readMatrix(inverse[1]!)
    return m && inverseOf(m, labels)
  }
  const multiplied = new RegExp(`^(?:${ASK}|multiply\\s+)(${MATRIX})\\s*(?:\\*|times|by|and)?\\s*(${MATRIX})$`).exec(
    text,
  )
  if (multiplied) {
    const [a, b] = [readMatrix(multiplied[1]!), readMatrix(multiplied[2]!)]
    return a && b && productOf(a, b, labels)
  }
  return null
}
