import { type CorpusRow, frac } from './school-corpus'

/**
 * Questions of the issue-25 topics as students paste them, with the textbook answer. Hand rows
 * were worked by hand; each generated family computes its expected answer here by a different
 * route from the solver (brute-force sums, Sarrus' rule, the multiplicative binomial, answers
 * built backwards from their factors or roots), never by calling it.
 */
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))
/** A terminating fraction as a decimal (4.75), any other as \frac — how the answer line writes values. */
const dec = (n: number, d = 1) => {
  let rest = Math.abs(d / gcd(n, d))
  for (const f of [2, 5]) while (rest % f === 0) rest /= f
  return rest === 1 ? String(Number((n / d).toFixed(12))) : frac(n, d)
}
const lcg = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1))

const HAND: CorpusRow[] = [
  // fractions in words
  ['2/3 divided by 4/9', 'fractions', String.raw`\frac{3}{2}`],
  ['What is 3/4 divided by 1/2?', 'fractions', String.raw`\frac{3}{2}`],
  ['3/4 of 2/5', 'fractions', String.raw`\frac{3}{10}`],
  ['1/2 plus 1/3', 'fractions', String.raw`\frac{5}{6}`],
  ['5/6 minus 1/4', 'fractions', String.raw`\frac{7}{12}`],
  ['2/5 times 15/4', 'fractions', String.raw`\frac{3}{2}`],
  ['12/18 in simplest form', 'fractions', String.raw`\frac{2}{3}`],
  ['Simplify 45/60', 'fractions', String.raw`\frac{3}{4}`],
  ['reduce 84/126 to lowest terms', 'fractions', String.raw`\frac{2}{3}`],
  ['2/3 ÷ 4/9', 'arithmetic', String.raw`\frac{3}{2}`],
  ['3/5 × 10/9', 'arithmetic', String.raw`\frac{2}{3}`],
  // statistics
  ['Find the mean of 2, 4, 6', 'statistics', '4'],
  ['What is the average of 3, 5, 8 and 10?', 'statistics', '6.5'],
  ['mean of {1, 2, 3, 4}', 'statistics', '2.5'],
  ['Calculate the median of the data set: 7, 1, 3, 9, 5', 'statistics', '5'],
  ['median of 3 1 4 1 5 9', 'statistics', '3.5'],
  ['What is the mode of 1, 2, 2, 3, 4?', 'statistics', '2'],
  ['mode of 1, 1, 2, 3, 3', 'statistics', String.raw`1,\ 3`],
  ['find the range of 12, 5, 9, 20', 'statistics', '15'],
  ['variance of 2, 4, 4, 4, 5, 5, 7, 9', 'statistics', String.raw`\sigma^{2} = 4`],
  ['standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', 'statistics', String.raw`\sigma = 2`],
  ['Find the standard deviation of 1, 2', 'statistics', String.raw`\sigma = 0.5`],
  ['sample variance of 1, 2, 3, 4', 'statistics', String.raw`s^{2} = \frac{5}{3}`],
  ['sample standard deviation of 2, 4, 6', 'statistics', String.raw`s = 2`],
  ['population standard deviation of 1, 2, 3, 4, 5', 'statistics', String.raw`\sigma = \sqrt{2}`],
  ['quartiles of 1, 2, 3, 4, 5, 6, 7, 8, 9', 'statistics', String.raw`Q_1 = 2.5,\ Q_2 = 5,\ Q_3 = 7.5`],
  [
    'Find the quartiles of 6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49',
    'statistics',
    String.raw`Q_1 = 15,\ Q_2 = 40,\ Q_3 = 43`,
  ],
  ['interquartile range of 1, 2, 3, 4, 5, 6, 7, 8', 'statistics', '4'],
  // counting and probability
  ['10 choose 3', 'counting', '120'],
  ['C(10, 3)', 'counting', '120'],
  ['10C3', 'counting', '120'],
  ['nCr(52, 5)', 'counting', '2598960'],
  ['How many ways can you choose 3 people from 10?', 'counting', '120'],
  ['In how many ways can a committee of 4 be chosen from 12 people?', 'counting', '495'],
  ['P(10, 3)', 'counting', '720'],
  ['10P3', 'counting', '720'],
  ['How many ways can 5 people sit in a row?', 'counting', '120'],
  ['In how many ways can 6 books be arranged on a shelf?', 'counting', '720'],
  ['How many ways can 3 of 8 runners be arranged?', 'counting', '336'],
  ['How many arrangements of the letters of the word MISSISSIPPI are there', 'counting', '34650'],
  ['How many ways can you arrange the letters in the word BANANA?', 'counting', '60'],
  ['how many arrangements of the letters of the word STATISTICS', 'counting', '50400'],
  ['how many ways can you arrange the letters of the word MATH', 'counting', '24'],
  ['What is the probability of rolling a 3 on a fair die?', 'probability', String.raw`\frac{1}{6}`],
  ['the probability of rolling an even number on a die', 'probability', String.raw`\frac{1}{2}`],
  ['probability of rolling a prime number on a fair six-sided die', 'probability', String.raw`\frac{1}{2}`],
  ['probability of rolling a number greater than 4 on a die', 'probability', String.raw`\frac{1}{3}`],
  [
    'A bag contains 3 red and 5 blue balls. What is the probability of drawing a red ball?',
    'probability',
    String.raw`\frac{3}{8}`,
  ],
  [
    'A bag has 4 green, 6 yellow and 10 white marbles. What is the probability of picking a yellow marble?',
    'probability',
    String.raw`\frac{3}{10}`,
  ],
  // series
  ['1 + 2 + ... + 100', 'series', '5050'],
  ['1 + 2 + 3 + … + 100', 'series', '5050'],
  ['Find the sum 2 + 4 + 6 + ... + 200', 'series', '10100'],
  ['2 + 4 + 8 + … + 1024', 'series', '2046'],
  ['3 + 6 + 12 + ... + 768', 'series', '1533'],
  ['1 + 1/2 + 1/4 + ...', 'series', '2'],
  ['9 + 3 + 1 + ...', 'series', '13.5'],
  ['sum of the first 20 terms of 3, 7, 11, ...', 'series', '820'],
  ['Find the sum of the first 10 terms of the geometric sequence 2, 6, 18, ...', 'series', '59048'],
  ['Σ_(k=1)^10 (2k+1)', 'series', '120'],
  ['∑_(n=1)^(8) 2^n', 'series', '510'],
  // scientific notation
  ['Write 45000 in scientific notation', 'scientific', String.raw`4.5 \times 10^{4}`],
  ['Express 0.00032 in scientific notation', 'scientific', String.raw`3.2 \times 10^{-4}`],
  ['write 6,020,000 in standard form', 'scientific', String.raw`6.02 \times 10^{6}`],
  ['3.2 × 10^-4 as a decimal', 'scientific', '0.00032'],
  ['write 7.1 x 10^3 as an ordinary number', 'scientific', '7100'],
  // surds
  ['√72 in simplest form', 'surds', String.raw`6\sqrt{2}`],
  ['simplify sqrt(50)', 'surds', String.raw`5\sqrt{2}`],
  ['Simplify 3√12', 'surds', String.raw`6\sqrt{3}`],
  ['Write sqrt(48) in simplest radical form', 'surds', String.raw`4\sqrt{3}`],
  // geometry
  ['What is the area of a circle with radius 3?', 'geometry', String.raw`9\pi`],
  ['area of a circle with diameter 10 cm', 'geometry', String.raw`25\pi\,\mathrm{cm}^{2}`],
  ['Find the circumference of a circle with radius 4 m', 'geometry', String.raw`8\pi\,\mathrm{m}`],
  ['What is the area of a rectangle 5 cm by 3 cm?', 'geometry', String.raw`15\,\mathrm{cm}^{2}`],
  ['perimeter of a rectangle with length 7 and width 2', 'geometry', '18'],
  ['Find the area of a square with side 4 cm', 'geometry', String.raw`16\,\mathrm{cm}^{2}`],
  ['perimeter of a square with side length 2.5', 'geometry', '10'],
  ['area of a triangle with base 6 and height 4', 'geometry', '12'],
  ['Find the hypotenuse of a right triangle with legs 3 and 4', 'geometry', 'c = 5'],
  ['A right triangle has legs 5 cm and 12 cm. Find the hypotenuse.', 'geometry', String.raw`c = 13\,\mathrm{cm}`],
  ['hypotenuse of a right triangle with legs 2 and 3', 'geometry', String.raw`c = \sqrt{13}`],
  ['Find the other leg of a right triangle with hypotenuse 13 and one leg 5', 'geometry', 'b = 12'],
  // matrices
  ['det [[1,2],[3,4]]', 'matrix', '-2'],
  ['Find the determinant of [[2, 0, 1], [1, 3, 2], [1, 1, 1]]', 'matrix', '0'],
  [
    'inverse of [[1,2],[3,4]]',
    'matrix',
    String.raw`\begin{pmatrix} -2 & 1 \\ \frac{3}{2} & -\frac{1}{2} \end{pmatrix}`,
  ],
  [
    '[[4,7],[2,6]]^-1',
    'matrix',
    String.raw`\begin{pmatrix} \frac{3}{5} & -\frac{7}{10} \\ -\frac{1}{5} & \frac{2}{5} \end{pmatrix}`,
  ],
  ['[[1,2],[3,4]] * [[5,6],[7,8]]', 'matrix', String.raw`\begin{pmatrix} 19 & 22 \\ 43 & 50 \end{pmatrix}`],
  ['multiply [[1,2],[3,4]] by [[0,1],[1,0]]', 'matrix', String.raw`\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}`],
  // systems by matrices (worked by hand, each put back into the equations)
  ['[[2,1],[1,3]] X = [[5],[10]]', 'matrix', String.raw`X = \begin{pmatrix} 1 \\ 3 \end{pmatrix}`],
  ['[[3,2],[1,-1]] x = [[7],[-1]]', 'matrix', String.raw`X = \begin{pmatrix} 1 \\ 2 \end{pmatrix}`],
  [
    '[[1,1,1],[0,2,5],[2,5,-1]] X = [[6],[-4],[27]]',
    'matrix',
    String.raw`X = \begin{pmatrix} 5 \\ 3 \\ -2 \end{pmatrix}`,
  ],
  ['solve using matrices: 2x + y = 5, x + 3y = 10', 'matrix', String.raw`x = 1,\ y = 3`],
  ['Solve the system 2x + y = 5, x + 3y = 10 using the inverse matrix', 'matrix', String.raw`x = 1,\ y = 3`],
  ['Solve using the inverse matrix method: 3x + 2y = 7, x - y = -1', 'matrix', String.raw`x = 1,\ y = 2`],
  ['solve 4x - 2y = 2, 3x + y = 9 by matrices', 'matrix', String.raw`x = 2,\ y = 3`],
  ['solve using matrices: 2x + y = 1, x + 3y = 1', 'matrix', String.raw`x = \frac{2}{5},\ y = \frac{1}{5}`],
  ["solve by cramer's rule: x + y = 3, x - y = 1", 'matrix', String.raw`x = 2,\ y = 1`],
  ["Solve with Cramer's rule: 2x + 3y = 8, 5x - y = 3", 'matrix', String.raw`x = 1,\ y = 2`],
  ["solve the system x+y+z=6, 2x-y+z=3, x+2y-z=2 using cramer's rule", 'matrix', String.raw`x = 1,\ y = 2,\ z = 3`],
  [
    'use an inverse matrix to solve x + y + z = 6, 2y + 5z = -4, 2x + 5y - z = 27',
    'matrix',
    String.raw`x = 5,\ y = 3,\ z = -2`,
  ],
  // complex numbers
  ['(2+3i)(1-i)', 'complex', '5 + i'],
  ['simplify (3+4i)/(1-2i)', 'complex', '-1 + 2i'],
  ['i^23', 'complex', '-i'],
  ['|3+4i|', 'complex', '5'],
  ['modulus of 1 + i', 'complex', String.raw`\sqrt{2}`],
  ['(2 - i)^2', 'complex', '3 - 4i'],
  // factoring
  ['factor 6x^2 - 11x - 10', 'simplify', '(2x - 5)(3x + 2)'],
  ['Factorise 2x² + 5x + 3', 'simplify', '(x + 1)(2x + 3)'],
  ['factor 4x^2 - 9', 'simplify', '(2x - 3)(2x + 3)'],
  ['factor 3x^2 + 6x + 3', 'simplify', '3(x + 1)^{2}'],
  // logarithms
  ['log(x, 2) = 3', 'logarithm', 'x = 8'],
  ['log_2 x = 5', 'logarithm', 'x = 32'],
  ['solve log(x+1, 3) = 2', 'logarithm', 'x = 8'],
  ['log(8, 2)', 'logarithm', '3'],
  ['log_2 8', 'logarithm', '3'],
  // inequalities
  ['x^2 - 5x + 6 > 0', 'inequality', String.raw`x \in (-\infty, 2) \cup (3, \infty)`],
  ['x² < 4', 'inequality', String.raw`x \in (-2, 2)`],
  ['x^2 ≥ 9', 'inequality', String.raw`x \in (-\infty, -3] \cup [3, \infty)`],
  ['x^2 + 1 > 0', 'inequality', String.raw`x \in \mathbb{R}`],
  ['x^2 + 1 < 0', 'inequality', String.raw`x \in \varnothing`],
  ['x^2 - 2 < 0', 'inequality', String.raw`x \in (-\sqrt{2}, \sqrt{2})`],
  ['x^2 - 4x + 4 <= 0', 'inequality', String.raw`x \in \{2\}`],
  ['(x-1)/(x+2) <= 0', 'inequality', String.raw`x \in (-2, 1]`],
  ['(2x+1)/(x-3) > 1', 'inequality', String.raw`x \in (-\infty, -4) \cup (3, \infty)`],
  ['solve (x+3)/(x-1) ≥ 0', 'inequality', String.raw`x \in (-\infty, -3] \cup (1, \infty)`],
  // trigonometry
  ['solve sin x = 1/2 from 0 to 2π', 'trigonometry', String.raw`x = \frac{\pi}{6},\ \frac{5\pi}{6}`],
  ['solve 2cos x - 1 = 0 in [0, 2pi]', 'trigonometry', String.raw`x = \frac{\pi}{3},\ \frac{5\pi}{3}`],
  ['tan x = 1 for 0 <= x < 2pi', 'trigonometry', String.raw`x = \frac{\pi}{4},\ \frac{5\pi}{4}`],
  ['sin(2x) = 0 for 0 ≤ x < 2π', 'trigonometry', String.raw`x = 0,\ \frac{\pi}{2},\ \pi,\ \frac{3\pi}{2}`],
  ['cos x = -sqrt(3)/2 in [0, 2π]', 'trigonometry', String.raw`x = \frac{5\pi}{6},\ \frac{7\pi}{6}`],
  ['solve sin x = 1/2 for 0 ≤ x < 360°', 'trigonometry', String.raw`x = 30^{\circ},\ 150^{\circ}`],
  ['2sin(x) + 1 = 0 from 0 to 2pi', 'trigonometry', String.raw`x = \frac{7\pi}{6},\ \frac{11\pi}{6}`],
  ['2 sin x = sqrt(3) from 0 to 2π', 'trigonometry', String.raw`x = \frac{\pi}{3},\ \frac{2\pi}{3}`],
  ['sqrt(2) cos x = 1 in [0, 2pi]', 'trigonometry', String.raw`x = \frac{\pi}{4},\ \frac{7\pi}{4}`],
  // trigonometric identities (worked by hand from sin²x + cos²x = 1, tan x = sin x / cos x, the double angles)
  ['simplify sin^2 x + cos^2 x', 'trigonometry', '1'],
  ['Simplify sin²x + cos²x', 'trigonometry', '1'],
  ['simplify cos^2(x) + sin^2(x)', 'trigonometry', '1'],
  ['simplify (1 - cos^2 x)/sin x', 'trigonometry', String.raw`\sin(x)`],
  ['Simplify (1 − cos²x) / sin x.', 'trigonometry', String.raw`\sin(x)`],
  ['simplify (1 - sin^2 x)/cos x', 'trigonometry', String.raw`\cos(x)`],
  ['simplify sin^2 x / (1 - cos^2 x)', 'trigonometry', '1'],
  ['simplify tan x cos x', 'trigonometry', String.raw`\sin(x)`],
  ['simplify cos x tan x', 'trigonometry', String.raw`\sin(x)`],
  ['simplify sin x cot x', 'trigonometry', String.raw`\cos(x)`],
  ['simplify sin x / tan x', 'trigonometry', String.raw`\cos(x)`],
  ['simplify csc x sin x', 'trigonometry', '1'],
  ['simplify 2 sin x cos x', 'trigonometry', String.raw`\sin(2x)`],
  ['simplify 2sin(x)cos(x)', 'trigonometry', String.raw`\sin(2x)`],
  ['simplify cos^2 x - sin^2 x', 'trigonometry', String.raw`\cos(2x)`],
  ['simplify 1 - 2sin^2 x', 'trigonometry', String.raw`\cos(2x)`],
  ['simplify 2cos^2 x - 1', 'trigonometry', String.raw`\cos(2x)`],
  ['simplify 1 + tan^2 x', 'trigonometry', String.raw`\sec^{2}(x)`],
  ['simplify 1 + cot^2 x', 'trigonometry', String.raw`\csc^{2}(x)`],
  ['simplify sec^2 x - tan^2 x', 'trigonometry', '1'],
  ['prove sin^2 x + cos^2 x = 1', 'trigonometry', String.raw`\sin^{2}(x) + \cos^{2}(x) = 1`],
  ['Prove that sin²x + cos²x = 1', 'trigonometry', String.raw`\sin^{2}(x) + \cos^{2}(x) = 1`],
  ['verify sin(2x) = 2 sin x cos x', 'trigonometry', String.raw`\sin(2x) = 2\sin(x)\cos(x)`],
  ['show that 1 + tan^2 x = sec^2 x', 'trigonometry', String.raw`1 + \tan^{2}(x) = \sec^{2}(x)`],
  ['prove that cos(2x) = 1 - 2sin^2 x', 'trigonometry', String.raw`\cos(2x) = 1 - 2\sin^{2}(x)`],
  ['Prove the identity: tan x cos x = sin x', 'trigonometry', String.raw`\tan(x)\cos(x) = \sin(x)`],
  ['verify that (1 - cos^2 x)/sin x = sin x', 'trigonometry', String.raw`\frac{1 - \cos^{2}(x)}{\sin(x)} = \sin(x)`],
]

const random = lcg(25)
const range = (n: number) => Array.from({ length: n }, (_, i) => i)

const FRACTION_WORDS: CorpusRow[] = range(60).map((i) => {
  const [a, b, c, d] = [pick(random, 1, 9), pick(random, 2, 12), pick(random, 1, 9), pick(random, 2, 12)]
  const op = ['divided by', 'times', 'plus', 'minus', 'of'][i % 5]!
  const [n, m] =
    op === 'divided by'
      ? [a * d, b * c]
      : op === 'plus'
        ? [a * d + c * b, b * d]
        : op === 'minus'
          ? [a * d - c * b, b * d]
          : [a * c, b * d]
  return [`${i % 2 ? 'What is ' : ''}${a}/${b} ${op} ${c}/${d}`, 'fractions', frac(n, m)]
})

const SIMPLEST: CorpusRow[] = range(25).map((i) => {
  const [n, d, k] = [pick(random, 1, 20), pick(random, 2, 30), pick(random, 2, 9)]
  const phrasing = [
    `${n * k}/${d * k} in simplest form`,
    `simplify ${n * k}/${d * k}`,
    `reduce ${n * k}/${d * k} to lowest terms`,
  ][i % 3]!
  return [phrasing, 'fractions', frac(n, d)]
})

const DIVISION_SIGN: CorpusRow[] = range(15).map(() => {
  const [a, b, c, d] = [pick(random, 1, 9), pick(random, 2, 9), pick(random, 1, 9), pick(random, 2, 9)]
  return [`${a}/${b} ÷ ${c}/${d}`, 'arithmetic', frac(a * d, b * c)]
})

const sorted = (values: number[]) => [...values].sort((p, q) => p - q)
const medianTimes2 = (values: number[]) => {
  const s = sorted(values)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? 2 * s[m]! : s[m - 1]! + s[m]!
}
const ASKS = [
  'Find the {m} of {l}',
  'What is the {m} of {l}?',
  'calculate the {m} of the data set: {l}',
  '{m} of {l}',
  'the {m} of the numbers {l}',
]
const stat = (i: number, measure: string, values: number[], result: string): CorpusRow => [
  ASKS[i % ASKS.length]!.replace('{m}', measure).replace(
    '{l}',
    i % 4 === 3 ? `{${values.join(', ')}}` : values.join(', '),
  ),
  'statistics',
  result,
]
const STATISTICS: CorpusRow[] = range(90).flatMap((i) => {
  const values = range(pick(random, 4, 9)).map(() => pick(random, -5, 40))
  const n = values.length
  const total = values.reduce((p, q) => p + q, 0)
  const squares = values.reduce((p, q) => p + q * q, 0)
  switch (i % 6) {
    case 0:
      return [stat(i, i % 12 ? 'mean' : 'average', values, dec(total, n))]
    case 1:
      return [stat(i, 'median', values, dec(medianTimes2(values), 2))]
    case 2:
      return [stat(i, 'range', values, String(Math.max(...values) - Math.min(...values)))]
    case 3:
      // Population variance as (nΣx² − (Σx)²)/n², a different formula from the solver's deviations.
      return [stat(i, 'variance', values, String.raw`\sigma^{2} = ${dec(n * squares - total * total, n * n)}`)]
    case 4: {
      const mode = values[0]!
      const withMode = [...values.filter((v) => v !== mode).filter((v, k, all) => all.indexOf(v) === k), mode, mode]
      return [stat(i, 'mode', withMode, String(mode))]
    }
    default: {
      const s = sorted(values.length < 5 ? [...values, 41, 42] : values)
      const half = Math.floor(s.length / 2)
      const [low, high] = [s.slice(0, half), s.slice(s.length - half)]
      return [stat(i, 'interquartile range', s, dec(medianTimes2(high) - medianTimes2(low), 2))]
    }
  }
})

const binomial = (n: number, r: number) => {
  let value = 1
  for (let k = 1; k <= r; k += 1) value = (value * (n - r + k)) / k
  return Math.round(value)
}
const COMBINATIONS: CorpusRow[] = range(50).map((i) => {
  const n = pick(random, 4, 25)
  const r = pick(random, 1, n - 1)
  const phrasing = [
    `${n} choose ${r}`,
    `C(${n}, ${r})`,
    `${n}C${r}`,
    `How many ways can you choose ${r} people from ${n}?`,
    `In how many ways can a committee of ${r} be chosen from ${n} students?`,
    `how many ways to select ${r} books from ${n}`,
  ][i % 6]!
  return [phrasing, 'counting', String(binomial(n, r))]
})
const PERMUTATIONS: CorpusRow[] = range(40).map((i) => {
  const n = pick(random, 3, 12)
  const r = i % 4 === 3 ? n : pick(random, 1, n)
  let value = 1
  for (let k = n - r + 1; k <= n; k += 1) value *= k
  const phrasing = [
    `P(${n}, ${r})`,
    `${n}P${r}`,
    `How many ways can ${r} of ${n} runners be arranged?`,
    `How many ways can ${n} people sit in a row?`,
  ][i % 4]!
  return [phrasing, 'counting', String(value)]
})
const DIE_ROWS: CorpusRow[] = [1, 2, 3, 4, 5, 6].map((face) => [
  `What is the probability of rolling a ${face} on a fair die?`,
  'probability',
  String.raw`\frac{1}{6}`,
])
const BAG_ROWS: CorpusRow[] = range(14).map(() => {
  const [red, blue] = [pick(random, 1, 12), pick(random, 1, 12)]
  return [
    `A bag contains ${red} red and ${blue} blue balls. What is the probability of drawing a blue ball?`,
    'probability',
    frac(blue, red + blue),
  ]
})

const SERIES: CorpusRow[] = range(70).map((i) => {
  const kind = i % 5
  const a = pick(random, 1, 9)
  if (kind < 2) {
    const [d, n] = [pick(random, 1, 7), pick(random, 4, 40)]
    const terms = range(n).map((k) => a + k * d)
    const total = terms.reduce((p, q) => p + q, 0)
    return kind === 0
      ? [`${terms[0]} + ${terms[1]} + ${terms[2]} + ${i % 2 ? '…' : '...'} + ${terms.at(-1)}`, 'series', String(total)]
      : [`Find the sum of the first ${n} terms of ${terms[0]}, ${terms[1]}, ${terms[2]}, ...`, 'series', String(total)]
  }
  if (kind === 2) {
    const [r, n] = [pick(random, 2, 4), pick(random, 4, 9)]
    const terms = range(n).map((k) => a * r ** k)
    return [
      `${terms[0]} + ${terms[1]} + ${terms[2]} + ... + ${terms.at(-1)}`,
      'series',
      String(terms.reduce((p, q) => p + q, 0)),
    ]
  }
  if (kind === 3) {
    const [p, q, n] = [pick(random, 1, 6), pick(random, -3, 6), pick(random, 5, 30)]
    let total = 0
    for (let k = 1; k <= n; k += 1) total += p * k + q
    return [`sum_(k=1)^${n} (${p}k ${q < 0 ? '-' : '+'} ${Math.abs(q)})`, 'series', String(total)]
  }
  const ratio = [2, 3, 4, 5][i % 4]!
  // a + a/r + a/r² + … = a·r/(r − 1)
  return [`${a} + ${a}/${ratio} + ${a}/${ratio * ratio} + ...`, 'series', dec(a * ratio, ratio - 1)]
})

const SCIENTIFIC: CorpusRow[] = range(40).map((i) => {
  const digits = `${pick(random, 1, 9)}${pick(random, 0, 9)}${pick(random, 1, 9)}`
  const exponent = pick(random, -6, 8)
  const mantissa = `${digits[0]}.${digits.slice(1)}`
  // The number itself, written out by shifting the digits.
  const written =
    exponent >= 2
      ? `${digits}${'0'.repeat(exponent - 2)}`
      : exponent === 1
        ? `${digits.slice(0, 2)}.${digits[2]}`
        : exponent === 0
          ? mantissa
          : `0.${'0'.repeat(-exponent - 1)}${digits}`
  const science = String.raw`${mantissa} \times 10^{${exponent}}`
  return i % 2
    ? [`Write ${written} in scientific notation`, 'scientific', science]
    : [`${mantissa} × 10^${exponent} as a decimal`, 'scientific', written]
})

const SQUARE_FREE = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15]
const SURDS: CorpusRow[] = range(40).map((i) => {
  const [k, m] = [pick(random, 2, 12), SQUARE_FREE[i % SQUARE_FREE.length]!]
  const phrasing = [
    `√${k * k * m} in simplest form`,
    `simplify sqrt(${k * k * m})`,
    `write sqrt(${k * k * m}) in simplest radical form`,
  ][i % 3]!
  return [phrasing, 'surds', String.raw`${k}\sqrt{${m}}`]
})

const pi = (c: number) => (c === 1 ? String.raw`\pi` : String.raw`${dec(c)}\pi`)
const GEOMETRY: CorpusRow[] = range(60).map((i) => {
  const [a, b] = [pick(random, 1, 20), pick(random, 1, 20)]
  switch (i % 6) {
    case 0:
      return [`What is the area of a circle with radius ${a}?`, 'geometry', pi(a * a)]
    case 1:
      return [`circumference of a circle with diameter ${a} cm`, 'geometry', String.raw`${pi(a)}\,\mathrm{cm}`]
    case 2:
      return [`area of a rectangle ${a} by ${b}`, 'geometry', String(a * b)]
    case 3:
      return [`Find the perimeter of a rectangle with length ${a} and width ${b}`, 'geometry', String(2 * a + 2 * b)]
    case 4:
      return [`area of a triangle with base ${a} and height ${b}`, 'geometry', dec(a * b, 2)]
    default: {
      const triples = [
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [7, 24, 25],
        [20, 21, 29],
        [9, 40, 41],
      ]
      const [p, q, r] = triples[i % triples.length]!.map((x) => x * ((i % 3) + 1))
      return [`Find the hypotenuse of a right triangle with legs ${p} and ${q}`, 'geometry', `c = ${r}`]
    }
  }
})

const pmatrix = (rows: number[][]) =>
  String.raw`\begin{pmatrix} ${rows.map((row) => row.join(' & ')).join(' \\\\ ')} \end{pmatrix}`
const MATRICES: CorpusRow[] = range(50).map((i) => {
  const e = () => pick(random, -9, 9)
  if (i % 3 === 0) {
    const [a, b, c, d] = [e(), e(), e(), e()]
    return [`det [[${a},${b}],[${c},${d}]]`, 'matrix', String(a * d - b * c)]
  }
  if (i % 3 === 1) {
    const m = [
      [e(), e(), e()],
      [e(), e(), e()],
      [e(), e(), e()],
    ] as number[][]
    const at = (r: number, c: number) => m[r]![c]!
    // Sarrus' rule, not the solver's elimination.
    const sarrus =
      at(0, 0) * at(1, 1) * at(2, 2) +
      at(0, 1) * at(1, 2) * at(2, 0) +
      at(0, 2) * at(1, 0) * at(2, 1) -
      at(0, 2) * at(1, 1) * at(2, 0) -
      at(0, 0) * at(1, 2) * at(2, 1) -
      at(0, 1) * at(1, 0) * at(2, 2)
    return [`Find the determinant of [[${m[0]}], [${m[1]}], [${m[2]}]]`.replace(/,/g, ', '), 'matrix', String(sarrus)]
  }
  const [a, b, c, d, p, q, r, s] = [e(), e(), e(), e(), e(), e(), e(), e()]
  return [
    `[[${a},${b}],[${c},${d}]] * [[${p},${q}],[${r},${s}]]`,
    'matrix',
    pmatrix([
      [a * p + b * r, a * q + b * s],
      [c * p + d * r, c * q + d * s],
    ]),
  ]
})

const complexTex = (re: number, im: number) => {
  const imaginary = Math.abs(im) === 1 ? 'i' : `${Math.abs(im)}i`
  if (im === 0) return String(re)
  if (re === 0) return `${im < 0 ? '-' : ''}${imaginary}`
  return `${re} ${im < 0 ? '-' : '+'} ${imaginary}`
}
const COMPLEX: CorpusRow[] = range(45).map((i) => {
  const [a, b, c, d] = [pick(random, -9, 9), pick(random, 1, 9), pick(random, -9, 9), pick(random, -9, 9) || 1]
  const z = (re: number, im: number) => `${re}${im < 0 ? '-' : '+'}${Math.abs(im)}i`
  if (i % 3 === 0) return [`(${z(a, b)})(${z(c, d)})`, 'complex', complexTex(a * c - b * d, a * d + b * c)]
  if (i % 3 === 1) return [`(${z(a, b)}) + (${z(c, d)})`, 'complex', complexTex(a + c, b + d)]
  const n = pick(random, 2, 40)
  return [`i^${n}`, 'complex', ['1', 'i', '-1', '-i'][n % 4]!]
})

const linear = (p: number, q: number) => `${p === 1 ? '' : p}x ${q < 0 ? '-' : '+'} ${Math.abs(q)}`
const FACTORING: CorpusRow[] = range(60).flatMap((i) => {
  const [p, r] = [pick(random, 1, 4), pick(random, 2, 5)]
  const [q, s] = [pick(random, -9, 9) || 1, pick(random, -9, 9) || -1]
  if (gcd(p, q) !== 1 || gcd(r, s) !== 1 || p * s === q * r) return []
  const [a, b, c] = [p * r, p * s + q * r, q * s]
  const factors = [
    [p, q],
    [r, s],
  ].sort((f, g) => f[0]! - g[0]! || f[1]! - g[1]!)
  const poly = `${a}x^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}x ${c < 0 ? '-' : '+'} ${Math.abs(c)}`.replace(
    /[+-] 0x /,
    '',
  )
  return [
    [
      `${i % 2 ? 'factorise' : 'factor'} ${poly}`,
      'simplify',
      factors.map(([x, y]) => `(${linear(x!, y!)})`).join(''),
    ] as CorpusRow,
  ]
})

const LOGS: CorpusRow[] = range(24).map((i) => {
  const [b, c] = [pick(random, 2, 5), pick(random, 1, 4)]
  return i % 3 === 0
    ? [`log(x, ${b}) = ${c}`, 'logarithm', `x = ${b ** c}`]
    : i % 3 === 1
      ? [`log_${b} x = ${c}`, 'logarithm', `x = ${b ** c}`]
      : [`log(${b ** c}, ${b})`, 'logarithm', String(c)]
})

const poly = (r1: number, r2: number) => {
  const [b, c] = [-(r1 + r2), r1 * r2]
  return `x^2${b ? ` ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}x` : ''}${c ? ` ${c < 0 ? '-' : '+'} ${Math.abs(c)}` : ''}`
}
const INEQUALITIES: CorpusRow[] = range(48).flatMap((i) => {
  const r1 = pick(random, -9, 5)
  const r2 = r1 + pick(random, 1, 8)
  const sign = ['>', '<', '<=', '>='][i % 4]!
  const result = {
    '>': String.raw`x \in (-\infty, ${r1}) \cup (${r2}, \infty)`,
    '<': String.raw`x \in (${r1}, ${r2})`,
    '<=': String.raw`x \in [${r1}, ${r2}]`,
    '>=': String.raw`x \in (-\infty, ${r1}] \cup [${r2}, \infty)`,
  }[sign]!
  if (i % 6 === 5) {
    // (x − a)/(x − b) < 0 holds strictly between the zero and the pole.
    const [low, high] = [Math.min(r1, r2), Math.max(r1, r2)]
    return [
      [
        `(x ${r1 < 0 ? '+' : '-'} ${Math.abs(r1)})/(x ${r2 < 0 ? '+' : '-'} ${Math.abs(r2)}) < 0`,
        'inequality',
        String.raw`x \in (${low}, ${high})`,
      ] as CorpusRow,
    ]
  }
  return [[`${poly(r1, r2)} ${sign} 0`, 'inequality', result] as CorpusRow]
})

/** The textbook's solutions on [0, 2π), in twelfths of π, read off the unit circle by hand. */
const UNIT_CIRCLE: [fn: string, value: string, twelfths: number[]][] = [
  ['sin', '1/2', [2, 10]],
  ['sin', '-1/2', [14, 22]],
  ['sin', 'sqrt(3)/2', [4, 8]],
  ['sin', '-sqrt(3)/2', [16, 20]],
  ['sin', 'sqrt(2)/2', [3, 9]],
  ['sin', '-sqrt(2)/2', [15, 21]],
  ['sin', '1', [6]],
  ['sin', '-1', [18]],
  ['cos', '1/2', [4, 20]],
  ['cos', '-1/2', [8, 16]],
  ['cos', 'sqrt(3)/2', [2, 22]],
  ['cos', '-sqrt(3)/2', [10, 14]],
  ['cos', 'sqrt(2)/2', [3, 21]],
  ['cos', '-sqrt(2)/2', [9, 15]],
  ['cos', '0', [6, 18]],
  ['cos', '-1', [12]],
  ['tan', '1', [3, 15]],
  ['tan', '-1', [9, 21]],
  ['tan', 'sqrt(3)', [4, 16]],
  ['tan', '-sqrt(3)', [8, 20]],
  ['tan', 'sqrt(3)/3', [2, 14]],
]
const twelfthsLatex = (t: number) => {
  const g = gcd(t, 12)
  const [n, d] = [t / g, 12 / g]
  const top = `${n === 1 ? '' : n}\\pi`
  return d === 1 ? top : `\\frac{${top}}{${d}}`
}
const TRIG: CorpusRow[] = UNIT_CIRCLE.flatMap(([fn, value, twelfths]) => [
  [`solve ${fn} x = ${value} for 0 <= x < 2pi`, 'trigonometry', `x = ${twelfths.map(twelfthsLatex).join(',\\ ')}`],
  [`${fn}(x) = ${value} in [0, 2π]`, 'trigonometry', `x = ${twelfths.map(twelfthsLatex).join(',\\ ')}`],
  [
    `${fn} x = ${value} for 0 ≤ x < 360°`,
    'trigonometry',
    `x = ${twelfths.map((t) => `${t * 15}^{\\circ}`).join(',\\ ')}`,
  ],
])

export const TOPICS_CORPUS: CorpusRow[] = [
  ...HAND,
  ...FRACTION_WORDS,
  ...SIMPLEST,
  ...DIVISION_SIGN,
  ...STATISTICS,
  ...COMBINATIONS,
  ...PERMUTATIONS,
  ...DIE_ROWS,
  ...BAG_ROWS,
  ...SERIES,
  ...SCIENTIFIC,
  ...SURDS,
  ...GEOMETRY,
  ...MATRICES,
  ...COMPLEX,
  ...FACTORING,
  ...LOGS,
  ...INEQUALITIES,
  ...TRIG,
]
