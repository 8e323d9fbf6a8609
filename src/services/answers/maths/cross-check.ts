import { sampleScopes } from './cas'
import { closeness, type Closeness, combine, evaluate, precisionOf, rank, type Verdict } from './compare-values'
import { MATHS_LABELS } from './labels'
import { type FinalAnswer, finalAnswer, latexToPlain, mathBlocks } from './read-answer'
import type { Comparable, ComplexValue, Worked } from './worked'

/** "No real solutions", in English or any site language, answers a quadratic with complex roots. */
const NO_REAL = new RegExp(
  ['no real (?:solutions?|roots?)', ...Object.values(MATHS_LABELS).map((l) => l.noRealSolutions.toLowerCase())].join(
    '|',
  ),
  'u',
)

/** The values after `v =` (also `v_1 =`), up to the next assignment; split at commas, "or", "and", ±. */
export const valuesOf = (plain: string, variable: string): (ComplexValue | null)[] => {
  const pattern = new RegExp(
    `\\b${variable}(?:_?\\(?\\d\\)?)?\\s*=\\s*(.+?)(?=\\b[a-z](?:_?\\(?\\d\\)?)?\\s*=[^=]|$)`,
    'g',
  )
  const found = [...plain.matchAll(pattern)].map((match) => match[1]!)
  if (!found.length) return []
  return found.flatMap((text) => {
    const clean = text.replace(/\([^()]*[A-Za-z]{3,}[^()]*\)/g, ' ').replace(/\b(?:or|and)\b|,|;/g, '|')
    return clean
      .split('|')
      .filter((part) => part.trim())
      .flatMap((part) => {
        // "4, since 2·4 + 3 = 11": prose means this is not a value, and 11 must not be read as one.
        if (
          /[A-Za-z]{3,}/.test(
            part.replace(/\b(?:sqrt|nthRoot|a?(?:sin|cos|tan)h?|sec|csc|cot|log|exp|abs|Infinity)\b/g, ''),
          )
        )
          return [null]
        const last = part.split('=').at(-1)!
        if (!last.includes('±')) return [evaluate(last)]
        const [base = '', offset = ''] = last.split('±')
        return [evaluate(`(${base.trim() || 0}) - (${offset})`), evaluate(`(${base.trim() || 0}) + (${offset})`)]
      })
  })
}

/** Roots are a set: order-free, duplicates ignored, every root present and no extra one. */
const compareRoots = (expected: ComplexValue[], variable: string, answer: FinalAnswer): Verdict => {
  const raw = latexToPlain(mathSource(answer))
  let found = valuesOf(raw, variable)
  // A bare "\boxed{4}" or "Answer: 2, 3" is the values themselves.
  if (!found.length && answer.isLabelled && !raw.includes('='))
    found = raw.split(/,|;|\bor\b|\band\b/).map((part) => evaluate(part))
  if (!found.length) {
    if (!NO_REAL.test(answer.text.toLowerCase())) return 'unknown'
    return expected.every((value) => value.im !== 0) ? 'agrees' : 'disagrees'
  }
  if (found.some((value) => !value)) return 'unknown'
  const precision = precisionOf(raw)
  const unique = (found as ComplexValue[]).filter(
    (value, i, all) => all.findIndex((other) => closeness(other, value) === 'same') === i,
  )
  if (unique.length !== expected.length) return 'disagrees'
  const best = expected.map(
    (value) => unique.map((other) => closeness(value, other, precision)).sort((a, b) => rank(a) - rank(b))[0]!,
  )
  return combine(best, precision)
}

/** "(x, y) = (2, 1)" → "x = 2, y = 1". */
const untuple = (plain: string) =>
  plain.replace(/\(\s*([a-z](?:\s*,\s*[a-z]){1,2})\s*\)\s*=\s*\(([^()]*)\)/g, (all, names: string, values: string) => {
    const [left, right] = [names.split(','), values.split(',')]
    return left.length === right.length ? left.map((n, i) => `${n.trim()} = ${right[i]!.trim()}`).join(', ') : all
  })

/** The answer's maths blocks, or its text when it has none. */
const mathSource = (answer: FinalAnswer) => {
  const blocks = mathBlocks(answer.text)
  return blocks.length ? blocks.join(' ; ') : answer.text
}

/** The expression the answer gives: the right-hand side of its (first labelled / last) maths. */
const answerExpression = (answer: FinalAnswer): string | null => {
  const blocks = mathBlocks(answer.text)
  const chosen = blocks.length ? (answer.isLabelled ? blocks[0]! : blocks.at(-1)!) : answer.text
  const plain = latexToPlain(chosen)
  const rhs = plain
    .split(/=|\bis\b/)
    .at(-1)!
    .trim()
  return rhs.replace(/\s*\+\s*(?:C|K)(?:_?\d)?\s*\.?$/, '').replace(/[.\s]+$/, '') || null
}

/** Equal at sample points (up to one constant for antiderivatives); needs three real comparisons. */
const compareFunction = (expected: Extract<Comparable, { type: 'function' }>, expression: string): Verdict => {
  const precision = precisionOf(expression)
  const pairs: [number, number][] = []
  for (const scope of sampleScopes(expected.variables)) {
    const mine = evaluate(expected.expression, scope)
    const theirs = evaluate(expression, scope)
    if (mine?.im === 0 && theirs?.im === 0) pairs.push([mine.re, theirs.re])
  }
  if (pairs.length < 3) return 'unknown'
  const shift = expected.upToConstant ? pairs[0]![1] - pairs[0]![0] : 0
  const size = Math.max(...pairs.flat().map(Math.abs))
  return combine(
    pairs.map(([mine, theirs]) => closeness({ re: mine + shift, im: 0 }, { re: theirs, im: 0 }, precision, size)),
    precision,
  )
}

/** Compares the model's Markdown answer with the CAS's solution. */
export const compareAnswer = (solved: Worked, answerMarkdown: string): Verdict => {
  const answer = finalAnswer(answerMarkdown)
  if (!answer) return 'unknown'
  const expected = solved.compare
  if (expected.type === 'none') return 'unknown'
  if (expected.type === 'roots') return compareRoots(expected.values, expected.variable, answer)
  if (expected.type === 'assignments') {
    const raw = untuple(latexToPlain(mathSource(answer)))
    const results = Object.entries(expected.values).map(([variable, value]) => {
      const found = valuesOf(raw, variable)
      return found.length === 1 && found[0] ? closeness({ re: value, im: 0 }, found[0], precisionOf(raw)) : null
    })
    return results.every(Boolean) ? combine(results as Closeness[], precisionOf(raw)) : 'unknown'
  }
  const expression = answerExpression(answer)
  if (!expression) return 'unknown'
  if (expected.type === 'function') return compareFunction(expected, expression)
  const candidates = expression.split(/\bor\b/).map((part) => evaluate(part))
  if (candidates.some((value) => !value)) return 'unknown'
  const precision = precisionOf(expression)
  return combine(
    candidates.map((value) => closeness({ re: expected.value, im: 0 }, value!, precision)),
    precision,
  )
}
