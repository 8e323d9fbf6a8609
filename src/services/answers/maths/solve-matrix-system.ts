import { multiply } from 'mathjs'

import type { MathsLabels } from './labels'
import { isMathsExpression, lettersOf, toCasSyntax } from './normalise'
import { type Rational, div, fractionLatex, fromInt, isZero, mul, parseRational, sub, toNumber } from './rational'
import { MATRIX, type Matrix, determinant, matrixLatex, product, readMatrix } from './solve-matrix'
import { linearRow } from './solve-system'
import { ticked } from './topic-text'
import type { Worked } from './worked'

/**
 * Systems solved by matrices: "[[2,1],[1,3]] X = [[5],[10]]", "solve using the inverse matrix:
 * 2x + y = 5, x + 3y = 10", "… by Cramer's rule". X = A⁻¹B (the 2 × 2 inverse by its formula,
 * 3 × 3 by row-reducing (A | I)) or Cramer's rule, all in exact fractions; the answer is put back
 * as A·X = B by mathjs in floating point. A singular matrix goes to the model.
 */
const NAME = String.raw`(?:the\s+|an?\s+)?(matri(?:x|ces)(?:\s+method)?|inverse(?:\s+matrix)?(?:\s+method)?|matrix\s+inversion|inverse\s+of\s+the\s+coefficient\s+matrix|cramer'?s?\s+rule)`
const METHOD = String.raw`(?:using|by|with|via)\s+${NAME}`
const LEADING = new RegExp(
  `^(?:solve|use)\\s+(?:the\\s+(?:following\\s+)?(?:system(?:\\s+of\\s+equations)?|equations)\\s+)?${METHOD}(?:\\s+to\\s+solve)?(?:\\s+the\\s+system)?\\s*:?\\s*(.+)$`,
)
const USE = new RegExp(`^use\\s+${NAME}\\s+to\\s+solve(?:\\s+the\\s+system)?\\s*:?\\s*(.+)$`)
const TRAILING = new RegExp(
  `^solve\\s+(?:the\\s+(?:following\\s+)?(?:system(?:\\s+of\\s+equations)?|equations)\\s*:?\\s*)?(.+?)\\s*,?\\s+${METHOD}$`,
)
const AXB = new RegExp(`^(?:solve\\s*:?\\s*)?(${MATRIX})\\s*\\*?\\s*x\\s*=\\s*(${MATRIX})$`)

const neg = (x: Rational) => sub(fromInt(0), x)
const identity = (n: number): Matrix =>
  Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => fromInt(r === c ? 1 : 0)))

/** Gauss–Jordan on (A | I); null when singular. */
const inverse = (a: Matrix): Matrix | null => {
  const n = a.length
  const rows = a.map((row, r) => [...row, ...identity(n)[r]!])
  for (let col = 0; col < n; col += 1) {
    const pivot = rows.findIndex((row, index) => index >= col && !isZero(row[col]!))
    if (pivot === -1) return null
    ;[rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!]
    const lead = rows[col]![col]!
    rows[col] = rows[col]!.map((x) => div(x, lead))
    for (let r = 0; r < n; r += 1) {
      if (r === col || isZero(rows[r]![col]!)) continue
      const factor = rows[r]![col]!
      rows[r] = rows[r]!.map((x, c) => sub(x, mul(factor, rows[col]![c]!)))
    }
  }
  return rows.map((row) => row.slice(n))
}

/** "2x + y = 5, x + 3y = 10" → A, B and the variables; null unless square and linear. */
const readEquations = (text: string) => {
  const parts = text.split(/\s*(?:;|,|\band\b)\s*/).filter(Boolean)
  const sides = parts.map((part) => part.split('='))
  if (parts.length < 2 || parts.length > 3) return null
  if (!sides.every((pair) => pair.length === 2 && pair.every((side) => isMathsExpression(side.trim())))) return null
  const variables = lettersOf(parts.join(' '))
  if (variables.length !== parts.length) return null
  const rows = sides.map(([left, right]) =>
    linearRow({ left: toCasSyntax(left!.trim()), right: toCasSyntax(right!.trim()) }, variables),
  )
  if (rows.some((row) => !row)) return null
  const a = rows.map((row) => row!.coefficients.map(parseRational))
  const b = rows.map((row) => [parseRational(row!.constant)])
  if (a.some((row) => row.some((x) => !x)) || b.some(([x]) => !x)) return null
  return { a: a as Matrix, b: b as Matrix, variables }
}

const solveAxB = (a: Matrix, b: Matrix, cramer: boolean, variables: string[] | null, labels: MathsLabels) => {
  const n = a.length
  if (n < 2 || n > 3 || a.some((row) => row.length !== n) || b.length !== n || b.some((row) => row.length !== 1))
    return null
  const d = determinant(a)
  if (isZero(d)) return null
  const names = variables ?? Array.from({ length: n }, (_, i) => `x_{${i + 1}}`)
  const unknowns = `\\begin{pmatrix} ${names.join(' \\\\ ')} \\end{pmatrix}`
  const steps: Worked['steps'] = [
    { label: labels.matrixSystem, math: `${matrixLatex(a)} ${unknowns} = ${matrixLatex(b)}` },
    { label: labels.matrixDeterminant, math: `\\det A = ${fractionLatex(d)} \\neq 0` },
  ]
  let x: Matrix
  if (cramer) {
    x = a.map((_, j) => {
      const replaced = a.map((row, i) => row.map((cell, k) => (k === j ? b[i]![0]! : cell)))
      const value = determinant(replaced)
      const result = div(value, d)
      steps.push({
        label: labels.cramer,
        math: `${names[j]} = \\frac{\\det A_{${j + 1}}}{\\det A} = \\frac{${fractionLatex(value)}}{${fractionLatex(d)}} = ${fractionLatex(result)}`,
      })
      return [result]
    })
  } else {
    const inv = inverse(a)
    if (!inv) return null
    steps.push(
      n === 2
        ? {
            label: labels.matrixInverse,
            math: `A^{-1} = \\frac{1}{${fractionLatex(d)}} ${matrixLatex([
              [a[1]![1]!, neg(a[0]![1]!)],
              [neg(a[1]![0]!), a[0]![0]!],
            ])} = ${matrixLatex(inv)}`,
          }
        : { label: labels.matrixInverseRows, math: `A^{-1} = ${matrixLatex(inv)}` },
    )
    x = product(inv, b)
    steps.push({
      label: labels.matrixMultiplyInverse,
      math: `${unknowns} = ${matrixLatex(inv)} ${matrixLatex(b)} = ${matrixLatex(x)}`,
    })
  }
  // Put back: A·X by mathjs in floating point must give B.
  const back = multiply(
    a.map((row) => row.map(toNumber)),
    x.map((row) => row.map(toNumber)),
  ) as number[][]
  if (!back.every((row, i) => Math.abs(row[0]! - toNumber(b[i]![0]!)) <= 1e-9 * Math.max(1, Math.abs(row[0]!))))
    return null
  const values = x.map(([value]) => value!)
  return {
    kind: 'matrix',
    resultLatex: variables
      ? variables.map((v, i) => `${v} = ${fractionLatex(values[i]!)}`).join(',\\ ')
      : `X = ${matrixLatex(x)}`,
    steps,
    check: ticked(
      `A X = ${matrixLatex(a)} ${matrixLatex(x)} = \\begin{pmatrix} ${back.map(([v]) => Number(v!.toPrecision(12))).join(' \\\\ ')} \\end{pmatrix} = B`,
    ),
    compare: variables
      ? { type: 'assignments', values: Object.fromEntries(variables.map((v, i) => [v, toNumber(values[i]!)])) }
      : { type: 'none' },
  } satisfies Worked
}

export const solveMatrixSystem = (text: string, labels: MathsLabels): Worked | null => {
  const axb = AXB.exec(text)
  if (axb) {
    const [a, b] = [readMatrix(axb[1]!), readMatrix(axb[2]!)]
    return a && b && solveAxB(a, b, false, null, labels)
  }
  const leading = LEADING.exec(text) ?? USE.exec(text)
  const trailing = leading ? null : TRAILING.exec(text)
  const [method, equations] = leading ? [leading[1]!, leading[2]!] : trailing ? [trailing[2]!, trailing[1]!] : []
  if (!method || !equations) return null
  const system = readEquations(equations.replace(/^the\s+system\s*:?\s*/, ''))
  return system && solveAxB(system.a, system.b, /cramer/.test(method), system.variables, labels)
}
