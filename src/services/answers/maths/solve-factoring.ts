import { agreeNumerically, numeric } from './cas'
import type { MathsLabels } from './labels'
import { isMathsExpression, lettersOf, toCasSyntax } from './normalise'
import { ticked } from './topic-text'
import { fill, type Worked } from './worked'

/**
 * Non-monic quadratics over the integers, 6x² − 11x − 10 = (2x − 5)(3x + 2), by the AC method:
 * two numbers with product a·c and sum b split the middle term, then grouping. The factors are
 * multiplied back out exactly and compared with the question by mathjs at sample points.
 */
const MAX_AC = 1_000_000
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))
const term = (coefficient: number, variable: string) =>
  coefficient === 1 ? variable : coefficient === -1 ? `-${variable}` : `${coefficient}${variable}`
const linear = (a: number, b: number, v: string) => `${term(a, v)} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`
const signed = (value: number) => (value < 0 ? `- ${-value}` : `+ ${value}`)

export const solveFactoring = (text: string, labels: MathsLabels): Worked | null => {
  const match = /^(?:factorise|factorize|factor)(?:\s+completely)?\s*:?\s*(.+)$/.exec(text)
  if (!match || !isMathsExpression(match[1]!.trim())) return null
  const letters = lettersOf(match[1]!)
  if (letters.length !== 1) return null
  const v = letters[0]!
  const cas = toCasSyntax(match[1]!.trim())
  const at = (x: number) => numeric(cas, { [v]: x })
  const c = at(0)
  const a = (at(1) + at(-1)) / 2 - c
  const b = (at(1) - at(-1)) / 2
  if (![a, b, c].every(Number.isInteger) || Math.abs(a) < 2 || c === 0) return null
  if (!agreeNumerically(cas, `(${a})*${v}^2+(${b})*${v}+(${c})`, [v])) return null
  const content = gcd(gcd(a, b), c) * Math.sign(a)
  const [A, B, C] = [a / content, b / content, c / content]
  const product = A * C
  if (Math.abs(product) > MAX_AC) return null
  let split: [number, number] | null = null
  for (let p = -Math.abs(product); p <= Math.abs(product) && !split; p += 1) {
    if (p !== 0 && product % p === 0 && p + product / p === B) split = [p, product / p]
  }
  if (!split) return null
  const [p, q] = split
  const g1 = gcd(A, p) * Math.sign(A)
  const [a1, b1] = [A / g1, p / g1]
  const [a2, b2] = [g1, q / a1]
  if (!Number.isInteger(b2) || a1 * a2 !== A || a1 * b2 + b1 * a2 !== B || b1 * b2 !== C) return null
  const factors = [
    [a1, b1],
    [a2, b2],
  ].sort((f, g) => f[0]! - g[0]! || f[1]! - g[1]!) as [number, number][]
  const same = factors[0]![0] === factors[1]![0] && factors[0]![1] === factors[1]![1]
  const front = content === 1 ? '' : content === -1 ? '-' : `${content}`
  const resultLatex = same
    ? `${front}(${linear(...factors[0]!, v)})^{2}`
    : `${front}${factors.map((f) => `(${linear(f[0], f[1], v)})`).join('')}`
  const plain = `${content}*(${a1}*${v}+(${b1}))*(${a2}*${v}+(${b2}))`
  if (!agreeNumerically(cas, plain, [v])) return null
  const quadratic = `${term(A, `${v}^{2}`)} ${signed(B).replace(/^([+-]) 1$/, '$1 1')}${v} ${signed(C)}`
  return {
    kind: 'simplify',
    resultLatex,
    steps: [
      ...(content === 1
        ? []
        : [{ label: labels.factor, math: `${content}\\left(${quadratic.replace(/ 1([a-z])/, ' $1')}\\right)` }]),
      {
        label: fill(labels.acMethod, { a: String(product), b: String(B) }),
        math: `${p} \\cdot ${q === p ? p : `(${q})`} = ${product},\\quad ${p} + (${q}) = ${B}`,
      },
      {
        label: labels.factorGrouping,
        math: `${term(A, `${v}^{2}`)} ${signed(p)}${v} ${signed(q)}${v} ${signed(C)} = ${term(g1, v)}(${linear(a1, b1, v)}) ${signed(b2)}(${linear(a1, b1, v)}) = ${resultLatex}`,
      },
    ],
    check: ticked(`${resultLatex} = ${term(a, `${v}^{2}`)} ${signed(b)}${v} ${signed(c)}`),
    compare: { type: 'function', expression: cas, variables: [v], upToConstant: false },
  }
}
