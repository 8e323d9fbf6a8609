/**
 * A small tree for the CAS's plain syntax (nerdamer's output and the normalised question), so the
 * LaTeX writer and the worked steps see structure rather than strings. Big integers stay digit
 * strings: nerdamer's exact results must not pass through floating point on the way to LaTeX.
 */
export type Node =
  | { type: 'number'; value: string }
  | { type: 'symbol'; name: string }
  | { type: 'call'; name: string; args: Node[] }
  | { type: 'negate'; arg: Node }
  | { type: 'sum'; terms: Node[] }
  | { type: 'product'; factors: Node[] }
  | { type: 'quotient'; numerator: Node; denominator: Node }
  | { type: 'power'; base: Node; exponent: Node }
  | { type: 'factorial'; arg: Node }
  /** A value substituted into a formula: written in parentheses unless it is a plain number. */
  | { type: 'group'; arg: Node }

// The CAS writes no spaces, and the question's were removed with the implicit products.
const tokenize = (text: string): string[] => {
  const compact = text.replace(/\s+/g, '')
  const tokens = compact.match(/\d+(?:\.\d+)?|\.\d+|[A-Za-z_]\w*|[-+*/^!(),]/g) ?? []
  if (tokens.join('') !== compact) throw new Error('Unexpected character in expression')
  return tokens
}

/** Precedence climbing: sum < product/quotient < unary minus < power (right-associative) < factorial. */
export const parseExpression = (text: string): Node => {
  const tokens = tokenize(text)
  let position = 0
  const peek = () => tokens[position]
  const take = (expected?: string) => {
    const token = tokens[position++]
    if (token === undefined || (expected !== undefined && token !== expected)) throw new Error('Bad expression')
    return token
  }
  const sum = (): Node => {
    const terms = [unary()]
    while (peek() === '+' || peek() === '-') {
      const sign = take()
      const term = product()
      terms.push(sign === '-' ? { type: 'negate', arg: term } : term)
    }
    return terms.length === 1 ? terms[0]! : { type: 'sum', terms }
  }
  // The first term may carry a sign; later signs belong to the sum.
  const unary = (): Node => (peek() === '-' || peek() === '+' ? signed() : product())
  const signed = (): Node => (take() === '-' ? { type: 'negate', arg: product() } : product())
  const product = (): Node => {
    let node = factor()
    while (peek() === '*' || peek() === '/') {
      const operator = take()
      const right = factor()
      if (operator === '/') node = { type: 'quotient', numerator: node, denominator: right }
      else node = { type: 'product', factors: [...(node.type === 'product' ? node.factors : [node]), right] }
    }
    return node
  }
  const factor = (): Node => (peek() === '-' ? { type: 'negate', arg: (take(), factor()) } : power())
  const power = (): Node => {
    const base = postfix()
    if (peek() !== '^') return base
    take()
    return { type: 'power', base, exponent: factor() }
  }
  const postfix = (): Node => {
    let node = atom()
    while (peek() === '!') {
      take()
      node = { type: 'factorial', arg: node }
    }
    return node
  }
  const atom = (): Node => {
    const token = take()
    if (token === '(') {
      const inner = sum()
      take(')')
      return inner
    }
    if (/^[\d.]/.test(token)) return { type: 'number', value: token }
    if (!/^[A-Za-z_]/.test(token)) throw new Error('Bad expression')
    if (peek() !== '(') return { type: 'symbol', name: token }
    take('(')
    const args = [sum()]
    while (peek() === ',') {
      take()
      args.push(sum())
    }
    take(')')
    return { type: 'call', name: token, args }
  }
  const tree = sum()
  if (position !== tokens.length) throw new Error('Trailing input')
  return tree
}

/** Back to CAS syntax, parenthesised so that nerdamer and mathjs read it the same way. */
export const toCas = (node: Node): string => {
  switch (node.type) {
    case 'number':
      return node.value
    case 'symbol':
      return node.name
    case 'call':
      return `${node.name}(${node.args.map(toCas).join(',')})`
    case 'negate':
      return `(-(${toCas(node.arg)}))`
    case 'sum':
      return `(${node.terms.map(toCas).join('+')})`
    case 'product':
      return `(${node.factors.map((f) => `(${toCas(f)})`).join('*')})`
    case 'quotient':
      return `((${toCas(node.numerator)})/(${toCas(node.denominator)}))`
    case 'power':
      return `((${toCas(node.base)})^(${toCas(node.exponent)}))`
    case 'factorial':
      return `((${toCas(node.arg)})!)`
    case 'group':
      return `(${toCas(node.arg)})`
  }
}

export const children = (node: Node): Node[] => {
  switch (node.type) {
    case 'call':
      return node.args
    case 'negate':
    case 'factorial':
    case 'group':
      return [node.arg]
    case 'sum':
      return node.terms
    case 'product':
      return node.factors
    case 'quotient':
      return [node.numerator, node.denominator]
    case 'power':
      return [node.base, node.exponent]
    default:
      return []
  }
}

export const dependsOn = (node: Node, variable: string): boolean =>
  (node.type === 'symbol' && node.name === variable) || children(node).some((child) => dependsOn(child, variable))

/** Rebuilds a tree bottom-up, letting `visit` replace any node. */
export const mapTree = (node: Node, visit: (node: Node) => Node): Node => {
  const map = (n: Node) => mapTree(n, visit)
  switch (node.type) {
    case 'call':
      return visit({ ...node, args: node.args.map(map) })
    case 'negate':
    case 'factorial':
    case 'group':
      return visit({ ...node, arg: map(node.arg) })
    case 'sum':
      return visit({ ...node, terms: node.terms.map(map) })
    case 'product':
      return visit({ ...node, factors: node.factors.map(map) })
    case 'quotient':
      return visit({ ...node, numerator: map(node.numerator), denominator: map(node.denominator) })
    case 'power':
      return visit({ ...node, base: map(node.base), exponent: map(node.exponent) })
    default:
      return visit(node)
  }
}

/** Replaces a variable by a value (for "substitute back" checks and F(b) − F(a)). */
export const substitute = (node: Node, variable: string, value: Node): Node =>
  mapTree(node, (n) => (n.type === 'symbol' && n.name === variable ? { type: 'group', arg: value } : n))
