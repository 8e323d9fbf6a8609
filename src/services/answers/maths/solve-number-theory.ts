import type { MathsLabels } from './labels'
import { fill, type Worked } from './worked'

/**
 * gcd, lcm, prime factorisation and "is n prime" for whole numbers up to 10¹². Each answer is
 * checked by a second method: gcd/lcm against the prime factorisations, a factorisation by
 * multiplying back, primality by the Miller–Rabin test (deterministic for these sizes).
 */
const MAX = 1_000_000_000_000
const LIST = String.raw`(\d+(?:\s*,\s*\d+)*(?:\s*,?\s*and\s*\d+)?)`
const GCD = String.raw`(?:gcd|gcf|hcf|greatest\s+common\s+(?:divisor|factor)|highest\s+common\s+factor)`
const LCM = String.raw`(?:lcm|least\s+common\s+multiple|lowest\s+common\s+multiple)`
const ASK = String.raw`^(?:what\s+is\s+|what's\s+|find\s+|calculate\s+|compute\s+|determine\s+)?(?:the\s+)?`

const numbersOf = (list: string) => {
  const values = (list.match(/\d+/g) ?? []).map(Number)
  return values.length >= 2 && values.length <= 4 && values.every((v) => v >= 1 && v <= MAX) ? values : null
}
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a)

/** Prime factors with exponents, by trial division (≤ 10⁶ divisions for 10¹²). */
export const factorise = (n: number): [number, number][] => {
  const factors: [number, number][] = []
  let rest = n
  for (let p = 2; p * p <= rest; p += p === 2 ? 1 : 2) {
    let exponent = 0
    while (rest % p === 0) [rest, exponent] = [rest / p, exponent + 1]
    if (exponent) factors.push([p, exponent])
  }
  if (rest > 1) factors.push([rest, 1])
  return factors
}

const modPow = (base: bigint, exponent: bigint, modulus: bigint) => {
  let [result, b, e] = [1n, base % modulus, exponent]
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus
    ;[b, e] = [(b * b) % modulus, e >> 1n]
  }
  return result
}

/** Miller–Rabin with the first twelve primes as bases: exact below 3·10²⁴. */
const millerRabin = (value: number) => {
  if (value < 2) return false
  const n = BigInt(value)
  const bases = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n]
  if (bases.includes(n)) return true
  if (bases.some((p) => n % p === 0n)) return false
  let [d, s] = [n - 1n, 0]
  while (d % 2n === 0n) [d, s] = [d / 2n, s + 1]
  return bases.every((a) => {
    let x = modPow(a, d, n)
    if (x === 1n || x === n - 1n) return true
    for (let r = 1; r < s; r += 1) {
      x = (x * x) % n
      if (x === n - 1n) return true
    }
    return false
  })
}

const factorLatex = (factors: [number, number][]) =>
  factors.map(([p, e]) => (e > 1 ? `${p}^{${e}}` : `${p}`)).join(' \\cdot ')

/** The gcd or lcm from the factorisations: min or max exponent of every prime. */
const byFactors = (values: number[], pick: (exponents: number[]) => number) => {
  const tables = values.map((v) => new Map(factorise(v)))
  const primes = [...new Set(tables.flatMap((t) => [...t.keys()]))]
  return primes.reduce((product, p) => product * p ** pick(tables.map((t) => t.get(p) ?? 0)), 1)
}

const euclidSteps = (a: number, b: number) => {
  const lines: string[] = []
  let [x, y] = [Math.max(a, b), Math.min(a, b)]
  while (y) {
    lines.push(`${x} = ${Math.floor(x / y)} \\cdot ${y} + ${x % y}`)
    ;[x, y] = [y, x % y]
  }
  return lines.slice(0, 12).join(' \\\\ ')
}

const result = (
  kind: 'numberTheory',
  resultLatex: string,
  steps: Worked['steps'],
  check: string,
  value?: number,
): Worked => ({
  kind,
  resultLatex,
  steps,
  check: `${check} \\;\\checkmark`,
  compare: value === undefined ? { type: 'none' } : { type: 'value', value },
})

export const solveNumberTheory = (text: string, labels: MathsLabels): Worked | null => {
  const gcdMatch = new RegExp(`${ASK}${GCD}\\s*(?:of\\s+|\\()${LIST}\\)?$`).exec(text)
  const lcmMatch = new RegExp(`${ASK}${LCM}\\s*(?:of\\s+|\\()${LIST}\\)?$`).exec(text)
  if (gcdMatch || lcmMatch) {
    const values = numbersOf((gcdMatch ?? lcmMatch)![1]!)
    if (!values) return null
    const name = gcdMatch ? '\\gcd' : '\\operatorname{lcm}'
    const args = values.join(', ')
    const factorLines = values.map((v) => `${v} = ${factorLatex(factorise(v))}`).join(',\\quad ')
    if (gcdMatch) {
      const g = values.reduce(gcd)
      if (g !== byFactors(values, (e) => Math.min(...e))) return null
      const steps = values
        .slice(1)
        .reduce<{ acc: number; lines: string[] }>(
          ({ acc, lines }, v) => ({ acc: gcd(acc, v), lines: [...lines, euclidSteps(acc, v)] }),
          { acc: values[0]!, lines: [] },
        )
      return result(
        'numberTheory',
        `${name}(${args}) = ${g}`,
        [{ label: labels.euclid, math: `\\begin{aligned} ${steps.lines.join(' \\\\ ')} \\end{aligned}` }],
        factorLines,
        g,
      )
    }
    const l = values.reduce((acc, v) => (acc / gcd(acc, v)) * v)
    if (!Number.isSafeInteger(l) || l !== byFactors(values, (e) => Math.max(...e))) return null
    const pairs = values.slice(1).reduce<{ acc: number; lines: string[] }>(
      ({ acc, lines }, v) => {
        const next = (acc / gcd(acc, v)) * v
        return {
          acc: next,
          lines: [...lines, `\\operatorname{lcm}(${acc}, ${v}) = \\frac{${acc} \\cdot ${v}}{${gcd(acc, v)}} = ${next}`],
        }
      },
      { acc: values[0]!, lines: [] },
    )
    return result(
      'numberTheory',
      `${name}(${args}) = ${l}`,
      [{ label: labels.lcmFormula, math: `\\begin{gathered} ${pairs.lines.join(' \\\\ ')} \\end{gathered}` }],
      factorLines,
      l,
    )
  }
  const factorMatch = new RegExp(
    `${ASK}(?:(?:(?:prime\\s+factori[sz]ation|prime\\s+factors|prime\\s+decomposition)\\s+of|factori[sz]e|factor)\\s+(\\d+)(?:\\s+into\\s+(?:prime\\s+factors|primes))?|(?:write|express)\\s+(\\d+)\\s+as\\s+a\\s+product\\s+of\\s+(?:its\\s+)?prime(?:s|\\s+factors))$`,
  ).exec(text)
  if (factorMatch) {
    const n = Number(factorMatch[1] ?? factorMatch[2])
    if (n < 2 || n > MAX) return null
    const factors = factorise(n)
    if (factors.some(([p]) => !millerRabin(p)) || factors.reduce((acc, [p, e]) => acc * p ** e, 1) !== n) return null
    const divisions = factors
      .flatMap(([p, e]) => Array.from({ length: e }, () => p))
      .reduce<{ rest: number; lines: string[] }>(
        ({ rest, lines }, p) => ({ rest: rest / p, lines: [...lines, `${rest} \\div ${p} = ${rest / p}`] }),
        { rest: n, lines: [] },
      )
    return result(
      'numberTheory',
      `${n} = ${factorLatex(factors)}`,
      [
        {
          label: labels.primeFactors,
          math: `\\begin{aligned} ${divisions.lines.slice(0, 40).join(' \\\\ ')} \\end{aligned}`,
        },
      ],
      `${factorLatex(factors)} = ${n}`,
    )
  }
  const primeMatch =
    /^(?:is\s+(\d+)\s+(?:a\s+)?prime(?:\s+number)?|(?:check\s+)?whether\s+(\d+)\s+is\s+(?:a\s+)?prime(?:\s+number)?)$/.exec(
      text,
    )
  if (primeMatch) {
    const n = Number(primeMatch[1] ?? primeMatch[2])
    if (n < 2 || n > MAX) return null
    const factors = factorise(n)
    const isPrime = factors.length === 1 && factors[0]![1] === 1
    if (isPrime !== millerRabin(n)) return null
    const root = Math.floor(Math.sqrt(n))
    const smallest = factors[0]![0]
    const math = isPrime
      ? `\\sqrt{${n}} \\approx ${Math.sqrt(n).toFixed(2)},\\quad p \\le ${root}:\\ ${n} \\bmod p \\neq 0`
      : `${n} = ${smallest} \\cdot ${n / smallest}`
    const resultLatex = `${n}\\ \\text{${isPrime ? labels.isPrime : labels.notPrime}}`
    return result(
      'numberTheory',
      resultLatex,
      [{ label: fill(labels.primeTest, { a: String(n) }), math }],
      isPrime ? `\\text{Miller–Rabin}: ${n}` : `${smallest} \\cdot ${n / smallest} = ${n}`,
    )
  }
  return null
}
