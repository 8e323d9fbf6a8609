import type { MathsProblemKind } from '@/services/answers/maths'

/**
 * School-style maths questions for the fast path's newer topics, with the textbook answer. The
 * hand-written rows were worked by hand; the generated families compute their expected answer here
 * by the plainest method (brute force, the formula itself), independently of the solvers.
 */
export type CorpusRow = [question: string, kind: MathsProblemKind, resultLatex: string]

const gcdOf = (a: number, b: number) => {
  for (let d = Math.min(a, b); d > 1; d -= 1) if (a % d === 0 && b % d === 0) return d
  return 1
}
const isPrime = (n: number) => {
  if (n < 2) return false
  for (let d = 2; d < n; d += 1) if (n % d === 0) return false
  return true
}
/** A reduced fraction as the answer line writes it: 3, -\frac{3}{2}. */
export const frac = (numerator: number, denominator = 1) => {
  const sign = numerator * denominator < 0 ? '-' : ''
  const [n, d] = [Math.abs(numerator), Math.abs(denominator)]
  const g = gcdOf(n || d, d)
  return d / g === 1 ? `${sign}${n / g}` : `${sign}\\frac{${n / g}}{${d / g}}`
}
const factorisation = (n: number) => {
  const parts: string[] = []
  let rest = n
  for (let p = 2; p <= rest; p += 1) {
    if (!isPrime(p)) continue
    let e = 0
    while (rest % p === 0) [rest, e] = [rest / p, e + 1]
    if (e) parts.push(e > 1 ? `${p}^{${e}}` : `${p}`)
  }
  return parts.join(' \\cdot ')
}

const HAND: CorpusRow[] = [
  // percentages
  ['What is 15% of 80?', 'percentage', '12'],
  ['Find 12.5% of 64', 'percentage', '8'],
  ['What is 7% of 250?', 'percentage', '17.5'],
  ['12 is what percent of 48?', 'percentage', String.raw`25\,\%`],
  ['What percent of 80 is 20?', 'percentage', String.raw`25\,\%`],
  ['What percentage of 60 is 45?', 'percentage', String.raw`75\,\%`],
  ['1 is what percent of 3?', 'percentage', String.raw`\frac{100}{3}\,\%`],
  ['30 is 15% of what number?', 'percentage', '200'],
  ['Increase 50 by 20%', 'percentage', '60'],
  ['Decrease 80 by 25%', 'percentage', '60'],
  ['Reduce 120 by 15%', 'percentage', '102'],
  ['What is the percentage change from 40 to 50?', 'percentage', String.raw`25\,\%`],
  ['percentage decrease from 80 to 60', 'percentage', String.raw`-25\,\%`],
  ['What is the price of a shirt costing $40 after a 25% discount?', 'percentage', '30'],
  ['the new price of a bike priced at 250 after a 10% increase', 'percentage', '275'],
  // number theory
  ['Find the GCD of 12 and 18', 'numberTheory', String.raw`\gcd(12, 18) = 6`],
  ['What is the highest common factor of 84 and 120?', 'numberTheory', String.raw`\gcd(84, 120) = 12`],
  ['gcd(48, 180)', 'numberTheory', String.raw`\gcd(48, 180) = 12`],
  ['greatest common divisor of 24, 36 and 60', 'numberTheory', String.raw`\gcd(24, 36, 60) = 12`],
  ['lcm of 4, 6 and 10', 'numberTheory', String.raw`\operatorname{lcm}(4, 6, 10) = 60`],
  ['Find the least common multiple of 8 and 12', 'numberTheory', String.raw`\operatorname{lcm}(8, 12) = 24`],
  ['What is the prime factorisation of 360?', 'numberTheory', String.raw`360 = 2^{3} \cdot 3^{2} \cdot 5`],
  ['Write 100 as a product of primes', 'numberTheory', String.raw`100 = 2^{2} \cdot 5^{2}`],
  ['factorise 84', 'numberTheory', String.raw`84 = 2^{2} \cdot 3 \cdot 7`],
  ['Is 97 a prime number?', 'numberTheory', String.raw`97\ \text{is prime}`],
  ['Is 91 prime?', 'numberTheory', String.raw`91\ \text{is not prime}`],
  ['is 1000003 prime', 'numberTheory', String.raw`1000003\ \text{is prime}`],
  // coordinates
  ['Find the slope of the line through (1, 2) and (3, 6)', 'coordinates', 'm = 2'],
  ['the gradient of the line joining A(1, -2) and B(4, 7)', 'coordinates', 'm = 3'],
  ['slope of the line passing through (0, 0) and (4, -2)', 'coordinates', String.raw`m = -\frac{1}{2}`],
  ['What is the distance between (0, 0) and (3, 4)?', 'coordinates', 'd = 5'],
  ['distance between (1, 1) and (2, 3)', 'coordinates', String.raw`d = \sqrt{5}`],
  ['distance between (-2, 1) and (2, 5)', 'coordinates', String.raw`d = 4\sqrt{2}`],
  ['Find the midpoint of (2, 4) and (6, 8)', 'coordinates', 'M = (4, 6)'],
  ['midpoint of the segment joining (-1, 3) and (5, -7)', 'coordinates', 'M = (2, -2)'],
  ['midpoint between (1, 2) and (4, 7)', 'coordinates', 'M = (2.5, 4.5)'],
  ['Find the equation of the line through (1, 2) and (3, 6)', 'coordinates', 'y = 2x'],
  ['equation of the line passing through (0, 1) and (2, 5)', 'coordinates', 'y = 2x + 1'],
  ['equation of the line through (2, 5) and (2, 9)', 'coordinates', 'x = 2'],
  ['equation of the line through (1, 1) and (3, 0)', 'coordinates', String.raw`y = -\frac{1}{2}x + \frac{3}{2}`],
  // absolute value
  ['|2x - 3| = 5', 'absoluteValue', String.raw`x = -1,\ x = 4`],
  ['Solve |x + 1| = 3', 'absoluteValue', String.raw`x = -4,\ x = 2`],
  ['abs(x+1) = 3', 'absoluteValue', String.raw`x = -4,\ x = 2`],
  ['|x| = 7', 'absoluteValue', String.raw`x = -7,\ x = 7`],
  ['|3x| = 12', 'absoluteValue', String.raw`x = -4,\ x = 4`],
  ['|x/2 - 1| = 2', 'absoluteValue', String.raw`x = -2,\ x = 6`],
  // inequalities
  ['2x + 3 > 7', 'inequality', 'x > 2'],
  ['Solve -2x + 1 <= 5', 'inequality', String.raw`x \geq -2`],
  ['solve 3x - 5 < 2x + 1', 'inequality', 'x < 6'],
  ['x/2 - 1 >= 3', 'inequality', String.raw`x \geq 8`],
  ['5 - x > 2', 'inequality', 'x < 3'],
  ['4x ≤ 10', 'inequality', String.raw`x \leq \frac{5}{2}`],
  ['3(x - 2) ≥ x + 4', 'inequality', String.raw`x \geq 5`],
  // exponential and logarithm
  ['2^x = 32', 'exponential', 'x = 5'],
  ['Solve 4^x = 8', 'exponential', String.raw`x = \frac{3}{2}`],
  ['3^(x+1) = 81', 'exponential', 'x = 3'],
  ['5^(2x-1) = 125', 'exponential', 'x = 2'],
  ['2^x = 1/8', 'exponential', 'x = -3'],
  ['9^x = 27', 'exponential', String.raw`x = \frac{3}{2}`],
  ['log_2(x) = 5', 'logarithm', 'x = 32'],
  ['solve log_3(2x+3) = 2', 'logarithm', 'x = 3'],
  ['ln(x) = 2', 'logarithm', 'x = e^{2}'],
  ['log2(8)', 'logarithm', '3'],
  ['evaluate log base 3 of 81', 'logarithm', '4'],
  ['log_4(8)', 'logarithm', String.raw`\frac{3}{2}`],
  ['log_2(1/16)', 'logarithm', '-4'],
  ['log_10(1000)', 'logarithm', '3'],
  // unit conversions
  ['Convert 5 km to m', 'conversion', String.raw`5000\,\mathrm{m}`],
  ['How many cm are in 2.5 m?', 'conversion', String.raw`250\,\mathrm{cm}`],
  ['convert 3 hours to minutes', 'conversion', String.raw`180\,\mathrm{min}`],
  ['how many seconds in 2 days', 'conversion', String.raw`172800\,\mathrm{s}`],
  ['convert 5 miles to km', 'conversion', String.raw`8.04672\,\mathrm{km}`],
  ['convert 2 kg to lb', 'conversion', String.raw`\approx 4.4092452\,\mathrm{lb}`],
  ['convert 0 °C to °F', 'conversion', String.raw`32\,{}^{\circ}\mathrm{F}`],
  ['212 °F in °C', 'conversion', String.raw`100\,{}^{\circ}\mathrm{C}`],
  ['convert 72 km/h to m/s', 'conversion', String.raw`20\,\mathrm{m/s}`],
  ['1500 ml to l', 'conversion', String.raw`1.5\,\mathrm{L}`],
  ['convert 12 inches to cm', 'conversion', String.raw`30.48\,\mathrm{cm}`],
  ['3500 g in kg', 'conversion', String.raw`3.5\,\mathrm{kg}`],
  // systems and word problems
  ['Solve the system: x + y = 3, x - y = 1', 'system', String.raw`x = 2,\ y = 1`],
  ['solve the system of equations 2x + y = 7 and x - y = 2', 'system', String.raw`x = 3,\ y = 1`],
  ['Solve the simultaneous equations 3x + 2y = 12; x - y = -1', 'system', String.raw`x = 2,\ y = 3`],
  ['The sum of two numbers is 10 and their difference is 4. Find the numbers.', 'system', String.raw`x = 7,\ y = 3`],
  ['find two numbers whose sum is 20 and difference is 6', 'system', String.raw`x = 13,\ y = 7`],
  ['Twice a number plus 3 is 11. Find the number.', 'linear', 'x = 4'],
  ['a number increased by 7 is 15', 'linear', 'x = 8'],
  ['5 times a number minus 4 is 21', 'linear', 'x = 5'],
  ['half of a number is 9', 'linear', 'x = 18'],
  ['triple a number decreased by 5 is 16', 'linear', 'x = 7'],
  ['What is 40% of 35?', 'percentage', '14'],
  ['lcm(6, 8)', 'numberTheory', String.raw`\operatorname{lcm}(6, 8) = 24`],
  ['convert 98.6 °F to °C', 'conversion', String.raw`37\,{}^{\circ}\mathrm{C}`],
  ['convert 300 K to °C', 'conversion', String.raw`26.85\,{}^{\circ}\mathrm{C}`],
]

const PERCENT_OF: CorpusRow[] = [5, 10, 20, 25, 50, 75].flatMap((p) =>
  [40, 120, 360].map((w): CorpusRow => [`What is ${p}% of ${w}?`, 'percentage', String((p * w) / 100)]),
)
const PAIRS = [
  [12, 30],
  [14, 21],
  [36, 48],
  [45, 75],
  [17, 51],
  [9, 28],
  [100, 75],
  [64, 96],
  [27, 45],
  [56, 98],
  [120, 84],
  [250, 150],
  [13, 17],
  [60, 42],
  [81, 54],
  [144, 60],
]
const GCD_ROWS: CorpusRow[] = PAIRS.map(([a, b]): CorpusRow => [
  `gcd of ${a} and ${b}`,
  'numberTheory',
  String.raw`\gcd(${a}, ${b}) = ${gcdOf(a!, b!)}`,
])
const LCM_ROWS: CorpusRow[] = PAIRS.map(([a, b]): CorpusRow => [
  `lcm of ${a} and ${b}`,
  'numberTheory',
  String.raw`\operatorname{lcm}(${a}, ${b}) = ${(a! * b!) / gcdOf(a!, b!)}`,
])
const FACTOR_ROWS: CorpusRow[] = [12, 18, 60, 72, 96, 126, 210, 243, 500, 1001, 1024, 2310, 4096, 9699690].map(
  (n): CorpusRow => [`prime factorization of ${n}`, 'numberTheory', `${n} = ${factorisation(n)}`],
)
const PRIME_ROWS: CorpusRow[] = [2, 9, 29, 49, 51, 53, 57, 89, 101, 119, 127, 221, 997, 1001, 7919].map(
  (n): CorpusRow => [
    `Is ${n} prime?`,
    'numberTheory',
    String.raw`${n}\ \text{${isPrime(n) ? 'is prime' : 'is not prime'}}`,
  ],
)
const POINTS = [
  [1, 1, 3, 5],
  [0, 2, 4, 10],
  [-1, -1, 2, 5],
  [2, 3, 6, 1],
  [-3, 4, 1, 0],
  [0, 0, 6, 3],
  [5, 2, -1, 8],
  [1, -4, 3, 4],
]
const SLOPE_ROWS: CorpusRow[] = POINTS.map(([x1, y1, x2, y2]): CorpusRow => [
  `slope of the line through (${x1}, ${y1}) and (${x2}, ${y2})`,
  'coordinates',
  `m = ${frac(y2! - y1!, x2! - x1!)}`,
])
const half = (n: number) => (Number.isInteger(n / 2) ? String(n / 2) : (n / 2).toFixed(1))
const MIDPOINT_ROWS: CorpusRow[] = POINTS.map(([x1, y1, x2, y2]): CorpusRow => [
  `midpoint of (${x1}, ${y1}) and (${x2}, ${y2})`,
  'coordinates',
  `M = (${half(x1! + x2!)}, ${half(y1! + y2!)})`,
])
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [6, 8, 10],
  [7, 24, 25],
  [9, 12, 15],
]
const DISTANCE_ROWS: CorpusRow[] = TRIPLES.map(([a, b, c], i): CorpusRow => [
  `distance between (${i}, ${-i}) and (${i + a!}, ${-i + b!})`,
  'coordinates',
  `d = ${c}`,
])
const INEQUALITY_ROWS: CorpusRow[] = [
  [2, 1, '>', 9],
  [3, -2, '<', 10],
  [-1, 4, '>=', 1],
  [-4, 0, '<', 8],
  [5, 5, '<=', 30],
  [-2, -3, '>', 5],
  [6, 1, '>=', 4],
  [1, -7, '<=', 0],
  [-3, 2, '<=', -7],
  [4, -1, '>', 1],
].map(([a, b, sign, c]): CorpusRow => {
  const flips = (a as number) < 0
  const flipped = ({ '>': '<', '<': '>', '>=': '<=', '<=': '>=' } as Record<string, string>)[sign as string]!
  const shown = { '>': '>', '<': '<', '>=': String.raw`\geq`, '<=': String.raw`\leq` } as Record<string, string>
  const lhs = `${a === 1 ? '' : a === -1 ? '-' : a}x${b === 0 ? '' : (b as number) > 0 ? ` + ${b}` : ` - ${-(b as number)}`}`
  return [
    `${lhs} ${sign} ${c}`,
    'inequality',
    `x ${shown[flips ? flipped : (sign as string)]} ${frac((c as number) - (b as number), a as number)}`,
  ]
})
const EXPONENT_ROWS: CorpusRow[] = [2, 3, 5, 10].flatMap((b) =>
  [2, 3, 4].map((k): CorpusRow => [`${b}^x = ${b ** k}`, 'exponential', `x = ${k}`]),
)
const LOG_ROWS: CorpusRow[] = [2, 3, 5].flatMap((b) => [
  ...[2, 4].map((k): CorpusRow => [`log_${b}(${b ** k})`, 'logarithm', String(k)]),
  ...[1, 3].map((k): CorpusRow => [`log_${b}(x) = ${k}`, 'logarithm', `x = ${b ** k}`]),
])
const ABSOLUTE_ROWS: CorpusRow[] = [
  [2, 3],
  [-1, 4],
  [5, 5],
  [0, 6],
  [-3, 1],
  [10, 2],
].map(([a, c]): CorpusRow => [
  `|x ${a! < 0 ? `+ ${-a!}` : `- ${a}`}| = ${c}`,
  'absoluteValue',
  String.raw`x = ${a! - c!},\ x = ${a! + c!}`,
])
const UNIT_ROWS: CorpusRow[] = [
  ['2 m to cm', '200', 'cm'],
  ['4500 m to km', '4.5', 'km'],
  ['3 km to m', '3000', 'm'],
  ['250 cm to m', '2.5', 'm'],
  ['90 minutes to hours', '1.5', 'h'],
  ['2 hours to seconds', '7200', 's'],
  ['3 weeks to days', '21', 'd'],
  ['2.5 l to ml', '2500', 'mL'],
  ['750 g to kg', '0.75', 'kg'],
  ['3 ft to in', '36', 'in'],
  ['2 yd to ft', '6', 'ft'],
  ['36 km/h to m/s', '10', 'm/s'],
  ['1 mile to yards', '1760', 'yd'],
  ['4 kg to g', '4000', 'g'],
].map(([question, value, unitName]): CorpusRow => [
  `convert ${question}`,
  'conversion',
  `${value}\\,\\mathrm{${unitName}}`,
])
const SUM_DIFFERENCE_ROWS: CorpusRow[] = [
  [30, 8],
  [50, 12],
  [17, 5],
  [100, 40],
].map(([s, d]): CorpusRow => [
  `The sum of two numbers is ${s} and their difference is ${d}`,
  'system',
  String.raw`x = ${frac(s! + d!, 2)},\ y = ${frac(s! - d!, 2)}`,
])

export const SCHOOL_CORPUS: CorpusRow[] = [
  ...HAND,
  ...PERCENT_OF,
  ...GCD_ROWS,
  ...LCM_ROWS,
  ...FACTOR_ROWS,
  ...PRIME_ROWS,
  ...SLOPE_ROWS,
  ...MIDPOINT_ROWS,
  ...DISTANCE_ROWS,
  ...INEQUALITY_ROWS,
  ...EXPONENT_ROWS,
  ...LOG_ROWS,
  ...ABSOLUTE_ROWS,
  ...UNIT_ROWS,
  ...SUM_DIFFERENCE_ROWS,
]
