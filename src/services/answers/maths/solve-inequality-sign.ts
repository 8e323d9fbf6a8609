import { agreeNumerically, numeric } from './cas'
import type { MathsLabels } from './labels'
import { inputLatex } from './latex'
import { isMathsExpression, lettersOf, toCasSyntax } from './normalise'
import { squareFactor } from './solve-notation'
import { ticked } from './topic-text'
import type { Worked } from './worked'

/**
 * Quadratic inequalities (x² − 5x + 6 > 0) and rational ones with linear parts ((x − 1)/(x + 2) ≤ 0,
 * (2x + 1)/(x − 3) > 1), by a sign chart. The boundary points are exact (rational or surd); the
 * check puts each boundary back (a zero of the numerator, or a pole) and a point of every
 * interval back into the student's own inequality, evaluated by mathjs.
 */
type Point = { value: number; latex: string; isPole: boolean }
const SIGNS: Record<string, (d: number) => boolean> = {
  '<': (d) => d < 0,
  '>': (d) => d > 0,
  '<=': (d) => d <= 0,
  '>=': (d) => d >= 0,
}
const TEX: Record<string, string> = { '<': '<', '>': '>', '<=': '\\leq', '>=': '\\geq' }

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))
const fraction = (n: number, d: number) => {
  const g = gcd(n, d) * Math.sign(d)
  const [p, q] = [n / g, d / g]
  return q === 1 ? `${p}` : `${p < 0 ? '-' : ''}\\frac{${Math.abs(p)}}{${q}}`
}
/** (−b ± √D) / 2a exactly: rational when D is a square, otherwise a simplified surd. */
const quadraticRoots = (a: number, b: number, c: number): Point[] => {
  const disc = b * b - 4 * a * c
  if (disc < 0) return []
  const root = Math.round(Math.sqrt(disc))
  if (root * root === disc) {
    const values = [...new Set([(-b - root) / (2 * a), (-b + root) / (2 * a)])].sort((p, q) => p - q)
    return values.map((value) => ({ value, latex: fraction(Math.round(value * 2 * a), 2 * a), isPole: false }))
  }
  const { k, m } = squareFactor(BigInt(disc))
  const g = gcd(gcd(b, Number(k)), 2 * a)
  const [bb, kk, aa] = [-b / g, Number(k) / g, (2 * a) / g]
  const surd = `${kk === 1 ? '' : kk}\\sqrt{${m}}`
  const point = (sign: 1 | -1): Point => {
    const top = `${bb === 0 ? (sign < 0 ? '-' : '') : `${bb} ${sign < 0 ? '-' : '+'} `}${surd}`
    const latex = Math.abs(aa) === 1 ? (aa < 0 ? `-(${top})` : top) : `\\frac{${top}}{${aa}}`
    return { value: (-b + sign * Math.sqrt(disc)) / (2 * a), latex, isPole: false }
  }
  return [point(-1), point(1)].sort((p, q) => p.value - q.value)
}

/** The coefficients of a polynomial of degree ≤ 2 in v, read by mathjs away from any pole and confirmed at sample points. */
const quadraticIn = (cas: string, v: string) => {
  const at = (x: number) => numeric(cas, { [v]: x })
  const [f0, f1, f2] = [at(0.37), at(1.37), at(2.37)]
  const a = (f2 - 2 * f1 + f0) / 2
  const b = f1 - f0 - a * (1.37 * 1.37 - 0.37 * 0.37)
  const c = f0 - a * 0.37 * 0.37 - b * 0.37
  const rounded = [a, b, c].map((x) => (Math.abs(x - Math.round(x)) < 1e-7 ? Math.round(x) : x))
  if (!rounded.every(Number.isInteger)) return null
  const [ra, rb, rc] = rounded as [number, number, number]
  return agreeNumerically(cas, `(${ra})*${v}^2+(${rb})*${v}+(${rc})`, [v]) ? { a: ra, b: rb, c: rc } : null
}

const interval = (low: Point | null, high: Point | null, closedLow: boolean, closedHigh: boolean) =>
  `${closedLow ? '[' : '('}${low ? low.latex : '-\\infty'}, ${high ? high.latex : '\\infty'}${closedHigh ? ']' : ')'}`

export const solveSignInequality = (text: string, labels: MathsLabels): Worked | null => {
  const unified = text.replace(/≤|=</g, '<=').replace(/≥|=>/g, '>=')
  const match = /^(?:solve\s+)?(?:for\s+[a-z]\s*:?\s*)?([^<>=]+?)\s*(<=|>=|<|>)\s*([^<>=]+)$/.exec(unified)
  if (!match || !isMathsExpression(match[1]!.trim()) || !isMathsExpression(match[3]!.trim())) return null
  const letters = lettersOf(`${match[1]} ${match[3]}`)
  if (letters.length !== 1) return null
  const v = letters[0]!
  const [left, right, sign] = [toCasSyntax(match[1]!.trim()), toCasSyntax(match[3]!.trim()), match[2]!]
  const f = `(${left})-(${right})`
  let points: Point[]
  let boundary: string
  const quadratic = quadraticIn(f, v)
  if (quadratic && quadratic.a !== 0) {
    points = quadraticRoots(quadratic.a, quadratic.b, quadratic.c)
    boundary = `${inputLatex(f.replace(/^\((.*)\)-\(0\)$/, '$1'))} = 0`
  } else {
    // A quotient of linear parts: f·q is quadratic and q is linear.
    const quotient = /^\(?([^()]+|\([^()]+\))\)?\s*\/\s*\(([^()]+)\)$/.exec(match[1]!.trim())
    const q = quotient && toCasSyntax(quotient[2]!)
    const numerator = q && quadraticIn(`(${f})*(${q})`, v)
    const denominator = q && quadraticIn(q, v)
    if (
      !numerator ||
      !denominator ||
      denominator.a !== 0 ||
      denominator.b === 0 ||
      numerator.a !== 0 ||
      numerator.b === 0
    )
      return null
    const zero = { value: -numerator.c / numerator.b, latex: fraction(-numerator.c, numerator.b), isPole: false }
    const pole = { value: -denominator.c / denominator.b, latex: fraction(-denominator.c, denominator.b), isPole: true }
    if (zero.value === pole.value) return null
    points = [zero, pole].sort((p, s) => p.value - s.value)
    boundary = `${numerator.b}${v} ${numerator.c < 0 ? '-' : '+'} ${Math.abs(numerator.c)} = 0,\\quad ${inputLatex(q!)} = 0`
  }
  const holds = (x: number) => SIGNS[sign]!(numeric(f, { [v]: x }))
  // One point inside each interval, put back into the student's inequality.
  const edges = points.map((p) => p.value)
  const samples = [
    ...(edges.length ? [edges[0]! - 1] : [0]),
    ...edges.slice(1).map((e, i) => (edges[i]! + e) / 2),
    ...(edges.length ? [edges.at(-1)! + 1] : []),
  ]
  const inside = samples.map(holds)
  for (const point of points) {
    const value = numeric(f, { [v]: point.value })
    if (point.isPole ? Number.isFinite(value) && Math.abs(value) < 1e6 : Math.abs(value) > 1e-9) return null
  }
  const closed = (p: Point) => sign.includes('=') && !p.isPole
  const parts: string[] = []
  for (let i = 0; i < inside.length; i += 1) {
    if (!inside[i]) continue
    const low = i === 0 ? null : points[i - 1]!
    let j = i
    // Join intervals across a boundary that itself belongs to the solution.
    while (j + 1 < inside.length && inside[j + 1] && closed(points[j]!)) j += 1
    const high = j === inside.length - 1 ? null : points[j]!
    parts.push(interval(low, high, Boolean(low && closed(low)), Boolean(high && closed(high))))
    i = j
  }
  const isolated = sign.includes('=') ? points.filter((p, i) => !p.isPole && !inside[i] && !inside[i + 1]) : []
  const pieces = [...parts, ...isolated.map((p) => `\\{${p.latex}\\}`)]
  const resultLatex = pieces.length
    ? parts.length === 1 && parts[0] === '(-\\infty, \\infty)'
      ? `${v} \\in \\mathbb{R}`
      : `${v} \\in ${pieces.join(' \\cup ')}`
    : `${v} \\in \\varnothing`
  const chart = samples
    .map(
      (x, i) =>
        `${i === 0 ? '' : `${points[i - 1]!.latex} < `}${v}${i < points.length ? ` < ${points[i]!.latex}` : ''}: ${numeric(f, { [v]: x }) > 0 ? '+' : '-'}`,
    )
    .join(',\\quad ')
  return {
    kind: 'inequality',
    resultLatex,
    steps: [
      {
        label: labels.boundaryPoints,
        math: `${boundary} \\;\\Rightarrow\\; ${points.length ? points.map((p) => `${v} = ${p.latex}`).join(',\\ ') : '\\text{—}'}`,
      },
      { label: labels.signChart, math: chart },
    ],
    check: ticked(
      samples
        .map((x, i) => `${v} = ${Number(x.toPrecision(4))}: ${inside[i] ? '\\text{✓}' : '\\text{✗}'}`)
        .join(',\\ ') + ` \\quad (${inputLatex(left)} ${TEX[sign]} ${inputLatex(right)})`,
    ),
    compare: { type: 'none' },
  }
}
