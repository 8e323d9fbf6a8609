import { unit } from 'mathjs'

import { isClose } from './cas'
import type { MathsLabels } from './labels'
import {
  type Rational,
  add,
  isShortDecimal,
  div,
  mul,
  parseRational,
  rational,
  rationalLatex as tex,
  sub,
  toNumber,
} from './rational'
import { approx, type Worked } from './worked'

/**
 * Unit conversions with exact factors from this table (SI definitions: 1 in = 2.54 cm exactly,
 * 1 lb = 0.45359237 kg); the check converts the same quantity with mathjs' own unit system.
 */
type Unit = { dimension: string; factor: Rational; offset?: Rational; mathjs: string; tex: string }
const u = (dimension: string, factor: string, mathjs: string, texName: string, offset?: string): Unit => ({
  dimension,
  factor: parseRational(factor)!,
  ...(offset ? { offset: parseRational(offset)! } : {}),
  mathjs,
  tex: texName,
})
const UNITS: [RegExp, Unit][] = [
  [/^(?:mm|millimet(?:er|re)s?)$/, u('length', '1/1000', 'mm', 'mm')],
  [/^(?:cm|centimet(?:er|re)s?)$/, u('length', '1/100', 'cm', 'cm')],
  [/^(?:m|met(?:er|re)s?)$/, u('length', '1', 'm', 'm')],
  [/^(?:km|kilomet(?:er|re)s?)$/, u('length', '1000', 'km', 'km')],
  [/^(?:in|inch(?:es)?)$/, u('length', '0.0254', 'inch', 'in')],
  [/^(?:ft|foot|feet)$/, u('length', '0.3048', 'ft', 'ft')],
  [/^(?:yd|yards?)$/, u('length', '0.9144', 'yd', 'yd')],
  [/^(?:mi|miles?)$/, u('length', '1609.344', 'mi', 'mi')],
  [/^(?:mg|milligrams?)$/, u('mass', '1/1000000', 'mg', 'mg')],
  [/^(?:g|grams?)$/, u('mass', '1/1000', 'g', 'g')],
  [/^(?:kg|kilograms?|kilos?)$/, u('mass', '1', 'kg', 'kg')],
  [/^(?:t|tonnes?|metric\s+tons?)$/, u('mass', '1000', 'tonne', 't')],
  [/^(?:lbs?|pounds?)$/, u('mass', '0.45359237', 'lbm', 'lb')],
  [/^(?:oz|ounces?)$/, u('mass', '0.028349523125', 'oz', 'oz')],
  [/^(?:ml|millilit(?:er|re)s?)$/, u('volume', '1/1000', 'ml', 'mL')],
  [/^(?:cl|centilit(?:er|re)s?)$/, u('volume', '1/100', 'cl', 'cL')],
  [/^(?:l|lit(?:er|re)s?)$/, u('volume', '1', 'l', 'L')],
  [/^(?:s|secs?|seconds?)$/, u('time', '1', 's', 's')],
  [/^(?:mins?|minutes?)$/, u('time', '60', 'minute', 'min')],
  [/^(?:h|hrs?|hours?)$/, u('time', '3600', 'hour', 'h')],
  [/^(?:days?)$/, u('time', '86400', 'day', 'd')],
  [/^(?:weeks?)$/, u('time', '604800', 'week', '\\text{wk}')],
  [/^(?:km\/h|kph|kilomet(?:er|re)s\s+per\s+hour)$/, u('speed', '5/18', 'km/h', 'km/h')],
  [/^(?:m\/s|met(?:er|re)s\s+per\s+second)$/, u('speed', '1', 'm/s', 'm/s')],
  [/^(?:mph|miles\s+per\s+hour)$/, u('speed', '0.44704', 'mi/h', 'mph')],
  [/^(?:°\s*c|degc|degrees?\s+c(?:elsius)?|celsius)$/, u('temperature', '1', 'degC', '^{\\circ}\\mathrm{C}', '273.15')],
  [
    /^(?:°\s*f|degf|degrees?\s+f(?:ahrenheit)?|fahrenheit)$/,
    u('temperature', '5/9', 'degF', '^{\\circ}\\mathrm{F}', '229835/900'),
  ],
  [/^(?:k|kelvin)$/, u('temperature', '1', 'K', '\\mathrm{K}', '0')],
]
const lookUp = (name: string) => UNITS.find(([pattern]) => pattern.test(name.trim()))?.[1] ?? null

const NUM = String.raw`(-?\d+(?:\.\d+)?)`
const NAME = String.raw`([a-z°][a-z°/\s]*?)`

export const solveUnits = (text: string, labels: MathsLabels): Worked | null => {
  const forward = new RegExp(
    `^(?:convert\\s+|express\\s+|what\\s+is\\s+|what's\\s+)?${NUM}\\s*${NAME}\\s+(?:to|in|into|in\\s+terms\\s+of)\\s+${NAME}$`,
  ).exec(text)
  const howMany = new RegExp(`^how\\s+many\\s+${NAME}\\s+(?:are\\s+)?(?:there\\s+)?in\\s+${NUM}\\s*${NAME}$`).exec(text)
  const [amount, fromName, toName] = forward
    ? [forward[1]!, forward[2]!, forward[3]!]
    : howMany
      ? [howMany[2]!, howMany[3]!, howMany[1]!]
      : []
  if (amount === undefined) return null
  const [from, to, value] = [lookUp(fromName!), lookUp(toName!), parseRational(amount)]
  if (!from || !to || !value || from === to || from.dimension !== to.dimension) return null
  const zero = rational(0n)
  // value in base units = (value + offset_from·…): temperatures are affine, the rest linear.
  const base = add(mul(value, from.factor), from.offset ?? zero)
  const result = div(sub(base, to.offset ?? zero), to.factor)
  const independent = unit(toNumber(value), from.mathjs).toNumber(to.mathjs)
  if (!isClose(independent, toNumber(result), 1e-9)) return null
  // Exact when short (8.04672 km); anything else such as 200000000/45359237 lb is given to 8 digits.
  const shown = (r: Rational) => (!isShortDecimal(r) ? `\\approx ${approx(toNumber(r))}` : tex(r))
  const quantity = (r: Rational, unitTex: string) =>
    `${shown(r)}\\,${unitTex.startsWith('^') ? `{}${unitTex}` : `\\mathrm{${unitTex}}`}`
  const factor = div(from.factor, to.factor)
  const math = from.offset
    ? `${quantity(value, from.tex)} = ${quantity(result, to.tex)}`
    : `${quantity(value, from.tex)} \\cdot ${tex(factor)} = ${quantity(result, to.tex)}`
  return {
    kind: 'conversion',
    resultLatex: quantity(result, to.tex),
    steps: [{ label: labels.conversionFactor, math }],
    check: `${quantity(value, from.tex)} \\to ${quantity(parseRational(String(+independent.toPrecision(12))) ?? result, to.tex)} \\;\\checkmark`,
    compare: { type: 'value', value: toNumber(result) },
  }
}
