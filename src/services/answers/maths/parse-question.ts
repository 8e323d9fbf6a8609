import { isMathsExpression, lettersOf, normaliseText, toCasSyntax } from './normalise'

/**
 * Recognises a question that is purely a maths problem and says which kind. Deliberately strict:
 * any word it does not know (a word problem, an essay question) means "not maths here", and the
 * model answers instead. Expressions come out in the CAS's syntax.
 */
export type Equation = { left: string; right: string }
export type Problem =
  | { kind: 'arithmetic'; expression: string }
  | { kind: 'simplify' | 'expand' | 'factor'; expression: string }
  | { kind: 'equation'; equation: Equation; variable: string }
  | { kind: 'system'; equations: Equation[]; variables: string[] }
  | { kind: 'derivative'; expression: string; variable: string; order: number }
  | { kind: 'integral'; expression: string; variable: string; bounds?: { lower: string; upper: string } }
  | { kind: 'limit'; expression: string; variable: string; point: string }

export const MAX_QUESTION_LENGTH = 500
const ASK = String.raw`(?:find|compute|calculate|evaluate|determine|work out|what is|what's)\s+`
const POINT = /^[-+]?(?:\d+(?:\.\d+)?(?:\/\d+)?|pi|infinity)$/
const BOUND = /^-?(?:\d+(?:\.\d+)?(?:\/\d+)?|\d*\*?(?:pi|e)(?:\/\d+)?)$/

/** "Can you please show me how to solve … step by step?" → "solve …". */
export const stripWrapper = (text: string) =>
  text
    .replace(/^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:help\s+me\s+)?/, '')
    .replace(/^(?:(?:show|tell)\s+(?:me\s+)?|explain\s+)?how\s+(?:to|do\s+i|do\s+you|can\s+i)\s+/, '')
    .replace(/(?:\s+(?:step\s+by\s+step|with\s+(?:the\s+)?(?:working|steps|solution)|for\s+me|please))+\s*[?.!]*$/, '')
    .replace(/[?.]+$|([^\d)\s!])!+$/, '$1')
    .replace(/\s*=\s*\??$/, '')
    .replace(/^[;\s]+|[;\s]+$/g, '')

/** A sub-expression in CAS syntax with its variables, or null when it is not plain maths. */
const expression = (text: string, allowed?: string) => {
  const trimmed = text.trim()
  if (!isMathsExpression(trimmed) || trimmed.includes('!')) return null
  const letters = lettersOf(trimmed)
  if (letters.length > 1 || (allowed && letters.length && letters[0] !== allowed)) return null
  return { cas: toCasSyntax(trimmed), variable: allowed ?? letters[0] ?? 'x' }
}

const derivative = (text: string): Problem | null => {
  const orders: Record<string, number> = { first: 1, second: 2, '2nd': 2, third: 3, '3rd': 3 }
  const named = new RegExp(
    `^(?:${ASK})?(?:the\\s+)?(?:(first|second|2nd|third|3rd)\\s+)?derivative\\s+of\\s+(.+?)(?:\\s+with\\s+respect\\s+to\\s+([a-z]))?$`,
  ).exec(text)
  const verb = /^differentiate\s+(.+?)(?:\s+with\s+respect\s+to\s+([a-z]))?(\s+twice)?$/.exec(text)
  const leibniz = /^d(?:\^([23]))?(?:y|f)?\s*\/\s*d([a-z])(?:\^[23])?\s*(.+)$/.exec(text)
  const [body, variable, order] = named
    ? [named[2]!, named[3], orders[named[1] ?? 'first']!]
    : verb
      ? [verb[1]!, verb[2], verb[3] ? 2 : 1]
      : leibniz
        ? [leibniz[3]!, leibniz[2], Number(leibniz[1] ?? 1)]
        : []
  const parsed = body === undefined ? null : expression(body, variable)
  return parsed && { kind: 'derivative', expression: parsed.cas, variable: parsed.variable, order: order ?? 1 }
}

const integral = (text: string): Problem | null => {
  const head = new RegExp(
    `^(?:${ASK})?(?:the\\s+)?(?:(?:definite|indefinite)\\s+)?(?:integral(?:\\s+of)?|integrate|∫)\\s*(.*)$`,
  ).exec(text)
  if (!head) return null
  let body = head[1]!
  let bounds: { lower: string; upper: string } | undefined
  const subscript = /^_\s*\(?([^\s()^]+)\)?\s*\^\s*\(?([^\s()]+?)\)?\s+(.+)$/.exec(body)
  const leading = /^from\s+(\S+)\s+to\s+(\S+)\s+(?:of\s+)?(.+)$/.exec(body)
  const trailing = /^(.+?)\s+from\s+(\S+)\s+to\s+(\S+)$/.exec(body)
  if (subscript || leading) {
    const [, lower, upper, rest] = (subscript ?? leading)!
    bounds = { lower: lower!, upper: upper! }
    body = rest!
  } else if (trailing) {
    bounds = { lower: trailing[2]!, upper: trailing[3]! }
    body = trailing[1]!
  }
  const differential = /^(.+?)\s*\bd([a-z])(?:\s+with\s+respect\s+to\s+[a-z])?$/.exec(body)
  const respect = /^(.+?)\s+with\s+respect\s+to\s+([a-z])$/.exec(body)
  const [integrand, variable] = differential
    ? [differential[1]!, differential[2]]
    : respect
      ? [respect[1]!, respect[2]]
      : [body]
  if (bounds && !(BOUND.test(bounds.lower) && BOUND.test(bounds.upper))) return null
  const parsed = expression(integrand, variable)
  if (!parsed) return null
  const cas = bounds && { lower: toCasSyntax(bounds.lower), upper: toCasSyntax(bounds.upper) }
  return { kind: 'integral', expression: parsed.cas, variable: parsed.variable, ...(cas ? { bounds: cas } : {}) }
}

const limit = (text: string): Problem | null => {
  const approach = String.raw`\s*(?:->|approaches|tends\s+to|goes\s+to)\s*`
  const after = new RegExp(
    `^(?:${ASK})?(?:the\\s+)?lim(?:it)?(?:\\s+of)?\\s+(.+?)\\s+as\\s+([a-z])${approach}(\\S+)$`,
  ).exec(text)
  const before = new RegExp(
    `^(?:${ASK})?(?:the\\s+)?lim(?:it)?\\s+as\\s+([a-z])${approach}([^\\s,]+),?\\s+(?:of\\s+)?(.+)$`,
  ).exec(text)
  const subscript = /^lim(?:it)?\s*_?\s*\(?\s*([a-z])\s*->\s*([^\s)]+)\s*\)?\s*(.+)$/.exec(text)
  const [body, variable, point] = after
    ? [after[1]!, after[2]!, after[3]!]
    : before
      ? [before[3]!, before[1]!, before[2]!]
      : subscript
        ? [subscript[3]!, subscript[1]!, subscript[2]!]
        : []
  if (body === undefined || !POINT.test(point!)) return null
  const parsed = expression(body, variable)
  const at = toCasSyntax(point!.replace(/^\+/, ''))
  return parsed && { kind: 'limit', expression: parsed.cas, variable: parsed.variable, point: at }
}

const equations = (text: string): Problem | null => {
  const match =
    /^(?:(?:solve|find|calculate|what\s+is|what's)\s*)?(?:(?:for\s+)?([a-z](?:\s*(?:,|and)\s*[a-z])*)\s*(?::|;|\bif\b|\bwhen\b|\bgiven\b)\s*|for\s+([a-z](?:\s*(?:,|and)\s*[a-z])*)\s*:?\s*)?(.+?)(?:\s+for\s+([a-z](?:\s*(?:,|and)\s*[a-z])*))?$/.exec(
      text,
    )
  if (!match) return null
  const declared = lettersOf(match[1] ?? match[2] ?? match[4] ?? '')
  const parts = match[3]!
    .split(/\s*(?:;|,|\band\b)\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
  const sides = parts.map((part) => part.split('='))
  if (
    !sides.every(
      (pair) => pair.length === 2 && pair.every((side) => isMathsExpression(side.trim()) && !side.includes('!')),
    )
  ) {
    return null
  }
  const variables = lettersOf(parts.join(' '))
  if (declared.length && declared.join() !== variables.join()) return null
  const equations = sides.map(([left, right]) => ({
    left: toCasSyntax(left!.trim()),
    right: toCasSyntax(right!.trim()),
  }))
  if (parts.length === 1 && variables.length === 1)
    return { kind: 'equation', equation: equations[0]!, variable: variables[0]! }
  if (parts.length >= 2 && parts.length <= 3 && variables.length === parts.length) {
    return { kind: 'system', equations, variables }
  }
  return null
}

const expressionProblem = (text: string): Problem | null => {
  const match =
    /^(simplify|expand|factorise|factorize|factor|calculate|compute|evaluate|work\s+out|what\s+is|what's)?\s*:?\s*(.+)$/.exec(
      text,
    )
  const [, verb = '', body = ''] = match ?? []
  // Something to work on: an operator, a function call or a factorial (not "what is a").
  if (!isMathsExpression(body) || !/[+\-*/^!]|[a-z]\s*\(/.test(body.replace(/^-/, ''))) return null
  const variables = lettersOf(body)
  if (!variables.length) return { kind: 'arithmetic', expression: toCasSyntax(body) }
  if (body.includes('!')) return null
  const kind = verb.startsWith('factor') ? 'factor' : verb === 'expand' ? 'expand' : 'simplify'
  return { kind, expression: toCasSyntax(body) }
}

/** Never throws on any input; null when it is not one of the problems this engine solves. */
export const parseQuestion = (question: string): Problem | null => {
  if (question.length > MAX_QUESTION_LENGTH) return null
  const text = stripWrapper(normaliseText(question))
  // log could be base 10 or base e depending on the course; i could be a variable or √−1.
  if (!text || /\blog\b|\bi\b/.test(text)) return null
  return (
    derivative(text) ??
    integral(text) ??
    limit(text) ??
    (text.includes('=') ? equations(text) : expressionProblem(text))
  )
}
