import { evaluate } from 'mathjs'

import type { MathsLabels } from './labels'
import { explicitProducts } from './normalise'
import { type Rational, add, div, fromInt, isZero, mul, parseRational, rationalLatex, sub, toNumber } from './rational'
import { ASK, ticked } from './topic-text'
import type { Worked } from './worked'

/**
 * Complex-number arithmetic: (2 + 3i)(1 − i), (3 + 4i)/(1 − 2i), i^23, |3 + 4i|. Exact on
 * rational real and imaginary parts, by a small parser of its own; mathjs evaluates the same
 * input with its own complex numbers as the check.
 */
type Complex = { re: Rational; im: Rational }
const ZERO = fromInt(0)
const plus = (a: Complex, b: Complex): Complex => ({ re: add(a.re, b.re), im: add(a.im, b.im) })
const minus = (a: Complex, b: Complex): Complex => ({ re: sub(a.re, b.re), im: sub(a.im, b.im) })
const times = (a: Complex, b: Complex): Complex => ({
  re: sub(mul(a.re, b.re), mul(a.im, b.im)),
  im: add(mul(a.re, b.im), mul(a.im, b.re)),
})
const over = (a: Complex, b: Complex): Complex => {
  const size = add(mul(b.re, b.re), mul(b.im, b.im))
  const top = times(a, { re: b.re, im: sub(ZERO, b.im) })
  return { re: div(top.re, size), im: div(top.im, size) }
}
const power = (base: Complex, exponent: number): Complex => {
  let value: Complex = { re: fromInt(1), im: ZERO }
  for (let k = 0; k < Math.abs(exponent); k += 1) value = times(value, base)
  return exponent < 0 ? over({ re: fromInt(1), im: ZERO }, value) : value
}

/** Recursive descent over + − · / ^ and parentheses; throws on anything else. */
const parse = (source: string): { value: Complex; divides: boolean } => {
  const tokens = source.match(/\d+(?:\.\d+)?|[i()+\-*/^]/g) ?? []
  if (tokens.join('') !== source) throw new Error('unreadable')
  let at = 0
  let divides = false
  const peek = () => tokens[at]
  const take = () => tokens[at++]
  const atom = (): Complex => {
    const token = take()
    if (token === '(') {
      const inner = sum()
      if (take() !== ')') throw new Error('unbalanced')
      return inner
    }
    if (token === 'i') return { re: ZERO, im: fromInt(1) }
    if (token === '-') return minus({ re: ZERO, im: ZERO }, factor())
    const number = token ? parseRational(token) : null
    if (!number) throw new Error('unexpected')
    return { re: number, im: ZERO }
  }
  const factor = (): Complex => {
    const base = atom()
    if (peek() !== '^') return base
    take()
    const sign = peek() === '-' ? (take(), -1) : 1
    const exponent = Number(take())
    if (!Number.isInteger(exponent) || exponent > 200) throw new Error('exponent')
    return power(base, sign * exponent)
  }
  const product = (): Complex => {
    let value = factor()
    while (peek() === '*' || peek() === '/') {
      const operator = take()
      const right = factor()
      if (operator === '/') {
        if (isZero(right.re) && isZero(right.im)) throw new Error('division by zero')
        divides = true
        value = over(value, right)
      } else value = times(value, right)
    }
    return value
  }
  const sum = (): Complex => {
    let value = product()
    while (peek() === '+' || peek() === '-') value = take() === '+' ? plus(value, product()) : minus(value, product())
    return value
  }
  const value = sum()
  if (at !== tokens.length) throw new Error('trailing')
  return { value, divides }
}

export const complexLatex = ({ re, im }: Complex) => {
  const real = isZero(re) ? '' : rationalLatex(re)
  if (isZero(im)) return real || '0'
  const size = rationalLatex(im.n < 0n ? sub(ZERO, im) : im)
  const imaginary = size === '1' ? 'i' : `${size}i`
  return real ? `${real} ${im.n < 0n ? '-' : '+'} ${imaginary}` : `${im.n < 0n ? '-' : ''}${imaginary}`
}

export const solveComplex = (text: string, labels: MathsLabels): Worked | null => {
  const match = new RegExp(`^${ASK}(?:the\\s+)?(?:(modulus|absolute\\s+value)\\s+of\\s+)?(.+)$`).exec(text)
  const body = match?.[2]?.trim() ?? ''
  const modulusBars = /^\|(.+)\|$/.exec(body)
  const inner = (modulusBars?.[1] ?? body).replace(/\s+/g, '')
  if (!/\di\b|\bi\b/.test(inner) || !/^[\di+\-*/^().]+$/.test(inner)) return null
  const source = explicitProducts(inner).replace(/(\d)i/g, '$1*i')
  let parsed: { value: Complex; divides: boolean }
  let check: { re: number; im: number }
  try {
    parsed = parse(source)
    const value: unknown = evaluate(source)
    check = typeof value === 'number' ? { re: value, im: 0 } : (value as { re: number; im: number })
  } catch {
    return null
  }
  const { value, divides } = parsed
  const [re, im] = [toNumber(value.re), toNumber(value.im)]
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
  if (!close(re, check.re) || !close(im, check.im)) return null
  const input = inner.replace(/\*/g, ' \\cdot ').replace(/\//g, ' \\div ')
  const modulus = Boolean(match?.[1] || modulusBars)
  const result = complexLatex(value)
  if (modulus) {
    const square = add(mul(value.re, value.re), mul(value.im, value.im))
    const root = Math.sqrt(toNumber(square))
    const exactRoot = Number.isInteger(root) ? String(root) : `\\sqrt{${rationalLatex(square)}}`
    return {
      kind: 'complex',
      resultLatex: exactRoot,
      steps: [
        { label: labels.simplify, math: `${input} = ${result}` },
        {
          label: labels.pythagoras,
          math: `|z| = \\sqrt{(${rationalLatex(value.re)})^{2} + (${rationalLatex(value.im)})^{2}} = ${exactRoot}`,
        },
      ],
      check: ticked(`\\sqrt{${re * re + im * im}} = ${Number(Math.hypot(check.re, check.im).toPrecision(10))}`),
      compare: { type: 'value', value: root },
    }
  }
  // A single quotient (a + bi)/(c + di) is shown the textbook way, through the conjugate.
  const quotient = /^\(([^()]+)\)\/\(([^()]+)\)$/.exec(source)
  const parts = quotient && [parse(quotient[1]!).value, parse(quotient[2]!).value]
  const steps = parts
    ? (() => {
        const [top, bottom] = parts as [Complex, Complex]
        const conjugate = { re: bottom.re, im: sub(ZERO, bottom.im) }
        const size = add(mul(bottom.re, bottom.re), mul(bottom.im, bottom.im))
        return [
          {
            label: labels.complexConjugate,
            math: `\\frac{${complexLatex(top)}}{${complexLatex(bottom)}} \\cdot \\frac{${complexLatex(conjugate)}}{${complexLatex(conjugate)}} = \\frac{${complexLatex(times(top, conjugate))}}{${rationalLatex(size)}}`,
          },
          { label: labels.simplify, math: `= ${result}` },
        ]
      })()
    : [{ label: divides ? labels.complexConjugate : labels.complexExpand, math: `${input} = ${result}` }]
  return {
    kind: 'complex',
    resultLatex: result,
    steps,
    check: ticked(
      `${Number(check.re.toPrecision(10))} ${check.im < 0 ? '-' : '+'} ${Number(Math.abs(check.im).toPrecision(10))}i`,
    ),
    compare: im === 0 ? { type: 'value', value: re } : { type: 'none' },
  }
}
