import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import { crossCheckAnswer, solveMaths } from '@/services/answers/maths'
import { checkMathsAnswer } from '@/services/answers/maths/check-answer'
import { MATHS_LABELS } from '@/services/answers/maths/labels'

/** One question of each new kind, a right final line and a wrong one (a student's or a model's). */
const ONE_PER_KIND: [question: string, right: string, wrong: string][] = [
  ['simplify (1 - cos^2 x)/sin x', '\\sin x', '\\cos x'],
  ['solve using matrices: 2x + y = 5, x + 3y = 10', 'x = 1, y = 3', 'x = 3, y = 1'],
  ['2/3 divided by 4/9', '3/2', '1/54'],
  ['Find the mean of 2, 4, 6, 8', '5', '4'],
  ['10 choose 3', '120', '720'],
  ['What is the probability of rolling a 3 on a fair die?', '1/6', '1/3'],
  ['1 + 2 + ... + 100', '5050', '5000'],
  ['Write 45000 in scientific notation', '4.5 \\times 10^{4}', '4.5 \\times 10^{3}'],
  ['√72 in simplest form', '6\\sqrt{2}', '3\\sqrt{8}0'],
  ['What is the area of a circle with radius 3?', '9\\pi', '6\\pi'],
  ['det [[1,2],[3,4]]', '-2', '2'],
  ['|3+4i|', '5', '7'],
  ['factor 6x^2 - 11x - 10', '(2x - 5)(3x + 2)', '(2x + 5)(3x - 2)'],
  ['log(x, 2) = 3', 'x = 8', 'x = 6'],
  [
    'solve sin x = 1/2 from 0 to 2π',
    'x = \\frac{\\pi}{6}, x = \\frac{5\\pi}{6}',
    'x = \\frac{\\pi}{3}, x = \\frac{2\\pi}{3}',
  ],
]

describe('the new kinds on the hint ladder and in "check my answer"', () => {
  it.each(ONE_PER_KIND)('%j: hint, step and full come from the worked steps', (question) => {
    const solution = solveMaths(question)!
    expect(solution.isVerified).toBe(true)
    expect(solution.levels.hint).toMatch(/^\*\*Step 1\.\*\* .+\.$/)
    expect(solution.levels.step).not.toContain('**Answer:**')
    expect(solution.levels.full).toBe(solution.markdown)
  })

  it.each(ONE_PER_KIND)('%j: the right answer is correct, the wrong one incorrect', (question, right, wrong) => {
    expect(checkMathsAnswer({ question, studentAnswer: right })?.verdict).toBe('correct')
    expect(checkMathsAnswer({ question, studentAnswer: wrong })?.verdict).toBe('incorrect')
  })

  it.each(ONE_PER_KIND)('%j: a model answer is cross-checked', (question, right, wrong) => {
    expect(crossCheckAnswer({ question, answerMarkdown: `**Answer:** $${right}$` })).toBe('agrees')
    expect(crossCheckAnswer({ question, answerMarkdown: `**Answer:** $${wrong}$` })).toBe('disagrees')
  })

  it.each([
    ['an interval answer', 'x^2 - 5x + 6 > 0'],
    ['a matrix answer', 'inverse of [[1,2],[3,4]]'],
    ['a complex answer', '(2+3i)(1-i)'],
  ])('%s has no number to compare, so the model checks it (%j)', (_, question) => {
    expect(solveMaths(question)?.isVerified).toBe(true)
    expect(checkMathsAnswer({ question, studentAnswer: '42' })).toBeNull()
  })
})

describe('the new kinds speak every answer language', () => {
  it.each(LOCALES)('%s', (locale) => {
    const labels = MATHS_LABELS[locale]
    expect(solveMaths('find the mean of 2, 4, 6', locale)!.markdown).toContain(labels.meanFormula)
    expect(solveMaths('10 choose 3', locale)!.markdown).toContain(labels.combinations)
    expect(solveMaths('2 + 4 + 8 + … + 1024', locale)!.markdown).toContain(labels.seriesGeometric)
    expect(solveMaths('det [[1,2],[3,4]]', locale)!.markdown).toContain(labels.matrixDeterminant)
    expect(solveMaths('x^2 - 5x + 6 > 0', locale)!.markdown).toContain(labels.signChart)
    expect(solveMaths('solve sin x = 1/2 from 0 to 2π', locale)!.markdown).toContain(labels.trigAllSolutions)
    expect(solveMaths('hypotenuse of a right triangle with legs 3 and 4', locale)!.markdown).toContain(
      labels.pythagoras,
    )
    expect(solveMaths('2/3 divided by 4/9', locale)!.markdown).toContain(labels.fractionReciprocal)
  })
})

describe('read but not answered exactly: left to the model, never marked verified', () => {
  it.each([
    ['not an exact value of the unit circle', 'sin x = 0.3 from 0 to 2pi'],
    ['a solution on an end of an interval not stated open or closed', 'sin x = 0 from 0 to 2pi'],
    ['every value once: no mode', 'mode of 1, 2, 3'],
    ['a single value', 'standard deviation of 5'],
    ['a cubic inequality', 'x^3 - x > 0'],
    ['an irreducible quadratic', 'factor 2x^2 + x + 1'],
    ['a singular matrix', 'inverse of [[1,2],[2,4]]'],
    ['a matrix that is not square', 'det [[1,2,3],[4,5,6]]'],
    ['matrices that do not multiply', '[[1,2,3],[4,5,6]] * [[1,2],[3,4]]'],
    ['dividing by zero', '(1+i)/(0)'],
    ['mixed units', 'hypotenuse of a right triangle with legs 3 cm and 4 m'],
    ['more chosen than there are', 'how many ways can you choose 5 people from 3'],
    ['a divergent series', '1 + 2 + 4 + ...'],
    ['a series that never reaches its last term', '1 + 3 + 5 + ... + 100'],
    [
      'a colour not in the bag',
      'A bag contains 3 red and 5 blue balls. What is the probability of drawing a green ball?',
    ],
    ['a zero denominator', '5/0 in simplest form'],
  ])('%s (%j)', (_, question) => {
    // No CAS solution: /api/ask sends it to the model, whose answer is never marked verified.
    expect(solveMaths(question)).toBeNull()
  })
})

describe('a model answer to a question around a new kind is cross-checked', () => {
  it.each([
    ['My teacher says 10 choose 3 is 720, is that right?', '720', '120'],
    ['I got 5 for the mean of 2, 4, 6 and 8. Is that correct?', '4', '5'],
  ])('%j', (question, wrong, right) => {
    expect(solveMaths(question)).toBeNull()
    expect(crossCheckAnswer({ question, answerMarkdown: `**Answer:** $${wrong}$` })).toBe('disagrees')
    expect(crossCheckAnswer({ question, answerMarkdown: `**Answer:** $${right}$` })).toBe('agrees')
  })
})
