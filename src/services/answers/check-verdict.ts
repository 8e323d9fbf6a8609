import { CHECK_VERDICTS, type CheckVerdict, MAX_CHECK_FEEDBACK_LENGTH } from '../../config/answers'

export type ModelVerdict = { verdict: CheckVerdict; firstWrongStep: string | null; explanation: string | null }

/** Spellings models use for the three verdicts (any case, spaces, dashes or underscores). */
const VERDICT_WORDS: Record<string, CheckVerdict> = {
  correct: 'correct',
  right: 'correct',
  notyet: 'notYet',
  partial: 'notYet',
  partiallycorrect: 'notYet',
  incomplete: 'notYet',
  incorrect: 'incorrect',
  wrong: 'incorrect',
}

const toVerdict = (value: unknown): CheckVerdict | null => {
  if (typeof value !== 'string') return null
  const folded = value.toLowerCase().replace(/[\s_-]+/g, '')
  return VERDICT_WORDS[folded] ?? CHECK_VERDICTS.find((verdict) => verdict.toLowerCase() === folded) ?? null
}

const shortText = (value: unknown) => {
  if (typeof value !== 'string') return null
  const text = value.replace(/\s+/g, ' ').trim()
  if (!text) return null
  return text.length > MAX_CHECK_FEEDBACK_LENGTH ? `${text.slice(0, MAX_CHECK_FEEDBACK_LENGTH - 1)}…` : text
}

/** Every balanced `{…}` in the text, outermost first (a reply may wrap its JSON in prose or a fence). */
const jsonObjects = (text: string): string[] => {
  const found: string[] = []
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    let depth = 0
    let inString = false
    for (let i = start; i < text.length; i += 1) {
      const char = text[i]
      if (inString) {
        if (char === '\\') i += 1
        else if (char === '"') inString = false
      } else if (char === '"') inString = true
      else if (char === '{') depth += 1
      else if (char === '}' && (depth -= 1) === 0) {
        found.push(text.slice(start, i + 1))
        break
      }
    }
  }
  return found
}

/**
 * The model's verdict on a student's answer: the JSON it was asked for, also inside a code fence or
 * prose, with verdicts spelt loosely ("Not yet", "not_yet", "wrong"); else a reply that starts with a
 * verdict word. Null when no verdict can be read: the caller then says the service is unavailable
 * rather than guess.
 */
export const parseModelVerdict = (reply: string): ModelVerdict | null => {
  for (const candidate of jsonObjects(reply)) {
    let parsed: unknown
    try {
      parsed = JSON.parse(candidate)
    } catch {
      continue
    }
    if (!parsed || typeof parsed !== 'object') continue
    const fields = parsed as Record<string, unknown>
    const verdict = toVerdict(fields.verdict)
    if (!verdict) continue
    return {
      verdict,
      firstWrongStep: verdict === 'incorrect' ? shortText(fields.firstWrongStep ?? fields.first_wrong_step) : null,
      explanation: shortText(fields.explanation),
    }
  }
  const opening =
    /^\W*(correct|right|not[\s_-]?yet|partially correct|incomplete|incorrect|wrong)\b[\s.:!—–-]*([\s\S]*)$/i.exec(
      reply.trim(),
    )
  const verdict = toVerdict(opening?.[1])
  return verdict ? { verdict, firstWrongStep: null, explanation: shortText(opening![2]) } : null
}
