import type { MathsLabels } from './labels'
import { fractionLatex, rational, toNumber } from './rational'
import { ASK, ticked } from './topic-text'
import type { Worked, WorkedStep } from './worked'

/**
 * Counting: combinations ("10 choose 3", "C(10, 3)", "how many ways to choose 3 from 10"),
 * permutations ("P(10, 3)", "in how many ways can 5 people sit in a row"), arrangements of a
 * word's letters, and simple probability (dice, coins, a bag of balls). Exact on BigInt; each
 * count is confirmed by a second method (Pascal's triangle, C·r!, complementary outcomes).
 */
const MAX_N = 200
const factorial = (n: number) => {
  let value = 1n
  for (let k = 2n; k <= BigInt(n); k += 1n) value *= k
  return value
}
const fallingProduct = (n: number, r: number) => {
  let value = 1n
  for (let k = 0; k < r; k += 1) value *= BigInt(n - k)
  return value
}
/** C(n, r) the other way: row n of Pascal's triangle, built by additions only. */
const pascal = (n: number, r: number) => {
  let row = [1n]
  for (let i = 0; i < n; i += 1) row = [1n, ...row.slice(1).map((value, k) => value + row[k]!), 1n]
  return row[r]!
}

const THINGS = String.raw`(?:[a-z]+\s+){0,3}?`
const COMBINATIONS = [
  /^(\d+)\s*(?:choose|c)\s*(\d+)$/,
  /^(?:c|ncr|combinations?)\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)$/,
  /^(?:the\s+)?binomial\s+coefficient\s*\(?\s*(\d+)\s*(?:,|choose|over)\s*(\d+)\s*\)?$/,
  new RegExp(
    `^(?:in\\s+)?how\\s+many\\s+ways\\s+(?:can|are\\s+there\\s+to|to|could)\\s+(?:you\\s+|we\\s+|one\\s+)?(?:choose|select|pick)\\s+(?<r>\\d+)\\s+${THINGS}(?:from|out\\s+of|of)\\s+(?:a\\s+(?:group|class|team|set)\\s+of\\s+)?(?<n>\\d+)(?:\\s+[a-z]+){0,3}$`,
  ),
  new RegExp(
    `^(?:in\\s+)?how\\s+many\\s+ways\\s+can\\s+(?:a\\s+)?(?:committee|team|group|hand|set)\\s+of\\s+(?<r>\\d+)\\s+(?:[a-z]+\\s+)?be\\s+(?:chosen|selected|formed|picked)\\s+from\\s+(?<n>\\d+)(?:\\s+[a-z]+){0,3}$`,
  ),
  /^(?:the\s+)?number\s+of\s+combinations\s+of\s+(?<n>\d+)\s+(?:[a-z]+\s+)?taken\s+(?<r>\d+)\s+at\s+a\s+time$/,
]
const PERMUTATIONS = [
  /^(\d+)\s*p\s*(\d+)$/,
  /^(?:p|npr|permutations?)\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)$/,
  /^(?:the\s+)?number\s+of\s+permutations\s+of\s+(?<n>\d+)\s+(?:[a-z]+\s+)?taken\s+(?<r>\d+)\s+at\s+a\s+time$/,
  new RegExp(
    `^(?:in\\s+)?how\\s+many\\s+ways\\s+can\\s+(?<r>\\d+)\\s+(?:of\\s+(?:the\\s+)?(?<n>\\d+)|${THINGS}(?:out\\s+)?of\\s+(?<n2>\\d+))\\s+(?:[a-z]+\\s+)?be\\s+(?:arranged|ordered|lined\\s+up|seated)(?:\\s+in\\s+a\\s+(?:row|line))?$`,
  ),
]
const ALL_IN_ORDER = new RegExp(
  `^(?:in\\s+)?how\\s+many\\s+(?:ways|orders|arrangements)\\s+(?:can|are\\s+there\\s+(?:to|for|of))\\s+(?<n>\\d+)\\s+(?:different\\s+|distinct\\s+)?[a-z]+(?:\\s+[a-z]+)?\\s+(?:be\\s+)?(?:arranged|ordered|lined\\s+up|line\\s+up|sit|stand|seated|arrange)(?:\\s+(?:in\\s+a\\s+(?:row|line|queue)|on\\s+a\\s+shelf))?$`,
)
const WORD =
  /^(?:in\s+)?how\s+many\s+(?:different\s+|distinct\s+)?(?:ways|arrangements)\s+(?:are\s+there\s+)?(?:can\s+)?(?:you\s+|we\s+)?(?:of\s+|to\s+arrange\s+|arrange\s+)?the\s+letters\s+(?:of|in)\s+(?:the\s+word\s+)?'?"?([a-z]{2,15})'?"?(?:\s+be\s+arranged|\s+are\s+there)?$/

const numbersOf = (match: RegExpExecArray) => {
  const groups = match.groups ?? {}
  const n = Number(groups.n ?? groups.n2 ?? match[1])
  const r = Number(groups.r ?? match[2])
  return n <= MAX_N && r >= 1 && r <= n ? { n, r } : null
}

const counted = (resultLatex: string, steps: WorkedStep[], check: string, value: bigint): Worked => ({
  kind: 'counting',
  resultLatex,
  steps,
  check: ticked(check),
  compare: { type: 'value', value: Number(value) },
})

const combinations = (n: number, r: number, labels: MathsLabels) => {
  const value = factorial(n) / (factorial(r) * factorial(n - r))
  if (pascal(n, r) !== value) return null
  return counted(
    String(value),
    [
      {
        label: labels.combinations,
        math: `\\binom{${n}}{${r}} = \\frac{${n}!}{${r}!\\,(${n} - ${r})!} = \\frac{${fallingProduct(n, r)}}{${factorial(r)}} = ${value}`,
      },
    ],
    `\\binom{${n - 1}}{${r - 1}} + \\binom{${n - 1}}{${r}} = ${value}`,
    value,
  )
}

const permutations = (n: number, r: number, labels: MathsLabels) => {
  const value = factorial(n) / factorial(n - r)
  const viaCombinations = (factorial(n) / (factorial(r) * factorial(n - r))) * factorial(r)
  if (fallingProduct(n, r) !== value || viaCombinations !== value) return null
  const product = Array.from({ length: Math.min(r, 6) }, (_, k) => n - k).join(' \\cdot ') + (r > 6 ? ' \\cdots' : '')
  return counted(
    String(value),
    [{ label: labels.permutations, math: `P(${n}, ${r}) = \\frac{${n}!}{(${n} - ${r})!} = ${product} = ${value}` }],
    `\\binom{${n}}{${r}} \\cdot ${r}! = ${viaCombinations}`,
    value,
  )
}

const letters = (word: string, labels: MathsLabels) => {
  const counts = [...new Set(word)].map((letter) => [letter, [...word].filter((c) => c === letter).length] as const)
  const repeated = counts.filter(([, count]) => count > 1)
  const value = repeated.reduce((total, [, count]) => total / factorial(count), factorial(word.length))
  // Second method: choose the places of each letter in turn, a product of binomials.
  let left = word.length
  let again = 1n
  for (const [, count] of counts) {
    again *= factorial(left) / (factorial(count) * factorial(left - count))
    left -= count
  }
  if (again !== value) return null
  const below = repeated.map(([letter, count]) => `${count}!_{\\text{${letter.toUpperCase()}}}`).join('\\,')
  return counted(
    String(value),
    [
      {
        label: labels.arrangements,
        math: repeated.length ? `\\frac{${word.length}!}{${below}} = ${value}` : `${word.length}! = ${value}`,
      },
    ],
    counts
      .map(([, count], i) => `\\binom{${word.length - counts.slice(0, i).reduce((s, [, c]) => s + c, 0)}}{${count}}`)
      .join(' \\cdot ') + ` = ${again}`,
    value,
  )
}

const DIE =
  /^(?:what\s+is\s+|find\s+)?(?:the\s+)?probability\s+of\s+(?:rolling|getting|throwing)\s+(?:a|an)\s+(\d|even\s+number|odd\s+number|prime(?:\s+number)?|number\s+(?:greater|more|less)\s+than\s+\d)\s+(?:on|with)\s+(?:a|one)\s+(?:fair\s+)?(?:six-sided\s+)?(?:die|dice)$/
const BAG =
  /^(?:an?\s+)?(?:bag|box|jar|urn)\s+(?:contains|has)\s+(\d+)\s+([a-z]+)(?:\s+[a-z]+)?,?\s+(?:and\s+)?(\d+)\s+([a-z]+)(?:\s+[a-z]+)?(?:,?\s+(?:and\s+)?(\d+)\s+([a-z]+)(?:\s+[a-z]+)?)?[.,;]?\s+(?:what\s+is\s+|find\s+)?the\s+probability\s+(?:of\s+(?:drawing|picking|choosing|getting|taking)|that)\s+(?:a|one)\s+([a-z]+)/

const probability = (text: string, labels: MathsLabels): Worked | null => {
  let favourable: number
  let total: number
  const die = DIE.exec(text)
  const bag = BAG.exec(text)
  if (die) {
    const faces = [1, 2, 3, 4, 5, 6]
    const what = die[1]!
    const bound = Number(/\d/.exec(what)?.[0])
    const test = /^\d$/.test(what)
      ? (f: number) => f === Number(what)
      : what.startsWith('even')
        ? (f: number) => f % 2 === 0
        : what.startsWith('odd')
          ? (f: number) => f % 2 === 1
          : what.startsWith('prime')
            ? (f: number) => [2, 3, 5].includes(f)
            : /greater|more/.test(what)
              ? (f: number) => f > bound
              : (f: number) => f < bound
    favourable = faces.filter(test).length
    total = 6
    // Complement counted separately: the two counts must make up every face.
    if (favourable + faces.filter((f) => !test(f)).length !== total) return null
  } else if (bag) {
    const colours = [
      [bag[1], bag[2]],
      [bag[3], bag[4]],
      [bag[5], bag[6]],
    ].filter(([count]) => count)
    const wanted = colours.find(([, colour]) => colour === bag[7] || colour === `${bag[7]}s`)
    if (!wanted) return null
    favourable = Number(wanted[0])
    total = colours.reduce((sum, [count]) => sum + Number(count), 0)
    const others = colours.filter((entry) => entry !== wanted).reduce((sum, [count]) => sum + Number(count), 0)
    if (favourable + others !== total) return null
  } else return null
  if (total === 0 || favourable > total) return null
  const p = rational(BigInt(favourable), BigInt(total))
  const q = rational(BigInt(total - favourable), BigInt(total))
  return {
    kind: 'probability',
    resultLatex: fractionLatex(p),
    steps: [{ label: labels.probabilityRatio, math: `P = \\frac{${favourable}}{${total}} = ${fractionLatex(p)}` }],
    check: ticked(`${fractionLatex(p)} + ${fractionLatex(q)} = 1`),
    compare: { type: 'value', value: toNumber(p) },
  }
}

export const solveCounting = (text: string, labels: MathsLabels): Worked | null => {
  const body = text.replace(new RegExp(`^${ASK}`), '')
  for (const pattern of COMBINATIONS) {
    const match = pattern.exec(body)
    const numbers = match && numbersOf(match)
    if (numbers) return combinations(numbers.n, numbers.r, labels)
  }
  for (const pattern of PERMUTATIONS) {
    const match = pattern.exec(body)
    const numbers = match && numbersOf(match)
    if (numbers) return permutations(numbers.n, numbers.r, labels)
  }
  const all = ALL_IN_ORDER.exec(body)
  if (all && Number(all.groups!.n) <= MAX_N) return permutations(Number(all.groups!.n), Number(all.groups!.n), labels)
  const word = WORD.exec(body)
  if (word) return letters(word[1]!, labels)
  return probability(text, labels)
}
