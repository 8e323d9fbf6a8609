import { type Node, parseExpression } from './expression-tree'
import { tidy } from './tidy'

/**
 * LaTeX as a textbook writes it (3x^{2}, \frac{1}{3}x^{3}, (x - 2)(x - 3), \sin^{2}(x)), not as the
 * CAS stores it (3*x^2, (1/3)*x^3, (-2+x)*(-3+x)). Students read this, and tests pin it.
 */
const FUNCTIONS: Record<string, string> = {
  sin: '\\sin',
  cos: '\\cos',
  tan: '\\tan',
  sec: '\\sec',
  csc: '\\csc',
  cot: '\\cot',
  sinh: '\\sinh',
  cosh: '\\cosh',
  tanh: '\\tanh',
  asin: '\\arcsin',
  acos: '\\arccos',
  atan: '\\arctan',
  log: '\\ln',
  exp: '\\exp',
}
const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'sinh', 'cosh', 'tanh'])

const parens = (text: string) => (text.includes('\\frac') ? `\\left(${text}\\right)` : `(${text})`)

const printSymbol = (name: string) =>
  name === 'pi' ? '\\pi' : name === 'Infinity' ? '\\infty' : name.length === 1 ? name : `\\mathrm{${name}}`

const printCall = (name: string, args: Node[], power = ''): string => {
  const inner = args.map(print).join(', ')
  if (name === 'sqrt') return `\\sqrt{${inner}}`
  if (name === 'abs') return `\\left|${inner}\\right|`
  const command = FUNCTIONS[name] ?? `\\operatorname{${name}}`
  // ln|x| rather than ln(|x|).
  const isBars = args.length === 1 && args[0]!.type === 'call' && args[0]!.name === 'abs'
  return `${command}${power}${isBars ? inner : parens(inner)}`
}

const printPower = (base: Node, exponent: Node): string => {
  const power = `^{${print(exponent)}}`
  if (base.type === 'call' && TRIG.has(base.name) && exponent.type === 'number')
    return printCall(base.name, base.args, power)
  const isAtom =
    (base.type === 'number' && !base.value.includes('.')) ||
    base.type === 'symbol' ||
    (base.type === 'group' && base.arg.type === 'number' && !base.arg.value.includes('.'))
  return `${isAtom ? print(base) : parens(print(base.type === 'group' ? base.arg : base))}${power}`
}

const printProduct = (factors: Node[]): string =>
  factors.reduce((text, factor, index) => {
    const needsParens =
      factor.type === 'sum' ||
      (index > 0 && (factor.type === 'negate' || (factor.type === 'group' && factor.arg.type !== 'number')))
    const printed = needsParens ? parens(print(factor.type === 'group' ? factor.arg : factor)) : print(factor)
    if (index === 0) return printed
    // A digit after anything, or two fractions side by side, would read as one number.
    if (/^[\d.]/.test(printed) || (printed.startsWith('\\frac') && text.endsWith('}')))
      return `${text} \\cdot ${printed}`
    return /\\[A-Za-z]+$/.test(text) && /^[A-Za-z]/.test(printed) ? `${text} ${printed}` : `${text}${printed}`
  }, '')

export const print = (node: Node): string => {
  switch (node.type) {
    case 'number':
      return node.value
    case 'symbol':
      return printSymbol(node.name)
    case 'call':
      return printCall(node.name, node.args)
    case 'negate':
      return `-${node.arg.type === 'sum' || node.arg.type === 'negate' ? parens(print(node.arg)) : print(node.arg)}`
    case 'sum':
      return node.terms
        .map((term, index) => {
          if (term.type === 'negate')
            return `${index ? ' - ' : '-'}${term.arg.type === 'sum' ? parens(print(term.arg)) : print(term.arg)}`
          return index ? ` + ${print(term)}` : print(term)
        })
        .join('')
    case 'product':
      return printProduct(node.factors)
    case 'quotient':
      return `\\frac{${print(node.numerator)}}{${print(node.denominator)}}`
    case 'power':
      return printPower(node.base, node.exponent)
    case 'factorial':
      return `${node.arg.type === 'number' || node.arg.type === 'symbol' ? print(node.arg) : parens(print(node.arg))}!`
    case 'group':
      return node.arg.type === 'number' || node.arg.type === 'symbol' || node.arg.type === 'call'
        ? print(node.arg)
        : parens(print(node.arg))
  }
}

/** Parentheses around a sum where an operator (∫, lim) would otherwise take only its first term. */
export const groupSum = (tex: string) => {
  let depth = 0
  for (let i = 0; i < tex.length; i += 1) {
    const char = tex[i]!
    if (char === '{' || char === '(' || tex.startsWith('\\left', i)) depth += 1
    if (char === '}' || char === ')' || tex.startsWith('\\right', i)) depth -= 1
    if (depth === 0 && i > 0 && (tex.startsWith(' + ', i) || tex.startsWith(' - ', i))) return parens(tex)
  }
  return tex
}

/** A CAS result in textbook LaTeX. */
export const latex = (expression: string) => print(tidy(parseExpression(expression)))

/** The student's own expression in LaTeX, in their order and without simplifying it away. */
export const inputLatex = (expression: string) => print(parseExpression(expression))
