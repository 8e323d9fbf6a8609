import { normaliseText } from './normalise'
import { stripWrapper } from './parse-question'
import { type Rational, parseRational } from './rational'

/**
 * Shared reading for the topic solvers (statistics, counting, series, geometry…): the question's
 * text as the solvers match it, and the number lists students type.
 */
export const ASK = String.raw`(?:(?:find|calculate|compute|determine|evaluate|work\s+out|what\s+is|what's|give|write|express|simplify|convert)\s+)?`
export const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:\/\d+)?`

/** Lower case, unicode spelt out, the polite wrapper and the final full stop gone. */
export const topicText = (question: string) =>
  stripWrapper(normaliseText(question))
    .replace(/[.?]+$/, '')
    .trim()

/** "2, 4, 6", "2 4 6", "(2; 4; 6)", "2, 4 and 6" → exact values; null for anything else. */
export const numberList = (text: string, max = 200): Rational[] | null => {
  const inner = text
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .trim()
  const parts = inner.split(/\s*(?:,|;|\band\b|\s)\s*/).filter(Boolean)
  if (parts.length === 0 || parts.length > max) return null
  const values = parts.map((part) => parseRational(part))
  return values.every(Boolean) ? (values as Rational[]) : null
}

/** A check line ends with the tick the answer renderer and the tests look for. */
export const ticked = (check: string) => `${check} \\;\\checkmark`
