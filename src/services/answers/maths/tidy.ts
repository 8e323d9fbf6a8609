import { children, type Node } from './expression-tree'

/**
 * Rewrites a CAS result into the shape a textbook prints, before it is written as LaTeX:
 * coefficient first (3x², not x²·3), negative powers as fractions (1/x, not x^(-1)), x^(1/2) as √x,
 * sums highest power first (x + 1, not 1 + x). Structure only; latex.ts does the writing.
 */
const isNumber = (node: Node) => node.type === 'number'
const isRational = (node: Node): boolean =>
  isNumber(node) ||
  (node.type === 'negate' && isRational(node.arg)) ||
  (node.type === 'quotient' && isNumber(node.numerator) && isNumber(node.denominator))
const isVariablePower = (node: Node) =>
  (node.type === 'symbol' && !['e', 'pi', 'i'].includes(node.name)) ||
  (node.type === 'power' && node.base.type === 'symbol' && node.base.name !== 'e' && isRational(node.exponent))
const CONSTANTS = new Set(['e', 'pi', 'i', 'Infinity'])
const containsVariable = (node: Node): boolean =>
  node.type === 'symbol' ? !CONSTANTS.has(node.name) : children(node).some(containsVariable)
const numberValue = (node: Node): number =>
  node.type === 'number'
    ? Number(node.value)
    : node.type === 'negate'
      ? -numberValue(node.arg)
      : node.type === 'quotient'
        ? numberValue(node.numerator) / numberValue(node.denominator)
        : Number.NaN

/** The exponent of each variable in a monomial (x²y → {x: 2, y: 1}), for ordering terms. */
const exponents = (node: Node): Record<string, number> => {
  if (node.type === 'symbol' && isVariablePower(node)) return { [node.name]: 1 }
  if (node.type === 'power' && node.base.type === 'symbol' && isVariablePower(node))
    return { [node.base.name]: numberValue(node.exponent) }
  if (node.type === 'negate') return exponents(node.arg)
  if (node.type === 'product') return Object.assign({}, ...node.factors.map(exponents)) as Record<string, number>
  return {}
}

/** a² + 2ab + b²: among terms of equal degree, higher powers of the earlier letter first. */
const lexCompare = (a: Node, b: Node) => {
  const [left, right] = [exponents(a), exponents(b)]
  for (const name of [...new Set([...Object.keys(left), ...Object.keys(right)])].sort()) {
    const difference = (right[name] ?? 0) - (left[name] ?? 0)
    if (difference) return difference
  }
  return 0
}

/** The polynomial degree of a term, for writing sums highest power first. */
const degree = (node: Node): number => {
  if (node.type === 'symbol') return isVariablePower(node) ? 1 : 0
  if (node.type === 'power' && isVariablePower(node)) return numberValue(node.exponent)
  if (node.type === 'negate') return degree(node.arg)
  if (node.type === 'product') return node.factors.reduce((total, f) => total + degree(f), 0)
  if (node.type === 'quotient') return degree(node.numerator) - degree(node.denominator)
  return 0
}

const product = (factors: Node[]): Node =>
  factors.length === 0
    ? { type: 'number', value: '1' }
    : factors.length === 1
      ? factors[0]!
      : { type: 'product', factors }

/** Coefficient first, then x, y…, then everything else; negative powers become a denominator. */
const tidyProduct = (factors: Node[]): Node => {
  let isNegative = false
  const coefficient: Node[] = []
  const powersOfNumbers: Node[] = []
  const constants: Node[] = []
  const variables: Node[] = []
  const others: Node[] = []
  const denominator: Node[] = []
  const place = (node: Node): void => {
    if (node.type === 'negate') {
      isNegative = !isNegative
      return place(node.arg)
    }
    if (node.type === 'product') return node.factors.forEach(place)
    if (node.type === 'quotient' && !(isNumber(node.numerator) && isNumber(node.denominator))) {
      place(node.numerator)
      denominator.push(node.denominator)
      return
    }
    if (isRational(node)) coefficient.push(node)
    // 3^x before ln(3): 3^{x}\ln(3), not \ln(3) \cdot 3^{x}.
    else if (node.type === 'power' && isNumber(node.base) && !isRational(node.exponent)) powersOfNumbers.push(node)
    else if (node.type === 'call' && node.args.every(isRational)) constants.push(node)
    else if (node.type === 'symbol' && (node.name === 'pi' || node.name === 'i')) constants.push(node)
    else if (isVariablePower(node)) variables.push(node)
    else others.push(node)
  }
  factors.forEach(place)
  const name = (node: Node) => (node.type === 'power' && node.base.type === 'symbol' ? node.base.name : '')
  variables.sort((a, b) =>
    (a.type === 'symbol' ? a.name : name(a)).localeCompare(b.type === 'symbol' ? b.name : name(b)),
  )
  const isOne = (node: Node) => node.type === 'number' && node.value === '1'
  const kept = coefficient.filter((c) => !isOne(c))
  const [rational] = kept
  let result: Node
  const rest = [...powersOfNumbers, ...constants, ...variables, ...others]
  // ½·√3 reads as √3/2 and ½(−1 + √5) as (−1 + √5)/2 when everything else is a constant.
  const isConstant = variables.length === 0 && [...powersOfNumbers, ...others].every((n) => !containsVariable(n))
  if (!denominator.length && kept.length === 1 && rational!.type === 'quotient' && rest.length && isConstant) {
    const top = isOne(rational.numerator) ? rest : [rational.numerator, ...rest]
    result = { type: 'quotient', numerator: product(top), denominator: rational.denominator }
  } else if (denominator.length && kept.length === 1 && rational!.type === 'quotient') {
    const top = [rational.numerator, ...rest].filter((f) => !isOne(f))
    result = { type: 'quotient', numerator: product(top), denominator: product([rational.denominator, ...denominator]) }
  } else {
    const top = product([...kept, ...rest])
    result = denominator.length ? { type: 'quotient', numerator: top, denominator: product(denominator) } : top
  }
  return isNegative ? { type: 'negate', arg: result } : result
}

export const tidy = (node: Node): Node => {
  switch (node.type) {
    case 'power': {
      const base = tidy(node.base)
      const exponent = tidy(node.exponent)
      if (exponent.type === 'negate') {
        const positive = exponent.arg
        const denominator =
          positive.type === 'number' && positive.value === '1' ? base : tidy({ ...node, exponent: positive })
        return { type: 'quotient', numerator: { type: 'number', value: '1' }, denominator }
      }
      if (numberValue(exponent) === 0.5 && exponent.type === 'quotient')
        return { type: 'call', name: 'sqrt', args: [base] }
      return { type: 'power', base, exponent }
    }
    case 'product':
      return tidyProduct(node.factors.map(tidy))
    case 'quotient': {
      const numerator = tidy(node.numerator)
      const denominator = tidy(node.denominator)
      if (numerator.type === 'negate')
        return { type: 'negate', arg: { type: 'quotient', numerator: numerator.arg, denominator } }
      return { type: 'quotient', numerator, denominator }
    }
    case 'sum': {
      const terms = node.terms.map(tidy).flatMap((t) => (t.type === 'sum' ? t.terms : [t]))
      // Stable sort: highest degree first, the CAS's order among equals.
      const sorted = terms.map((term, index) => ({ term, index, degree: degree(term) }))
      sorted.sort((a, b) => b.degree - a.degree || lexCompare(a.term, b.term) || a.index - b.index)
      return { type: 'sum', terms: sorted.map(({ term }) => term) }
    }
    case 'negate': {
      const arg = tidy(node.arg)
      return arg.type === 'negate' ? arg.arg : { type: 'negate', arg }
    }
    case 'call':
      return { ...node, args: node.args.map(tidy) }
    case 'factorial':
    case 'group':
      return { ...node, arg: tidy(node.arg) }
    default:
      return node
  }
}
