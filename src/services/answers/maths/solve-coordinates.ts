import { exact, isClose, numeric } from './cas'
import type { MathsLabels } from './labels'
import { latex } from './latex'
import {
  type Rational,
  fractionLatex,
  add,
  div,
  fromInt,
  isZero,
  mul,
  parseRational,
  rationalLatex as tex,
  sub,
  toNumber,
} from './rational'
import type { Worked } from './worked'

/**
 * Two points in the plane: slope, distance, midpoint, the line through them. Exact in fractions
 * (the distance as a simplified root by the CAS); each check is a second method: the line hits
 * the other point, the midpoint is as far from both ends, the distance matches mathjs' hypot.
 */
type Point = [Rational, Rational]
const NUM = String.raw`-?\d+(?:\.\d+)?(?:/\d+)?`
const POINT = String.raw`\(\s*(${NUM})\s*[,;]\s*(${NUM})\s*\)`
const TWO = String.raw`(?:(?:[a-z]\s*)?${POINT})\s*(?:and|to|,)\s*(?:(?:[a-z]\s*)?${POINT})`
const ASK = String.raw`^(?:what\s+is\s+|what's\s+|find\s+|calculate\s+|compute\s+|determine\s+|write\s+)?(?:the\s+)?`
const pointLatex = ([x, y]: Point) => `(${tex(x)}, ${tex(y)})`
const sq = (a: Rational) => mul(a, a)

const parsePoints = (match: RegExpExecArray): [Point, Point] | null => {
  const values = match.slice(1, 5).map((v) => parseRational(v!))
  if (values.some((v) => !v)) return null
  const [x1, y1, x2, y2] = values as Rational[]
  return [
    [x1!, y1!],
    [x2!, y2!],
  ]
}

const done = (resultLatex: string, label: string, math: string, check: string, compare: Worked['compare']): Worked => ({
  kind: 'coordinates',
  resultLatex,
  steps: [{ label, math }],
  check: `${check} \\;\\checkmark`,
  compare,
})

export const solveCoordinates = (text: string, labels: MathsLabels): Worked | null => {
  const slope = new RegExp(
    `${ASK}(?:slope|gradient)\\s+of\\s+(?:the\\s+)?(?:line\\s+)?(?:segment\\s+)?(?:through|between|joining|passing\\s+through|connecting)\\s+(?:the\\s+)?(?:points\\s+)?${TWO}$`,
  ).exec(text)
  const distance = new RegExp(
    `${ASK}(?:distance|length\\s+of\\s+the\\s+segment)\\s+(?:between|from|joining)\\s+(?:the\\s+)?(?:points\\s+)?${TWO}$`,
  ).exec(text)
  const midpoint = new RegExp(
    `${ASK}mid-?\\s?point\\s+(?:of\\s+)?(?:the\\s+)?(?:segment\\s+|line\\s+segment\\s+)?(?:between\\s+|joining\\s+|from\\s+|of\\s+)?(?:the\\s+)?(?:points\\s+)?${TWO}$`,
  ).exec(text)
  const line = new RegExp(
    `${ASK}(?:equation\\s+of\\s+(?:the\\s+)?(?:straight\\s+)?line|line)\\s+(?:through|passing\\s+through|joining|containing|connecting)\\s+(?:the\\s+)?(?:points\\s+)?${TWO}$`,
  ).exec(text)
  const match = slope ?? distance ?? midpoint ?? line
  const points = match && parsePoints(match)
  if (!points) return null
  const [[x1, y1], [x2, y2]] = points
  const [dx, dy] = [sub(x2, x1), sub(y2, y1)]
  if (isZero(dx) && isZero(dy)) return null
  const shown = `P_1 = ${pointLatex(points[0])},\\ P_2 = ${pointLatex(points[1])}`
  if (slope || line) {
    if (isZero(dx)) {
      if (!line) return null
      // A vertical line: x = x1, and both points have that x.
      return done(
        `x = ${tex(x1)}`,
        labels.lineThroughPoints,
        `${shown}:\\ x_1 = x_2 = ${tex(x1)}`,
        `x_2 = ${tex(x2)}`,
        { type: 'none' },
      )
    }
    const m = div(dy, dx)
    const formula = `m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${tex(y2)} - (${tex(y1)})}{${tex(x2)} - (${tex(x1)})} = ${fractionLatex(m)}`
    // Second method: walking from P1 with slope m must land on P2.
    const lands = isClose(toNumber(y1) + toNumber(m) * (toNumber(x2) - toNumber(x1)), toNumber(y2))
    if (!lands) return null
    if (slope) {
      return done(
        `m = ${fractionLatex(m)}`,
        labels.slopeFormula,
        formula,
        `${tex(y1)} + ${fractionLatex(m)} \\cdot (${tex(x2)} - (${tex(x1)})) = ${tex(y2)}`,
        { type: 'value', value: toNumber(m) },
      )
    }
    const b = sub(y1, mul(m, x1))
    const rhs = latex(exact(`(${m.n}/${m.d})*x+(${b.n}/${b.d})`))
    const both = [points[0], points[1]].every(([x, y]) =>
      isClose(numeric(`(${m.n}/${m.d})*x+(${b.n}/${b.d})`, { x: toNumber(x) }), toNumber(y)),
    )
    if (!both) return null
    return {
      kind: 'coordinates',
      resultLatex: `y = ${rhs}`,
      steps: [
        { label: labels.slopeFormula, math: formula },
        {
          label: labels.lineThroughPoints,
          math: `${tex(y1)} = ${fractionLatex(m)} \\cdot (${tex(x1)}) + b \\;\\Rightarrow\\; b = ${fractionLatex(b)}`,
        },
      ],
      check: `${[points[0], points[1]].map(([x, y]) => `${fractionLatex(m)} \\cdot (${tex(x)}) + (${fractionLatex(b)}) = ${tex(y)}`).join('\\qquad ')} \\;\\checkmark`,
      compare: { type: 'none' },
    }
  }
  if (distance) {
    const squared = add(sq(dx), sq(dy))
    const value = exact(`sqrt(${squared.n}/${squared.d})`)
    const expected = Math.hypot(toNumber(dx), toNumber(dy))
    if (!isClose(numeric(value), expected)) return null
    const math = `d = \\sqrt{(x_2 - x_1)^{2} + (y_2 - y_1)^{2}} = \\sqrt{(${tex(dx)})^{2} + (${tex(dy)})^{2}} = \\sqrt{${tex(squared)}} = ${latex(value)}`
    return done(
      `d = ${latex(value)}`,
      labels.distanceFormula,
      math,
      `\\sqrt{${tex(squared)}} \\approx ${expected.toFixed(4)}`,
      { type: 'value', value: expected },
    )
  }
  const half = fromInt(2)
  const mid: Point = [div(add(x1, x2), half), div(add(y1, y2), half)]
  const d1 = Math.hypot(toNumber(mid[0]) - toNumber(x1), toNumber(mid[1]) - toNumber(y1))
  const d2 = Math.hypot(toNumber(mid[0]) - toNumber(x2), toNumber(mid[1]) - toNumber(y2))
  if (!isClose(d1, d2)) return null
  const math = `M = \\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right) = \\left(\\frac{${tex(x1)} + (${tex(x2)})}{2}, \\frac{${tex(y1)} + (${tex(y2)})}{2}\\right) = ${pointLatex(mid)}`
  return done(`M = ${pointLatex(mid)}`, labels.midpointFormula, math, `|MP_1| = |MP_2| \\approx ${d1.toFixed(4)}`, {
    type: 'none',
  })
}
