/**
 * From what a student types (unicode, calculator and textbook spellings) to the CAS's syntax.
 * Anything ambiguous is refused rather than guessed: a wrong "verified" answer is worse than
 * letting the model answer.
 */
const FUNCTIONS = ['asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'sin', 'cos', 'tan', 'sec', 'csc', 'cot']
const NAMES = new Set([...FUNCTIONS, 'sqrt', 'ln', 'exp', 'abs', 'pi', 'e', 'infinity'])
const FUNCTION_PATTERN = [...FUNCTIONS, 'sqrt', 'ln', 'exp', 'abs'].join('|')

/** Lower case, one line per equation (newlines become `;`), unicode operators spelt out. */
export const normaliseText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[×⋅·∙✕]/g, '*')
    // "2/3 ÷ 4/9" divides whole fractions, (2/3) ÷ (4/9), not 2/3/4/9 as `/` alone would read it.
    .replace(/(\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?)(?=\s*[÷∶])/g, '($1)')
    .replace(/([÷∶]\s*)(\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?)/g, '$1($2)')
    .replace(/[÷∶]/g, '/')
    .replace(/[−–—‐]/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/⁴/g, '^4')
    .replace(/π/g, 'pi')
    .replace(/∞/g, 'infinity')
    .replace(/[→⟶➝]/g, '->')
    .replace(/\binf\b/g, 'infinity')
    .replace(/√\s*(\d+(?:\.\d+)?|[a-z]\b)/g, 'sqrt($1)')
    .replace(/√\s*\(/g, 'sqrt(')
    .replace(/\*\*/g, '^')
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .replace(/\barc(sin|cos|tan)\b/g, 'a$1')
    .replace(new RegExp(`\\b(${FUNCTION_PATTERN})\\^(\\d)\\s*\\(([^()]*)\\)`, 'g'), '$1($3)^$2')
    // "sin x", "cos 2x": a function applied without parentheses, when the argument is unambiguous.
    .replace(
      new RegExp(`\\b(${FUNCTION_PATTERN})\\s+(\\d*[a-z]?)(?![\\w^(.])`, 'g'),
      (all, name: string, arg: string) => (arg ? `${name}(${arg})` : all),
    )
    .replace(/\s*\n\s*/g, ';')
    .replace(/\s+/g, ' ')
    .trim()

const isBalanced = (text: string) => {
  let depth = 0
  for (const char of text) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (depth < 0) return false
  }
  return depth === 0
}

/** Only numbers, operators, single-letter variables and known function names. */
export const isMathsExpression = (text: string) => {
  if (!/^[\d\sa-z+\-*/^().!]+$/.test(text) || !/[\da-z]/.test(text) || !isBalanced(text)) return false
  // "2 3", "x2" or "e^2x" (e²·x or e^(2x)?) could mean several things.
  if (/\d\s+\.?\d|[a-z]\d|\d\.\d*\.|\^\d+(?:\.\d+)?[a-z(]/.test(text)) return false
  const words = text.match(/[a-z]+/g) ?? []
  if (!words.every((word) => word.length === 1 || NAMES.has(word))) return false
  // A function name must be applied: "sin2x" or "sqrt 2 x" are not guessed at.
  return !new RegExp(`\\b(?:${FUNCTION_PATTERN})\\b(?!\\s*\\()`).test(text)
}

/** `2x`, `3(x+1)`, `(x+1)(x-1)`, `x(x+1)`, `x y` → explicit `*`, which both engines read alike. */
export const explicitProducts = (text: string) =>
  text
    .replace(/(\d|\))\s*(?=[a-z(])/g, '$1*')
    .replace(/\)\s*(?=\d)/g, ')*')
    .replace(/\b([a-z]|pi)\s*(?=\()/g, '$1*')
    .replace(/\b([a-z])\s+(?=[\da-z])/g, '$1*')
    .replace(/\s+/g, '')

/** Into the CAS's names: `ln` is nerdamer's `log`, `infinity` its `Infinity`. */
export const toCasSyntax = (text: string) =>
  explicitProducts(text)
    .replace(/\bln\(/g, 'log(')
    .replace(/\binfinity\b/g, 'Infinity')

/** The single-letter variables of an expression (e is Euler's number, i the imaginary unit). */
export const lettersOf = (text: string) =>
  [...new Set(text.replace(/[a-z]{2,}/gi, ' ').match(/[a-z]/g) ?? [])].filter((v) => v !== 'e' && v !== 'i').sort()

/** "what is 5!" — exact factorials computed here, since nerdamer leaves them unevaluated or as floats. */
export const expandFactorials = (text: string): string | null => {
  if (!text.includes('!')) return text
  // Only factorials of whole numbers: (2+3)! or 5!! are left to the model.
  if (/!/.test(text.replace(/\d\s*!(?!!)/g, ''))) return null
  let failed = false
  const expanded = text.replace(/(\d+)\s*!/g, (_, digits: string) => {
    const n = Number(digits)
    if (n > 300) failed = true
    let value = BigInt(1)
    for (let k = 2; k <= Math.min(n, 300); k += 1) value *= BigInt(k)
    return `(${value})`
  })
  return failed ? null : expanded
}
