import { agreeNumerically, exact, numeric } from './cas'
import type { MathsLabels } from './labels'
import { latex } from './latex'
import type { Equation } from './parse-question'
import { equationLatex, holds, substitutionLatex } from './substitution-check'
import { type ComplexValue, fill, type Worked, type WorkedStep } from './worked'

/** Coefficients [c, b, a, …] of a polynomial, or null when it is not one in `variable`. */
const coefficientsOf = (polynomial: string, variable: string): string[] | null => {
  const coefficients = exact(`coeffs(${polynomial}, ${variable})`)
    .replace(/^\[|\]$/g, '')
    .split(',')
  if (coefficients.some((c) => new RegExp(`\\b${variable}\\b`).test(c))) return null
  const rebuilt = coefficients.map((c, power) => `(${c})*${variable}^${power}`).join('+')
  if (!agreeNumerically(polynomial, rebuilt, [variable])) return null
  while (coefficients.length > 1 && exact(coefficients.at(-1)!) === '0') coefficients.pop()
  return coefficients
}

const gcd = (a: bigint, b: bigint): bigint => (b === BigInt(0) ? (a < 0 ? -a : a) : gcd(b, a % b))

/** Irrational roots as a textbook writes them, (−b ± k√m)/2a reduced; null unless a, b, Δ are integers. */
const surdRoots = (a: string, b: string, discriminant: string): [string, string] | null => {
  if (![a, b, discriminant].every((c) => /^-?\d{1,12}$/.test(c))) return null
  const delta = BigInt(discriminant)
  if (delta <= BigInt(0)) return null
  let k = BigInt(1)
  for (let n = BigInt(2); n * n <= delta && n < BigInt(100000); n += BigInt(1)) if (delta % (n * n) === BigInt(0)) k = n
  const m = delta / (k * k)
  if (m === BigInt(1)) return null
  let [p, d] = [-BigInt(b), BigInt(2) * BigInt(a)]
  const g = gcd(gcd(p, k), d)
  ;[p, k, d] = [p / g, k / g, d / g]
  if (d < 0) [p, d] = [-p, -d]
  const surd = k === BigInt(1) ? `sqrt(${m})` : `${k}*sqrt(${m})`
  const over = (text: string) => (d === BigInt(1) ? text : `(${text})/${d}`)
  return p === BigInt(0) ? [`-${over(surd)}`, over(surd)] : [over(`${p}-${surd}`), over(`${p}+${surd}`)]
}

const linear = (
  equation: Equation,
  variable: string,
  [b, a]: [string, string],
  expanded: WorkedStep[],
  labels: MathsLabels,
): Worked | null => {
  const root = exact(`-(${b})/(${a})`)
  if (!holds(equation.left, equation.right, { [variable]: root })) return null
  const rhs = exact(`-(${b})`)
  const steps: WorkedStep[] = [
    ...expanded,
    { label: fill(labels.isolate, { v: variable }), math: `${latex(`(${a})*${variable}`)} = ${latex(rhs)}` },
  ]
  if (a !== '1') {
    const quotient = `\\frac{${latex(rhs)}}{${latex(a)}}`
    steps.push({
      label: fill(labels.divide, { a: latex(a) }),
      math: `${variable} = ${quotient}${latex(root) === quotient ? '' : ` = ${latex(root)}`}`,
    })
  }
  return {
    kind: 'linear',
    resultLatex: `${variable} = ${latex(root)}`,
    steps,
    check: substitutionLatex(equation.left, equation.right, { [variable]: root }),
    compare: { type: 'roots', variable, values: [{ re: numeric(root), im: 0 }] },
  }
}

const quadratic = (
  equation: Equation,
  variable: string,
  [c, b, a]: [string, string, string],
  standard: string,
  labels: MathsLabels,
): Worked | null => {
  const discriminant = exact(`(${b})^2-4*(${a})*(${c})`)
  const sign = Math.sign(numeric(discriminant))
  const root = exact(`sqrt(${Math.abs(sign) ? `abs(${discriminant})` : '0'})`)
  const formula = `${variable} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${latex(exact(`-(${b})`))} \\pm ${sign < 0 ? `${latex(root)}i` : latex(root)}}{${latex(exact(`2*(${a})`))}}`
  const real = exact(`-(${b})/(2*(${a}))`)
  const offset = exact(`(${root})/abs(2*(${a}))`)
  const roots =
    sign < 0
      ? [`(${real})-(${offset})*i`, `(${real})+(${offset})*i`]
      : (surdRoots(a, b, discriminant) ??
        [...new Set([exact(`(${real})-(${offset})`), exact(`(${real})+(${offset})`)])].sort(
          (p, q) => numeric(p) - numeric(q),
        ))
  if (!roots.every((r) => holds(equation.left, equation.right, { [variable]: r }))) return null
  const imaginary = offset === '1' ? 'i' : `${latex(offset)}i`
  const written =
    sign < 0
      ? ['-', '+'].map(
          (s) => `${variable} = ${real === '0' ? (s === '-' ? '-' : '') : `${latex(real)} ${s} `}${imaginary}`,
        )
      : roots.map((r) => `${variable} = ${latex(r)}`)
  const resultLatex = written.join(',\\ ')
  const values: ComplexValue[] =
    sign < 0
      ? [-1, 1].map((s) => ({ re: numeric(real), im: s * numeric(offset) }))
      : roots.map((r) => ({ re: numeric(r), im: 0 }))
  const outcome = sign < 0 ? labels.negativeDiscriminant : sign === 0 ? labels.doubleRoot : labels.quadraticFormula
  return {
    kind: 'quadratic',
    resultLatex,
    steps: [
      { label: labels.standardForm, math: `${latex(standard)} = 0` },
      { label: labels.coefficients, math: `a = ${latex(a)},\\quad b = ${latex(b)},\\quad c = ${latex(c)}` },
      { label: labels.discriminant, math: `\\Delta = b^{2} - 4ac = ${latex(discriminant)}` },
      { label: outcome, math: `${formula} \\;\\Rightarrow\\; ${resultLatex}` },
    ],
    check: roots
      .map((r, i) => `${written[i]}:\\ ${substitutionLatex(equation.left, equation.right, { [variable]: r })}`)
      .join('\\qquad '),
    ...(sign < 0 ? { answerNote: `${labels.noRealSolutions}; ${labels.complexSolutions}:` } : {}),
    compare: { type: 'roots', variable, values },
  }
}

/** Linear and quadratic equations in one variable, with the textbook steps. */
export const solveEquation = (equation: Equation, variable: string, labels: MathsLabels): Worked | null => {
  const standard = exact(`expand((${equation.left})-(${equation.right}))`)
  const coefficients = coefficientsOf(standard, variable)
  if (!coefficients || coefficients.some((c) => /[a-z]/i.test(c.replace(/sqrt/g, '')))) return null
  if (coefficients.length === 2) {
    const [left, right] = [exact(`expand(${equation.left})`), exact(`expand(${equation.right})`)]
    const isRewritten = latex(left) !== latex(equation.left) || latex(right) !== latex(equation.right)
    const expanded = isRewritten
      ? [
          {
            label: labels.expandSides,
            math: `${equationLatex(equation.left, equation.right)} \\;\\Rightarrow\\; ${latex(left)} = ${latex(right)}`,
          },
        ]
      : []
    return linear(equation, variable, coefficients as [string, string], expanded, labels)
  }
  return coefficients.length === 3
    ? quadratic(equation, variable, coefficients as [string, string, string], standard, labels)
    : null
}
