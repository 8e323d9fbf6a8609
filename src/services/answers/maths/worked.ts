import type { MathsLabels } from './labels'

/** The kinds of problem the maths fast path solves. */
export type MathsProblemKind =
  | 'arithmetic'
  | 'simplify'
  | 'linear'
  | 'quadratic'
  | 'system'
  | 'derivative'
  | 'integral'
  | 'limit'
  | 'percentage'
  | 'numberTheory'
  | 'coordinates'
  | 'absoluteValue'
  | 'inequality'
  | 'exponential'
  | 'logarithm'
  | 'conversion'
  | 'fractions'
  | 'statistics'
  | 'counting'
  | 'probability'
  | 'series'
  | 'scientific'
  | 'surds'
  | 'geometry'
  | 'matrix'
  | 'complex'
  | 'trigonometry'

/** One worked step: a sentence (localized) and display maths. */
export type WorkedStep = { label: string; math: string }

export type ComplexValue = { re: number; im: number }

/** What another answer must match: roots, variable values, a number, or a function (maybe up to + C). */
export type Comparable =
  | { type: 'roots'; variable: string; values: ComplexValue[] }
  | { type: 'assignments'; values: Record<string, number> }
  | { type: 'value'; value: number }
  | { type: 'function'; expression: string; variables: string[]; upToConstant: boolean }
  /** An answer no number compares to (an inequality, a yes/no, a line): the model's is not cross-checked. */
  | { type: 'none' }

/** A solution before it is written out, with the check that was actually performed. */
export type Worked = {
  kind: MathsProblemKind
  resultLatex: string
  steps: WorkedStep[]
  check: string
  /** Words before the result on the answer line, e.g. "No real solutions; complex solutions:". */
  answerNote?: string
  compare: Comparable
}

/** Fills `{a}`-style placeholders in a label (the values are LaTeX, written inline). */
export const fill = (label: string, values: Record<string, string>) =>
  label.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in values ? `$${values[key]}$` : placeholder))

/** A number for a check line: enough digits to compare, no float noise. */
export const approx = (value: number) => {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Number(value.toPrecision(8))
  return Math.abs(rounded) >= 1e9 || (rounded !== 0 && Math.abs(rounded) < 1e-6)
    ? rounded.toExponential(6).replace(/e\+?(-?\d+)/, ' \\times 10^{$1}')
    : String(rounded)
}

/** Step-by-step Markdown with display maths, then the check and the answer line. */
export const toMarkdown = (worked: Worked, labels: MathsLabels) =>
  [
    ...worked.steps.map((step, index) => `**${labels.step} ${index + 1}.** ${step.label}:\n\n$$${step.math}$$`),
    `**${labels.check}:**\n\n$$${worked.check}$$`,
    `**${labels.answer}:** ${worked.answerNote ? `${worked.answerNote} ` : ''}$${worked.resultLatex}$`,
  ].join('\n\n')
