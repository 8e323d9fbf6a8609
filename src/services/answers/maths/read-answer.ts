import { MATHS_LABELS } from './labels'

/**
 * Reads a language model's final answer out of its Markdown: a \boxed{} value, the text after an
 * "Answer:" label (in any site language), or else the last paragraph with maths in it. Only what
 * can be read with confidence is returned; everything else makes the cross-check "unknown".
 */
export type FinalAnswer = { text: string; isLabelled: boolean }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Not "Solution:", which models also put before their first step.
const ANSWER_WORDS = [...new Set([...Object.values(MATHS_LABELS).flatMap((l) => [l.answer, l.result]), 'Final answer'])]
const LABEL = new RegExp(
  `(?:\\*\\*|__)?\\s*(?:${ANSWER_WORDS.map(escape).join('|')})\\s*(?:\\*\\*|__)?\\s*[:：]\\s*(?:\\*\\*|__)?`,
  'giu',
)

/** The contents of every \boxed{…}, braces balanced. */
const boxed = (markdown: string): string[] => {
  const found: string[] = []
  for (let start = markdown.indexOf('\\boxed{'); start !== -1; start = markdown.indexOf('\\boxed{', start + 1)) {
    let depth = 0
    for (let i = start + 6; i < markdown.length; i += 1) {
      depth += markdown[i] === '{' ? 1 : markdown[i] === '}' ? -1 : 0
      if (depth === 0) {
        found.push(markdown.slice(start + 7, i))
        break
      }
    }
  }
  return found
}

export const finalAnswer = (markdown: string): FinalAnswer | null => {
  const boxes = boxed(markdown)
  if (boxes.length) return { text: boxes.map((box) => `$${box}$`).join(', '), isLabelled: true }
  const labels = [...markdown.matchAll(LABEL)]
  const last = labels.at(-1)
  if (last) {
    const rest = markdown.slice(last.index + last[0].length)
    const paragraph = rest.split(/\n\s*\n/)[0]!.trim()
    return paragraph ? { text: paragraph, isLabelled: true } : null
  }
  // Otherwise the last paragraph with maths in it, or just the last one ("The limit is 1.").
  const paragraphs = markdown
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const paragraph = paragraphs.filter((p) => /\$|=|\\\(|\\\[/.test(p)).at(-1) ?? paragraphs.at(-1)
  return paragraph ? { text: paragraph, isLabelled: false } : null
}

/** The maths blocks of a paragraph ($$…$$, \[…\], $…$, \(…\)), in order. */
export const mathBlocks = (text: string): string[] =>
  [...text.matchAll(/\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\$([^$]+?)\$|\\\(([\s\S]+?)\\\)/g)].map(
    (match) => (match[1] ?? match[2] ?? match[3] ?? match[4])!,
  )

const FUNCTIONS = '(?:arc)?(?:sin|cos|tan|sec|csc|cot)h?|ln|log|exp'

/** LaTeX-ish and unicode maths to plain mathjs syntax (enough for final answers). */
export const latexToPlain = (tex: string): string => {
  let text = tex
    .replace(/\$+|\\\[|\\\]|\\\(|\\\)|\*\*|__|`/g, ' ')
    .replace(/\\left\.|\\right\./g, '')
    .replace(/\\(?:left|right|big|Big|bigg|Bigg)(?=[()[\]|]|\\[{}])/g, '')
    .replace(/\\(?:displaystyle|textstyle)/g, '')
    .replace(/\\[,;:! ]|\\q?quad|~/g, ' ')
    .replace(/\\(?:text|mathrm|mathbf|operatorname)\s*\{([^{}]*)\}/g, ' $1 ')
  for (let round = 0; round < 8; round += 1) {
    const before = text
    text = text
      .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '(($1)/($2))')
      .replace(/\\[dt]?frac\s*(\d)\s*(\d)/g, '(($1)/($2))')
      .replace(/\\sqrt\s*\[([^\]]*)\]\s*\{([^{}]*)\}/g, 'nthRoot($2,$1)')
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, 'sqrt($1)')
      .replace(/\^\s*\{([^{}]*)\}/g, '^($1)')
      .replace(/_\s*\{([^{}]*)\}/g, '_$1')
    if (text === before) break
  }
  return text
    .replace(/\\sqrt\s*(\d+|[a-z])/g, 'sqrt($1)')
    .replace(/\\(?:ln|log)\s*\|([^|]+)\|/g, ' log(abs($1))')
    .replace(new RegExp(`\\\\(${FUNCTIONS})\\s+([a-z]|\\d+)(?![\\w(^])`, 'g'), ' $1($2)')
    .replace(new RegExp(`\\\\(${FUNCTIONS})\\s*\\^\\s*\\(?(\\d)\\)?\\s*\\(([^()]*)\\)`, 'g'), ' $1($3)^$2')
    .replace(new RegExp(`\\\\(${FUNCTIONS})\\b`, 'g'), ' $1')
    .replace(/\\(?:cdot|times|ast)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\pi\b|π/g, ' pi ')
    .replace(/\\infty|∞/g, ' Infinity ')
    .replace(/\\approx|≈|\\in\b|∈/g, '=')
    .replace(/\\pm|±/g, ' ± ')
    .replace(/\\mp|∓/g, ' ± ')
    .replace(/\\[{}]/g, ' ')
    .replace(/[{}]/g, (brace) => (brace === '{' ? '(' : ')'))
    .replace(/[−–]/g, '-')
    .replace(/[×·⋅]/g, '*')
    .replace(/√\s*\(/g, 'sqrt(')
    .replace(/√\s*(\d+|[a-z])/g, 'sqrt($1)')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/\|([^|]+)\|/g, 'abs($1)')
    .replace(/\barc(sin|cos|tan)\b/g, 'a$1')
    .replace(/\bln\b/g, 'log')
    .replace(/\s+/g, ' ')
    .trim()
}
