import { agreeNumerically, exact, isClose, numeric } from './cas'
import type { MathsLabels } from './labels'
import { parseExpression, substitute } from './expression-tree'
import { inputLatex, latex, print } from './latex'
import { isMathsExpression, lettersOf, toCasSyntax } from './normalise'
import { tidy } from './tidy'
import { approx, fill, type Worked, type WorkedStep } from './worked'

/**
 * Absolute-value equations, linear inequalities, exponential equations (same base) and
 * logarithms. Each result is put back into the student's own expression and evaluated by mathjs,
 * the independent engine, before it is shown.
 */
const RATIONAL = /^-?\d+(?:\/\d+)?$/
const SOLVE = String.raw`^(?:solve\s+)?(?:for\s+[a-z]\s*:?\s*)?`

/** a and b of `a·v + b` when the expression is linear with rational coefficients. */
const linearIn = (expression: string, variable: string) => {
  const a = exact(`diff(expand(${expression}), ${variable})`)
  const b = exact(`expand(${expression.replace(new RegExp(`\\b${variable}\\b`, 'g'), '(0)')})`)
  if (!RATIONAL.test(a) || !RATIONAL.test(b) || a === '0') return null
  return agreeNumerically(expression, `(${a})*${variable}+(${b})`, [variable]) ? { a, b } : null
}

/** One-letter maths in CAS syntax, with its letter (or null). */
const side = (text: string) => {
  const trimmed = text.trim()
  if (!isMathsExpression(trimmed) || trimmed.includes('!')) return null
  return { cas: toCasSyntax(trimmed), letters: lettersOf(trimmed) }
}

const at = (variable: string, value: string) => ({ [variable]: numeric(value) })

/** The student's expression with the value put in, as the check line shows it: 2 \\cdot 3 + 3. */
const substituted = (expression: string, variable: string, value: string) =>
  print(substitute(parseExpression(expression), variable, tidy(parseExpression(value))))

export const solveAbsolute = (text: string, labels: MathsLabels): Worked | null => {
  const match = new RegExp(`${SOLVE}(?:\\|([^|]+)\\||abs\\(([^|]+)\\))\\s*=\\s*([^|=]+)$`).exec(text)
  if (!match) return null
  const inner = side(match[1] ?? match[2]!)
  const right = side(match[3]!)
  if (!inner || !right || inner.letters.length !== 1 || right.letters.length) return null
  const variable = inner.letters[0]!
  const c = exact(right.cas)
  const linear = linearIn(inner.cas, variable)
  if (!linear || !RATIONAL.test(c) || numeric(c) <= 0) return null
  const roots = [c, `-(${c})`]
    .map((target) => exact(`((${target})-(${linear.b}))/(${linear.a})`))
    .sort((p, q) => numeric(p) - numeric(q))
  const holds = roots.every((root) => isClose(numeric(`abs(${inner.cas})`, at(variable, root)), numeric(c)))
  if (!holds) return null
  const innerLatex = inputLatex(inner.cas)
  return {
    kind: 'absoluteValue',
    resultLatex: roots.map((root) => `${variable} = ${latex(root)}`).join(',\\ '),
    steps: [
      {
        label: labels.absoluteCases,
        math: `${innerLatex} = ${latex(c)} \\quad \\text{or} \\quad ${innerLatex} = ${latex(`-(${c})`)}`,
      },
      ...roots.map((root) => ({ label: fill(labels.isolate, { v: variable }), math: `${variable} = ${latex(root)}` })),
    ],
    check: `${roots.map((root) => `\\left|${substituted(inner.cas, variable, root)}\\right| = ${latex(c)}`).join('\\qquad ')} \\;\\checkmark`,
    compare: { type: 'roots', variable, values: roots.map((root) => ({ re: numeric(root), im: 0 })) },
  }
}

const SIGNS: Record<string, { tex: string; flip: string; test: (d: number) => boolean }> = {
  '<': { tex: '<', flip: '>', test: (d) => d < 0 },
  '>': { tex: '>', flip: '<', test: (d) => d > 0 },
  '<=': { tex: '\\leq', flip: '>=', test: (d) => d <= 0 },
  '>=': { tex: '\\geq', flip: '<=', test: (d) => d >= 0 },
}

export const solveInequality = (text: string, labels: MathsLabels): Worked | null => {
  const unified = text.replace(/≤|=</g, '<=').replace(/≥|=>/g, '>=')
  const match = new RegExp(`${SOLVE}([^<>=]+?)\\s*(<=|>=|<|>)\\s*([^<>=]+)$`).exec(unified)
  if (!match) return null
  const [left, right] = [side(match[1]!), side(match[3]!)]
  const letters = [...new Set([...(left?.letters ?? []), ...(right?.letters ?? [])])]
  if (!left || !right || letters.length !== 1) return null
  const variable = letters[0]!
  const sign = match[2]!
  const difference = `(${left.cas})-(${right.cas})`
  const linear = linearIn(difference, variable)
  if (!linear) return null
  const negative = numeric(linear.a) < 0
  const finalSign = negative ? SIGNS[sign]!.flip : sign
  const boundary = exact(`-(${linear.b})/(${linear.a})`)
  // Independent check: the boundary makes both sides equal, a point on the answer's side satisfies
  // the original inequality and a point beyond it does not.
  const b = numeric(boundary)
  const satisfies = (value: number) => SIGNS[sign]!.test(numeric(difference, { [variable]: value }))
  const inside = finalSign.startsWith('<') ? b - 1 : b + 1
  const outside = finalSign.startsWith('<') ? b + 1 : b - 1
  if (!isClose(numeric(difference, { [variable]: b }), 0) || !satisfies(inside) || satisfies(outside)) return null
  if (satisfies(b) !== finalSign.endsWith('=')) return null
  const steps: WorkedStep[] = [
    {
      label: fill(labels.isolate, { v: variable }),
      math: `${latex(`(${linear.a})*${variable}`)} ${SIGNS[sign]!.tex} ${latex(`-(${linear.b})`)}`,
    },
  ]
  if (linear.a !== '1') {
    steps.push({
      label: negative ? labels.inequalityFlip : fill(labels.divide, { a: latex(linear.a) }),
      math: `${variable} ${SIGNS[finalSign]!.tex} ${latex(boundary)}`,
    })
  }
  const resultLatex = `${variable} ${SIGNS[finalSign]!.tex} ${latex(boundary)}`
  return {
    kind: 'inequality',
    resultLatex,
    steps,
    check: `${substituted(left.cas, variable, boundary)} = ${substituted(right.cas, variable, boundary)},\\quad ${variable} = ${approx(inside)}:\\ ${approx(numeric(left.cas, { [variable]: inside }))} ${SIGNS[sign]!.tex} ${approx(numeric(right.cas, { [variable]: inside }))} \\;\\checkmark`,
    compare: { type: 'none' },
  }
}

/** Smallest r with base = r^p and value = r^q (q may be negative for 1/r^k); null when none. */
const commonBase = (base: number, value: string): { r: number; p: number; q: number } | null => {
  const [num = 0, den = 1] = value.split('/').map(Number)
  if (!(num > 0) || !(den > 0)) return null
  const powerOf = (n: number, r: number) => {
    let k = 0
    while (n > 1 && n % r === 0) [n, k] = [n / r, k + 1]
    return n === 1 ? k : null
  }
  for (let r = 2; r <= base; r += 1) {
    const p = powerOf(base, r)
    if (!p) continue
    const up = powerOf(num, r)
    const down = powerOf(den, r)
    if (up === null || down === null || (up && down)) continue
    return { r, p, q: up - down }
  }
  return null
}

// "log 2(8)" is not read as log₂ 8: the base is written log2, log_2 or log base 2.
const logBase = (text: string) => /^log(?:\s*_\s*)?\(?(\d+)\)?\s*(?=\()|^log\s+base\s+(\d+)\s+of\s+/.exec(text)

/**
 * One argument or exponent: a single parenthesised group, a number or a letter. "(x) + 1" is not
 * one, so "ln(x) + 1 = 3" or "2^(x) + (1) = 9" are never read as ln(x + 1) or 2^(x + 1).
 */
const isSingleGroup = (text: string) => {
  if (/^(?:\d+(?:\/\d+)?|\d*[a-z])$/.test(text)) return true
  if (!text.startsWith('(')) return false
  let depth = 0
  for (const [index, char] of [...text].entries()) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (depth === 0) return index === text.length - 1
  }
  return false
}

export const solveExponential = (text: string, labels: MathsLabels): Worked | null => {
  const match = new RegExp(`${SOLVE}(\\d+)\\s*\\^\\s*(\\([^=]+\\)|[a-z]|\\d*[a-z])\\s*=\\s*(\\d+(?:/\\d+)?)$`).exec(
    text,
  )
  if (!match) return null
  const base = Number(match[1])
  const exponent = isSingleGroup(match[2]!.trim()) ? side(match[2]!) : null
  if (base < 2 || base > 10_000 || !exponent || exponent.letters.length !== 1) return null
  const variable = exponent.letters[0]!
  const linear = linearIn(exponent.cas, variable)
  const common = commonBase(base, match[3]!)
  if (!linear || !common) return null
  const { r, p, q } = common
  const root = exact(`((${q})/(${p})-(${linear.b}))/(${linear.a})`)
  const value = numeric(match[3]!)
  if (!isClose(numeric(`${base}^(${exponent.cas})`, at(variable, root)), value)) return null
  const e = inputLatex(exponent.cas)
  const scaled = latex(exact(`expand(${p}*(${exponent.cas}))`))
  return {
    kind: 'exponential',
    resultLatex: `${variable} = ${latex(root)}`,
    steps: [
      {
        label: labels.sameBase,
        math: `${base}^{${e}} = ${latex(match[3]!)} \\;\\Rightarrow\\; ${r}^{${scaled}} = ${r}^{${q}} \\;\\Rightarrow\\; ${scaled} = ${q}`,
      },
      { label: fill(labels.isolate, { v: variable }), math: `${variable} = ${latex(root)}` },
    ],
    check: `${base}^{${substituted(exponent.cas, variable, root)}} = ${latex(match[3]!)} \\;\\checkmark`,
    compare: { type: 'roots', variable, values: [{ re: numeric(root), im: 0 }] },
  }
}

export const solveLogarithm = (text: string, labels: MathsLabels): Worked | null => {
  const body = text
    .replace(/^(?:solve|evaluate|find|calculate|compute|simplify|what\s+is|what's)\s+/, '')
    // log(x, 2) (mathjs, calculators) and log_2 x (no parentheses) are log base 2 of x.
    .replace(/^log\s*\(\s*([^,()]+|\([^()]*\))\s*,\s*(\d+)\s*\)/, 'log_$2($1)')
    .replace(/^log\s*_\s*(\d+)\s+(\d+|[a-z])(?![\w(^*/])/, 'log_$1($2)')
  const head = logBase(body)
  const natural = /^ln\s*(?=\()/.exec(body)
  if (!head && !natural) return null
  const base = head ? Number(head[1] ?? head[2]) : null
  if (base !== null && (base < 2 || base > 10_000)) return null
  const rest = body.slice((head ?? natural)![0].length)
  const [argumentText, valueText] = rest.split('=').map((part) => part.trim())
  const argument = isSingleGroup(argumentText ?? '') ? side(argumentText!) : null
  if (!argument) return null
  const baseLatex = base === null ? '\\ln' : `\\log_{${base}}`
  if (valueText === undefined) {
    // Evaluate log_b(n) exactly when n is a power of a common base.
    if (base === null || argument.letters.length || !RATIONAL.test(exact(argument.cas))) return null
    const common = commonBase(base, exact(argument.cas))
    if (!common) return null
    const value = exact(`(${common.q})/(${common.p})`)
    if (!isClose(numeric(`log(${argument.cas}, ${base})`), numeric(value))) return null
    return {
      kind: 'logarithm',
      resultLatex: latex(value),
      steps: [
        {
          label: labels.logDefinition,
          math: `${baseLatex}\\left(${inputLatex(argument.cas)}\\right) = y \\;\\Leftrightarrow\\; ${base}^{y} = ${inputLatex(argument.cas)} = ${common.r}^{${common.q}} \\;\\Rightarrow\\; y = ${latex(value)}`,
        },
      ],
      check: `${base}^{${latex(value)}} = ${inputLatex(argument.cas)} \\;\\checkmark`,
      compare: { type: 'value', value: numeric(value) },
    }
  }
  const right = side(valueText)
  if (!right || right.letters.length || !/^-?\d+$/.test(exact(right.cas)) || argument.letters.length !== 1) return null
  const variable = argument.letters[0]!
  const linear = linearIn(argument.cas, variable)
  const c = Number(exact(right.cas))
  if (!linear || Math.abs(c) > 30) return null
  const power = base === null ? `e^(${c})` : `${base}^(${c})`
  const root = exact(`((${power})-(${linear.b}))/(${linear.a})`)
  const logged = numeric(base === null ? `log(${argument.cas})` : `log(${argument.cas}, ${base})`, at(variable, root))
  if (!(numeric(argument.cas, at(variable, root)) > 0) || !isClose(logged, c)) return null
  const a = inputLatex(argument.cas)
  return {
    kind: 'logarithm',
    resultLatex: `${variable} = ${latex(root)}`,
    steps: [
      {
        label: labels.logDefinition,
        math: `${baseLatex}\\left(${a}\\right) = ${c} \\;\\Leftrightarrow\\; ${a} = ${latex(power)}`,
      },
      { label: fill(labels.isolate, { v: variable }), math: `${variable} = ${latex(root)}` },
    ],
    check: `${baseLatex}\\left(${substituted(argument.cas, variable, root)}\\right) = ${c} \\;\\checkmark`,
    compare: { type: 'roots', variable, values: [{ re: numeric(root), im: 0 }] },
  }
}
