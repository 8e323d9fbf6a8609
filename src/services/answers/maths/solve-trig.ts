import { numeric } from './cas'
import type { MathsLabels } from './labels'
import { isMathsExpression, toCasSyntax } from './normalise'
import { ticked } from './topic-text'
import type { Worked } from './worked'

/**
 * Trigonometric equations on an interval: a·sin(kx) + b = c (also cos, tan) with an exact value
 * of the unit circle, "from 0 to 2π", "in [0, 2pi]", "0 ≤ x < 360°". Every angle is a rational
 * multiple of π, found among the multiples of π/12; each solution is put back into the student's
 * equation by mathjs. An endpoint solution of an interval whose ends are not stated as open or
 * closed is left to the model rather than guessed.
 */
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))
const EXACT: [number, string][] = [
  [0, '0'],
  [0.5, '\\frac{1}{2}'],
  [Math.SQRT2 / 2, '\\frac{\\sqrt{2}}{2}'],
  [Math.sqrt(3) / 2, '\\frac{\\sqrt{3}}{2}'],
  [1, '1'],
  [Math.sqrt(3), '\\sqrt{3}'],
  [Math.sqrt(3) / 3, '\\frac{\\sqrt{3}}{3}'],
]
const exactLatex = (value: number) => {
  const found = EXACT.find(([v]) => Math.abs(v - Math.abs(value)) < 1e-12)
  return found && (value < 0 ? `-${found[1]}` : found[1])
}
/** q·π as LaTeX (q = p/r): \frac{5\pi}{6}; or degrees. */
const angleLatex = (p: number, r: number, degrees: boolean) => {
  const g = gcd(p, r) || 1
  const [n, d] = [p / g, r / g]
  if (degrees) return `${(180 * n) / d}^{\\circ}`
  if (n === 0) return '0'
  const top = `${n === 1 ? '' : n === -1 ? '-' : n}\\pi`
  return d === 1 ? top : `\\frac{${top}}{${d}}`
}

const BOUND = String.raw`(-?\d*\s*\*?\s*pi(?:\s*\/\s*\d+)?|-?\d+(?:\.\d+)?)\s*°?`
const INTERVALS: [RegExp, 'closed' | 'unstated' | 'stated'][] = [
  [
    new RegExp(
      `^(.+?)\\s*,?\\s*(?:for|on|in|over)?\\s*(?:the\\s+interval\\s+)?\\(\\s*${BOUND}\\s*,\\s*${BOUND}\\s*\\)$`,
    ),
    'unstated',
  ],
  [
    new RegExp(`^(.+?)\\s*,?\\s*(?:for\\s+[a-z]\\s+)?(?:from|between)\\s+${BOUND}\\s+(?:to|and)\\s+${BOUND}$`),
    'unstated',
  ],
  [
    new RegExp(`^(.+?)\\s*,?\\s*(?:for|where|with|on)?\\s*${BOUND}\\s*(<=|<|≤)\\s*[a-z]\\s*(<=|<|≤)\\s*${BOUND}$`),
    'stated',
  ],
]

const boundValue = (text: string, degrees: boolean) => {
  const value = numeric(toCasSyntax(text.replace(/\s+/g, '')))
  return degrees ? (value * Math.PI) / 180 : value
}

export const solveTrig = (text: string, labels: MathsLabels): Worked | null => {
  const plain = text
    .replace(/^(?:solve|find\s+all\s+solutions\s+(?:of|to))\s+/, '')
    .replace(/degrees?/g, '°')
    // "2cos x": the normaliser leaves a function after a digit unbracketed.
    .replace(/(sin|cos|tan)\s+(\d*x)(?![\w^(])/g, '$1($2)')
  let found: RegExpExecArray | null = null
  let form: 'closed' | 'unstated' | 'stated' = 'unstated'
  for (const [pattern, kind] of INTERVALS) {
    found = pattern.exec(plain)
    if (found) {
      form = kind
      break
    }
  }
  if (!found) return null
  const equation = found[1]!.replace(/\s*,\s*$/, '')
  const degrees = /°|\b360\b|\b180\b/.test(plain) && !/pi/.test(plain)
  const [low, high, closedLow, closedHigh] =
    form === 'stated' ? [found[2]!, found[5]!, found[3] !== '<', found[4] !== '<'] : [found[2]!, found[3]!, true, true]
  const [a, b] = [boundValue(low, degrees), boundValue(high, degrees)]
  if (!(a < b) || b - a > 8 * Math.PI) return null
  const sides = equation.split('=')
  if (sides.length !== 2 || !sides.every((s) => isMathsExpression(s.trim()))) return null
  const calls = [...equation.matchAll(/(?<![a-z])(sin|cos|tan)\((\d*)\*?x\)/g)]
  if (!calls.length || new Set(calls.map((c) => c[0])).size !== 1) return null
  const [, fn, multiplier] = calls[0]!
  const k = Number(multiplier || 1)
  const f = `(${toCasSyntax(sides[0]!.trim())})-(${toCasSyntax(sides[1]!.trim())})`
  // Linear in u = fn(kx): f = p·u + q, read at two values of u.
  const asU = f.replace(new RegExp(`(?<![a-z])${fn}\\(${multiplier ? `${multiplier}\\*?` : ''}x\\)`, 'g'), '(u)')
  if (/x/.test(asU)) return null
  const q = numeric(asU, { u: 0 })
  const p = numeric(asU, { u: 1 }) - q
  if (!Number.isFinite(p) || p === 0 || Math.abs(numeric(asU, { u: 2 }) - (2 * p + q)) > 1e-9) return null
  const value = -q / p
  const valueLatex = exactLatex(value)
  if (!valueLatex) return null
  const trig = (t: number) => (fn === 'sin' ? Math.sin(t) : fn === 'cos' ? Math.cos(t) : Math.tan(t))
  const base = Array.from({ length: 24 }, (_, m) => m).filter((m) => Math.abs(trig((m * Math.PI) / 12) - value) < 1e-9)
  const solutions: number[] = []
  // kx = θ + 2πn, so x = (m/12 + 2n)/k · π, as twelfths of π over k.
  for (const m of base) {
    for (let n = -20; n <= 20; n += 1) {
      const twelfths = m + 24 * n
      const x = (twelfths * Math.PI) / (12 * k)
      const inside =
        (x > a + 1e-12 || (closedLow && Math.abs(x - a) < 1e-12)) &&
        (x < b - 1e-12 || (closedHigh && Math.abs(x - b) < 1e-12))
      if (!inside) continue
      if (form === 'unstated' && (Math.abs(x - a) < 1e-12 || Math.abs(x - b) < 1e-12)) return null
      solutions.push(twelfths)
    }
  }
  solutions.sort((s, t) => s - t)
  const xs = solutions.map((t) => (t * Math.PI) / (12 * k))
  // Put back into the student's own equation.
  if (!xs.every((x) => Math.abs(numeric(f, { x })) < 1e-9)) return null
  const angles = solutions.map((t) => angleLatex(t, 12 * k, degrees))
  const inner = k === 1 ? 'x' : `${k}x`
  const baseAngles = base.map((m) => angleLatex(m, 12, degrees))
  const period = degrees ? (fn === 'tan' ? '180^{\\circ}' : '360^{\\circ}') : fn === 'tan' ? '\\pi' : '2\\pi'
  if (!solutions.length) return null
  return {
    kind: 'trigonometry',
    resultLatex: `x = ${angles.join(',\\ ')}`,
    steps: [
      { label: labels.isolate.replace('{v}', `$\\${fn}(${inner})$`), math: `\\${fn}(${inner}) = ${valueLatex}` },
      {
        label: labels.trigExactValue,
        math: `${inner} = ${baseAngles.map((angle) => `${angle} + ${period} n`).join(',\\quad ')}`,
      },
      { label: labels.trigAllSolutions, math: `x = ${angles.join(',\\ ')}` },
    ],
    check: ticked(
      angles
        .map(
          (angle) =>
            `\\${fn}\\left(${k === 1 ? '' : k}${angle.startsWith('\\frac') || k === 1 ? angle : `\\cdot ${angle}`}\\right) = ${valueLatex}`,
        )
        .join(',\\ '),
    ),
    compare: { type: 'roots', variable: 'x', values: xs.map((re) => ({ re, im: 0 })) },
  }
}
