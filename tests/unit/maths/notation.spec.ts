import { describe, expect, it } from 'vitest'

import { solveMaths } from '@/services/answers/maths'

describe('the division sign divides whole fractions', () => {
  // 2/3 ÷ 4/9 was read 2/3/4/9 = 1/54 and shown as verified; a student means (2/3) ÷ (4/9).
  it.each([
    ['2/3 ÷ 4/9', String.raw`\frac{3}{2}`],
    ['3 ÷ 3/4', '4'],
    ['5/6 ÷ 5', String.raw`\frac{1}{6}`],
  ])('%j → %s', (question, resultLatex) => {
    expect(solveMaths(question)?.resultLatex).toBe(resultLatex)
  })
})
