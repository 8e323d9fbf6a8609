import { exact, numeric } from './cas'
import type { MathsLabels } from './labels'
import { latex } from './latex'
import type { Equation } from './parse-question'
import { equationLatex, holds, substitutionLatex } from './substitution-check'
import type { Worked } from './worked'

const det2 = (m: string[][]) => `(${m[0]![0]})*(${m[1]![1]})-(${m[0]![1]})*(${m[1]![0]})`
const det3 = (m: string[][]) =>
  [0, 1, 2]
    .map((j) => {
      const minor = [1, 2].map((i) => m[i]!.filter((_, k) => k !== j))
      return `${j % 2 ? '-' : '+'}(${m[0]![j]})*(${det2(minor)})`
    })
    .join('')
const determinant = (m: string[][]) => exact(m.length === 2 ? det2(m) : det3(m))
const matrixLatex = (m: string[][]) =>
  `\\begin{vmatrix} ${m.map((row) => row.map((cell) => latex(cell)).join(' & ')).join(' \\\\ ')} \\end{vmatrix}`

/** Coefficients and constant of a linear equation, or null when it is not linear in the variables. */
export const linearRow = (equation: Equation, variables: string[]) => {
  const standard = exact(`expand((${equation.left})-(${equation.right}))`)
  const coefficients = variables.map((v) => exact(`diff(${standard}, ${v})`))
  if (coefficients.some((c) => /[a-z]/i.test(c.replace(/sqrt/g, '')))) return null
  const atZero = variables.reduce((text, v) => text.replace(new RegExp(`\\b${v}\\b`, 'g'), '(0)'), standard)
  return { coefficients, constant: exact(`-(${atZero})`) }
}

/**
 * 2×2 and 3×3 linear systems by Cramer's rule (each variable from its own determinant), every value
 * substituted back into every equation. Singular systems (no or infinitely many solutions) go to the model.
 */
export const solveSystem = (equations: Equation[], variables: string[], labels: MathsLabels): Worked | null => {
  const rows = equations.map((equation) => linearRow(equation, variables))
  if (rows.some((row) => !row)) return null
  const matrix = rows.map((row) => row!.coefficients)
  const d = determinant(matrix)
  if (d === '0' || !Number.isFinite(numeric(d))) return null
  const columns = variables.map((_, j) => {
    const replaced = matrix.map((row, i) => row.map((cell, k) => (k === j ? rows[i]!.constant : cell)))
    return { replaced, value: determinant(replaced) }
  })
  const solution = Object.fromEntries(variables.map((v, j) => [v, exact(`(${columns[j]!.value})/(${d})`)]))
  if (!equations.every((e) => holds(e.left, e.right, solution))) return null
  const resultLatex = variables.map((v) => `${v} = ${latex(solution[v]!)}`).join(',\\ ')
  return {
    kind: 'system',
    resultLatex,
    steps: [
      {
        label: labels.system,
        math: `\\begin{cases} ${equations.map((e) => equationLatex(e.left, e.right)).join(' \\\\ ')} \\end{cases}`,
      },
      { label: labels.determinant, math: `D = ${matrixLatex(matrix)} = ${latex(d)}` },
      ...variables.map((v, j) => ({
        label: labels.cramer,
        math: `D_{${v}} = ${matrixLatex(columns[j]!.replaced)} = ${latex(columns[j]!.value)} \\;\\Rightarrow\\; ${v} = \\frac{D_{${v}}}{D} = \\frac{${latex(columns[j]!.value)}}{${latex(d)}} = ${latex(solution[v]!)}`,
      })),
    ],
    check: equations.map((e) => substitutionLatex(e.left, e.right, solution)).join('\\qquad '),
    compare: {
      type: 'assignments',
      values: Object.fromEntries(variables.map((v) => [v, numeric(solution[v]!)])),
    },
  }
}
