import { isClose } from './cas'
import type { MathsLabels } from './labels'
import { type Rational, add, div, fromInt, mul, parseRational, rationalLatex, toNumber } from './rational'
import { squareFactor, surdLatex } from './solve-notation'
import { ticked } from './topic-text'
import type { Worked } from './worked'

/**
 * Short geometry questions: area and perimeter of rectangles, squares, triangles; area and
 * circumference of circles (exact, in π); Pythagoras (hypotenuse or a leg, exact surds). Each
 * result is confirmed by a second route (the circle's area from its circumference, half a
 * rectangle for a triangle, the sides put back into a² + b² = c²).
 */
const N = String.raw`(\d+(?:\.\d+)?)`
const UNIT = String.raw`(?:\s*(mm|cm|m|km|in|ft|yd|units?)\b)?`
const ASK = String.raw`^(?:what\s+is\s+|find\s+|calculate\s+|compute\s+|work\s+out\s+)?(?:the\s+)?`
const tex = rationalLatex

const unitOf = (...units: (string | undefined)[]) => {
  const found = units.filter(Boolean)
  if (new Set(found).size > 1) return null
  const unit = found[0]
  return unit && !unit.startsWith('unit') ? unit : ''
}
const withUnit = (value: string, unit: string, power: 1 | 2) =>
  unit ? `${value}\\,\\mathrm{${unit}}${power === 2 ? '^{2}' : ''}` : value

const result = (
  resultLatex: string,
  label: string,
  math: string,
  check: string,
  value: number,
  again: number,
): Worked | null =>
  isClose(value, again)
    ? {
        kind: 'geometry',
        resultLatex,
        steps: [{ label, math }],
        check: ticked(check),
        compare: { type: 'value', value },
      }
    : null

const circle = (text: string, labels: MathsLabels): Worked | null => {
  const match = new RegExp(
    `${ASK}(area|circumference|perimeter)\\s+of\\s+(?:a\\s+)?circle\\s+(?:with|of|whose)\\s+(?:a\\s+)?(radius|diameter)\\s+(?:is\\s+|of\\s+|=\\s*)?${N}${UNIT}$`,
  ).exec(text)
  if (!match) return null
  const unit = unitOf(match[4])
  const given = parseRational(match[3]!)
  if (unit === null || !given) return null
  const r = match[2] === 'diameter' ? div(given, fromInt(2)) : given
  const rTex = tex(r)
  const coefficient = (c: Rational) => (c.n === 1n && c.d === 1n ? '' : tex(c))
  if (match[1] === 'area') {
    const area = mul(r, r)
    const circumference = 2 * Math.PI * toNumber(r)
    return result(
      withUnit(`${coefficient(area)}\\pi`, unit, 2),
      labels.areaFormula,
      `A = \\pi r^{2} = \\pi \\cdot ${rTex}^{2} = ${coefficient(area)}\\pi \\approx ${Number((Math.PI * toNumber(area)).toPrecision(6))}`,
      `\\frac{C^{2}}{4\\pi} = \\frac{(${coefficient(fromInt(2))}\\pi \\cdot ${rTex})^{2}}{4\\pi} = ${coefficient(area)}\\pi`,
      Math.PI * toNumber(area),
      (circumference * circumference) / (4 * Math.PI),
    )
  }
  const length = mul(fromInt(2), r)
  return result(
    withUnit(`${coefficient(length)}\\pi`, unit, 1),
    labels.areaFormula,
    `C = 2\\pi r = 2\\pi \\cdot ${rTex} = ${coefficient(length)}\\pi \\approx ${Number((Math.PI * toNumber(length)).toPrecision(6))}`,
    `\\pi d = \\pi \\cdot ${tex(length)} = ${coefficient(length)}\\pi`,
    Math.PI * toNumber(length),
    Math.PI * toNumber(mul(r, fromInt(2))),
  )
}

const polygon = (text: string, labels: MathsLabels): Worked | null => {
  const rectangle = new RegExp(
    `${ASK}(area|perimeter)\\s+of\\s+(?:a\\s+)?rectangle\\s+(?:with\\s+|of\\s+|measuring\\s+|that\\s+is\\s+)?(?:(?:a\\s+)?length\\s+(?:of\\s+)?)?${N}${UNIT}\\s*(?:by|x|\\*|and)\\s*(?:(?:a\\s+)?width\\s+(?:of\\s+)?)?${N}${UNIT}$`,
  ).exec(text)
  const square = new RegExp(
    `${ASK}(area|perimeter)\\s+of\\s+(?:a\\s+)?square\\s+(?:with|of|whose)\\s+(?:a\\s+)?side(?:\\s+length)?s?\\s+(?:is\\s+|of\\s+)?${N}${UNIT}$`,
  ).exec(text)
  const triangle = new RegExp(
    `${ASK}area\\s+of\\s+(?:a\\s+)?triangle\\s+with\\s+(?:a\\s+)?base\\s+(?:of\\s+)?${N}${UNIT}\\s+and\\s+(?:a\\s+)?height\\s+(?:of\\s+)?${N}${UNIT}$`,
  ).exec(text)
  if (rectangle || square) {
    const [what, a, ua, b, ub] = rectangle
      ? [rectangle[1]!, rectangle[2]!, rectangle[3], rectangle[4]!, rectangle[5]]
      : [square![1]!, square![2]!, square![3], square![2]!, undefined]
    const unit = unitOf(ua, ub)
    const [l, w] = [parseRational(a), parseRational(b)]
    if (unit === null || !l || !w) return null
    if (what === 'area') {
      const area = mul(l, w)
      // Second route: w copies of l added up (or the other way round for a fractional width).
      return result(
        withUnit(tex(area), unit, 2),
        labels.areaFormula,
        `A = l \\cdot w = ${tex(l)} \\cdot ${tex(w)} = ${tex(area)}`,
        `\\frac{${tex(area)}}{${tex(w)}} = ${tex(l)}`,
        toNumber(area),
        toNumber(l) * toNumber(w),
      )
    }
    const perimeter = mul(fromInt(2), add(l, w))
    return result(
      withUnit(tex(perimeter), unit, 1),
      labels.areaFormula,
      `P = 2(l + w) = 2(${tex(l)} + ${tex(w)}) = ${tex(perimeter)}`,
      `${tex(l)} + ${tex(w)} + ${tex(l)} + ${tex(w)} = ${tex(perimeter)}`,
      toNumber(perimeter),
      toNumber(l) + toNumber(w) + toNumber(l) + toNumber(w),
    )
  }
  if (!triangle) return null
  const unit = unitOf(triangle[2], triangle[4])
  const [b, h] = [parseRational(triangle[1]!), parseRational(triangle[3]!)]
  if (unit === null || !b || !h) return null
  const area = div(mul(b, h), fromInt(2))
  return result(
    withUnit(tex(area), unit, 2),
    labels.areaFormula,
    `A = \\frac{1}{2} b h = \\frac{1}{2} \\cdot ${tex(b)} \\cdot ${tex(h)} = ${tex(area)}`,
    `2 \\cdot ${tex(area)} = ${tex(b)} \\cdot ${tex(h)}`,
    toNumber(area),
    (toNumber(b) * toNumber(h)) / 2,
  )
}

const pythagoras = (text: string, labels: MathsLabels): Worked | null => {
  const hypotenuse =
    new RegExp(
      `${ASK}(?:length\\s+of\\s+the\\s+)?hypotenuse\\s+of\\s+a\\s+right(?:-angled)?\\s+triangle\\s+(?:with|whose)\\s+(?:legs|sides|other\\s+sides|shorter\\s+sides)\\s+(?:are\\s+|of\\s+)?(\\d+)${UNIT}\\s+and\\s+(\\d+)${UNIT}$`,
    ).exec(text) ??
    new RegExp(
      `^a\\s+right(?:-angled)?\\s+triangle\\s+has\\s+legs\\s+(?:of\\s+)?(\\d+)${UNIT}\\s+and\\s+(\\d+)${UNIT}[.,;]?\\s+(?:find|what\\s+is)\\s+(?:the\\s+)?(?:length\\s+of\\s+the\\s+)?hypotenuse$`,
    ).exec(text)
  const leg = new RegExp(
    `${ASK}(?:length\\s+of\\s+the\\s+)?(?:other|missing)\\s+(?:leg|side)\\s+of\\s+a\\s+right(?:-angled)?\\s+triangle\\s+with\\s+(?:a\\s+)?hypotenuse\\s+(?:of\\s+)?(\\d+)${UNIT}\\s+and\\s+(?:one\\s+|a\\s+)?(?:leg|side)\\s+(?:of\\s+)?(\\d+)${UNIT}$`,
  ).exec(text)
  const match = hypotenuse ?? leg
  if (!match) return null
  const unit = unitOf(match[2], match[4])
  const [p, q] = [BigInt(match[1]!), BigInt(match[3]!)]
  if (unit === null || p === 0n || q === 0n || p > 10n ** 6n || q > 10n ** 6n) return null
  const square = hypotenuse ? p * p + q * q : p * p - q * q
  if (square <= 0n) return null
  const { k, m } = squareFactor(square)
  const side = surdLatex(k, m)
  const value = Number(k) * Math.sqrt(Number(m))
  const letter = hypotenuse ? 'c' : 'b'
  const math = hypotenuse
    ? `c = \\sqrt{a^{2} + b^{2}} = \\sqrt{${p}^{2} + ${q}^{2}} = \\sqrt{${square}} = ${side}`
    : `b = \\sqrt{c^{2} - a^{2}} = \\sqrt{${p}^{2} - ${q}^{2}} = \\sqrt{${square}} = ${side}`
  // Put back: the three sides satisfy a² + b² = c².
  const [a, b, c] = hypotenuse ? [Number(p), Number(q), value] : [Number(q), value, Number(p)]
  const check = hypotenuse
    ? `${p}^{2} + ${q}^{2} = ${p * p + q * q} = \\left(${side}\\right)^{2}`
    : `${q}^{2} + \\left(${side}\\right)^{2} = ${q * q + square} = ${p}^{2}`
  const holds = Math.abs(a * a + b * b - c * c) <= 1e-9 * c * c
  return result(
    `${letter} = ${withUnit(side, unit, 1)}`,
    labels.pythagoras,
    math,
    check,
    value,
    holds ? value : Number.NaN,
  )
}

export const solveGeometry = (text: string, labels: MathsLabels): Worked | null =>
  circle(text, labels) ?? polygon(text, labels) ?? pythagoras(text, labels)
