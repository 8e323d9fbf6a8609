import { type MathNode, parse, simplify, simplifyCore } from 'mathjs'

import { numeric } from './cas'
import type { MathsLabels } from './labels'
import { latex } from './latex'
import { isMathsExpression, toCasSyntax } from './normalise'
import { fill } from './worked'
import type { Worked } from './worked'
import { approx } from './worked'

/**
 * Trigonometric identities: "simplify (1 - cos^2 x)/sin x", "prove sin^2 x + cos^2 x = 1",
 * "verify sin(2x) = 2 sin x cos x". The expression is rewritten by named identities (mathjs
 * rewrite rules, each shown as a step), then the student's expression and the result are
 * evaluated by mathjs at points the rewriting never saw. A question it reads but cannot reduce
 * (or whose sides differ) is left to the model, so nothing unproven is marked verified.
 */
const IDENTITIES: { rule: string; needs: string[]; latex: string }[] = [
  { rule: 'sin(n)^2 + cos(n)^2 -> 1', needs: ['^2', 'sin(', 'cos('], latex: '\\sin^{2} x + \\cos^{2} x = 1' },
  { rule: '1 - cos(n)^2 -> sin(n)^2', needs: ['^2', 'cos('], latex: '1 - \\cos^{2} x = \\sin^{2} x' },
  { rule: '1 - sin(n)^2 -> cos(n)^2', needs: ['^2', 'sin('], latex: '1 - \\sin^{2} x = \\cos^{2} x' },
  { rule: '1 + tan(n)^2 -> sec(n)^2', needs: ['^2', 'tan('], latex: '1 + \\tan^{2} x = \\sec^{2} x' },
  { rule: 'sec(n)^2 - tan(n)^2 -> 1', needs: ['^2', 'sec(', 'tan('], latex: '\\sec^{2} x - \\tan^{2} x = 1' },
  { rule: '1 + cot(n)^2 -> csc(n)^2', needs: ['^2', 'cot('], latex: '1 + \\cot^{2} x = \\csc^{2} x' },
  { rule: '2 * sin(n) * cos(n) -> sin(2 * n)', needs: ['sin(', 'cos('], latex: '2 \\sin x \\cos x = \\sin 2x' },
  {
    rule: 'cos(n)^2 - sin(n)^2 -> cos(2 * n)',
    needs: ['^2', 'cos(', 'sin('],
    latex: '\\cos^{2} x - \\sin^{2} x = \\cos 2x',
  },
  { rule: '1 - 2 * sin(n)^2 -> cos(2 * n)', needs: ['^2', 'sin('], latex: '1 - 2\\sin^{2} x = \\cos 2x' },
  { rule: '2 * cos(n)^2 - 1 -> cos(2 * n)', needs: ['^2', 'cos('], latex: '2\\cos^{2} x - 1 = \\cos 2x' },
  { rule: 'tan(n) -> sin(n) / cos(n)', needs: ['tan('], latex: '\\tan x = \\frac{\\sin x}{\\cos x}' },
  { rule: 'cot(n) -> cos(n) / sin(n)', needs: ['cot('], latex: '\\cot x = \\frac{\\cos x}{\\sin x}' },
  { rule: 'sec(n) -> 1 / cos(n)', needs: ['sec('], latex: '\\sec x = \\frac{1}{\\cos x}' },
  { rule: 'csc(n) -> 1 / sin(n)', needs: ['csc('], latex: '\\csc x = \\frac{1}{\\sin x}' },
]
/** Tidying after a rewrite: a few cancellations instead of mathjs' full rule list (~10× slower). */
const TIDY = [
  simplifyCore,
  'n/n -> 1',
  'n^2/n -> n',
  'n/n^2 -> 1/n',
  '1^n -> 1',
  'n1*(n2/n1) -> n2',
  '(n1/n2)*n2 -> n1',
  'n1*n2/n1 -> n2',
  'n2*n1/n1 -> n2',
  '(n1/n2)^2 -> n1^2/n2^2',
  'n1/n2 + 1 -> (n1 + n2)/n2',
  'n1/(n2/n3) -> n1*n3/n2',
  '(n1/n2)/n3 -> n1/(n2*n3)',
  'n1/(n2*n1) -> 1/n2',
  'n1/(n1*n2) -> 1/n2',
]
/** A quotient left at the end is written as the textbook writes it. */
const QUOTIENTS = [
  { rule: 'sin(n)/cos(n) -> tan(n)', needs: ['sin(', 'cos('], latex: '\\frac{\\sin x}{\\cos x} = \\tan x' },
  { rule: 'cos(n)/sin(n) -> cot(n)', needs: ['sin(', 'cos('], latex: '\\frac{\\cos x}{\\sin x} = \\cot x' },
]
const TRIG_CALL = /(?<![a-z])(?:sin|cos|tan|sec|csc|cot)\(/
/** Points the rewriting never used, away from the zeros of sin and cos. */
const CHECK_POINTS = [0.37, 0.91, 1.23, 2.04, 2.71, -0.58]

/** "sin^2 x" → "sin(x)^2", "2sin x" → "2sin(x)", "sin 2x" → "sin(2x)". */
const bracketed = (text: string) =>
  text
    .replace(/(sin|cos|tan|sec|csc|cot)\s*\^\s*(\d)\s*(?:\(\s*(\d*\s*x)\s*\)|(\d*x)(?![\w^(]))/g, '$1($3$4)^$2')
    .replace(/(sin|cos|tan|sec|csc|cot)\s+(\d*x)(?![\w^(])/g, '$1($2)')

const casOf = (text: string, trig = true) => {
  const plain = bracketed(text.trim())
  if (!isMathsExpression(plain) || /[a-wyz](?![a-z(])/.test(plain.replace(/\b(?:sin|cos|tan|sec|csc|cot)\b/g, '')))
    return null
  const cas = toCasSyntax(plain)
  return !trig || TRIG_CALL.test(cas) ? cas : null
}

const print = (node: MathNode) => node.toString({ parenthesis: 'auto', implicit: 'show' }).replace(/\s+/g, '')

/** The quotient and reciprocal definitions (the last four) are used only when the others are not enough. */
const DEFINITIONS = 4
const callsOf = (text: string) => new Set(text.match(/(?:sin|cos|tan|sec|csc|cot)\([^()]*\)/g)).size

/** Applies each identity while it changes the expression; every change is one step. */
const reduce = (cas: string, labels: MathsLabels, full = false) => {
  let node = simplify(parse(cas), TIDY)
  const steps: Worked['steps'] = []
  const stages = [IDENTITIES.slice(0, -DEFINITIONS), IDENTITIES, ...(full ? [] : [QUOTIENTS])]
  for (const identities of stages) {
    if (!full && identities !== QUOTIENTS && steps.length && callsOf(print(node)) <= 1) continue
    for (let round = 0; round < 4; round += 1) {
      const before = steps.length
      for (const identity of identities) {
        // Only rules whose functions are all present: simplify is the costly part of the answer.
        const text = print(node)
        if (!identity.needs.every((name) => text.includes(name))) continue
        const next = simplify(node, [identity.rule, ...TIDY])
        if (print(next) === text) continue
        steps.push({
          label: fill(labels.trigIdentity, { a: identity.latex }),
          math: `${latex(text)} = ${latex(print(next))}`,
        })
        node = next
      }
      if (steps.length === before) break
    }
  }
  return { result: print(node), steps }
}

const agrees = (left: string, right: string) =>
  CHECK_POINTS.every((x) => {
    const [a, b] = [numeric(left, { x }), numeric(right, { x })]
    return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a))
  })

const checkLine = (left: string, right: string) =>
  `${CHECK_POINTS.slice(0, 3)
    .map((x) => `x = ${x}:\\ ${approx(numeric(left, { x }))} = ${approx(numeric(right, { x }))}`)
    .join(',\\quad ')} \\;\\checkmark`

export const solveIdentity = (text: string, labels: MathsLabels): Worked | null => {
  const found = /^(simplify|(?:prove|verify|show)(?:\s+that)?)\s*(?:the\s+identity\s*)?:?\s*(.+)$/.exec(text)
  if (!found) return null
  const sides = found[2]!.split('=')
  const simplifying = found[1] === 'simplify'
  if (simplifying ? sides.length !== 1 : sides.length !== 2) return null
  // One side of an identity may be a plain number ("= 1"), but something must be trigonometric.
  const cas = sides.map((side) => casOf(side, false))
  if (cas.some((side) => side === null) || !cas.some((side) => TRIG_CALL.test(side!))) return null
  const [left, right] = cas as string[]
  if (simplifying) {
    const { result, steps } = reduce(left!, labels)
    if (!steps.length) return null
    if (!agrees(left!, result)) return null
    return {
      kind: 'trigonometry',
      resultLatex: latex(result),
      steps,
      check: checkLine(left!, result),
      compare: { type: 'function', expression: result, variables: ['x'], upToConstant: false },
    }
  }
  let [l, r] = [reduce(left!, labels), reduce(right!, labels)]
  // Two sides left in different forms (sec²x against 1/cos²x) meet once both are in sin and cos.
  if (l.result !== r.result) [l, r] = [reduce(left!, labels, true), reduce(right!, labels, true)]
  if (l.result !== r.result || !agrees(left!, right!)) return null
  const identity = `${latex(left!)} = ${latex(right!)}`
  return {
    kind: 'trigonometry',
    resultLatex: identity,
    steps: [
      ...[...l.steps, ...r.steps].filter((step, index, all) => all.findIndex((s) => s.math === step.math) === index),
      {
        label: labels.identitySides,
        math: `${latex(left!)} = ${latex(l.result)} = ${latex(right!)}`,
      },
    ],
    check: checkLine(left!, right!),
    compare: { type: 'none' },
  }
}
