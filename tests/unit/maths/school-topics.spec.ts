import { describe, expect, it } from 'vitest'

import { solveMaths } from '@/services/answers/maths'

import { SCHOOL_CORPUS } from './school-corpus'

describe('solveMaths: the school topics', () => {
  it('has a corpus of at least 250 school questions across every new topic', () => {
    expect(SCHOOL_CORPUS.length).toBeGreaterThanOrEqual(250)
    const kinds = new Set(SCHOOL_CORPUS.map(([, kind]) => kind))
    for (const kind of [
      'percentage',
      'numberTheory',
      'coordinates',
      'absoluteValue',
      'inequality',
      'exponential',
      'logarithm',
      'conversion',
      'system',
      'linear',
    ] as const) {
      expect(kinds).toContain(kind)
    }
  })

  it.each(SCHOOL_CORPUS)('%j → %s %s', (question, kind, resultLatex) => {
    const solution = solveMaths(question)
    expect(solution).toMatchObject({ kind, resultLatex, isVerified: true })
    expect(solution!.markdown).toContain('**Step 1.**')
    expect(solution!.markdown).toMatch(/\*\*Check:\*\*\n\n\$\$.+\\checkmark\$\$/s)
    expect(solution!.markdown).toContain(`**Answer:** $${resultLatex}$`)
  })

  it('shows the method of each topic', () => {
    expect(solveMaths('gcd of 12 and 18')!.markdown).toContain('18 = 1 \\cdot 12 + 6')
    expect(solveMaths('-2x + 1 <= 5')!.markdown).toContain('reverses the inequality sign')
    expect(solveMaths('4^x = 8')!.markdown).toContain('2^{2x} = 2^{3} \\;\\Rightarrow\\; 2x = 3')
    expect(solveMaths('|2x - 3| = 5')!.markdown).toContain('two cases of the absolute value')
    expect(solveMaths('slope of the line through (1, 2) and (3, 6)')!.markdown).toContain('\\frac{6 - (2)}{3 - (1)}')
    expect(solveMaths('Twice a number plus 3 is 11')!.markdown).toContain('Translate the words into equations')
    expect(solveMaths('convert 5 km to m')!.markdown).toContain('5\\,\\mathrm{km} \\cdot 1000')
  })

  it('labels the steps in the student’s language', () => {
    expect(solveMaths('gcd of 12 and 18', 'de')!.markdown).toContain('euklidischen Algorithmus')
    expect(solveMaths('Is 91 prime?', 'fr')!.resultLatex).toBe(String.raw`91\ \text{n’est pas premier}`)
    expect(solveMaths('2x + 3 > 7', 'ar')!.markdown).toContain('**')
    expect(solveMaths('What is 15% of 80?', 'ja')!.markdown).toContain('百分率を分数に直してかける')
  })
})

describe('school questions it cannot answer exactly still go to the model', () => {
  it.each([
    ['no real solution', '|x - 2| = -1'],
    ['no common base', '2^x = 7'],
    ['a base not stated', 'log(100)'],
    ['not a power of the base', 'log_2(10)'],
    ['1 is neither prime nor composite', 'is 1 prime'],
    ['a vertical line has no slope', 'slope of the line through (2, 1) and (2, 5)'],
    ['the same point twice', 'distance between (1, 1) and (1, 1)'],
    ['different dimensions', 'convert 5 kg to m'],
    ['an unknown unit', 'convert 5 furlongs to m'],
    ['zero in a gcd', 'gcd of 0 and 5'],
    ['a change from zero', 'percentage change from 0 to 5'],
    ['an inequality in two unknowns', 'x + y > 3'],
    ['a cubic inequality', 'x^3 > 8'],
    ['a word problem in another shape', 'A train leaves at 3pm going 60 km/h; when does it arrive?'],
    ['a number far too big to factor', 'prime factorisation of 10000000000000000'],
    ['an identity, not an inequality', '2x > 2x + 1'],
    ['a term after the logarithm', 'ln(x) + 1 = 3'],
    ['a term after the logarithm being evaluated', 'log_2(8) + 1'],
    ['a term after the power', '2^(x) + (1) = 9'],
    ['a space is not a base', 'log 2(8)'],
    ['a compound inequality', '1 < x < 5'],
    ['a term outside the absolute value', '|x| + 2 = 5'],
  ])('%s (%j) → null', (_, question) => {
    expect(solveMaths(question)).toBeNull()
  })
})
