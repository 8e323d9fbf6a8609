import { describe, expect, it } from 'vitest'

import { solveMaths } from '@/services/answers/maths'

import { SCHOOL_CORPUS } from './school-corpus'
import { TOPICS_CORPUS } from './topics-corpus'

describe('solveMaths: the issue-25 topics', () => {
  it('the public table has at least 700 problems across every topic', () => {
    expect(SCHOOL_CORPUS.length + TOPICS_CORPUS.length).toBeGreaterThanOrEqual(700)
    const kinds = new Set(TOPICS_CORPUS.map(([, kind]) => kind))
    for (const kind of [
      'fractions',
      'statistics',
      'counting',
      'probability',
      'series',
      'scientific',
      'surds',
      'geometry',
      'matrix',
      'complex',
      'simplify',
      'logarithm',
      'inequality',
      'trigonometry',
    ] as const)
      expect(kinds).toContain(kind)
  })

  it.each(TOPICS_CORPUS)('%j → %s %s', (question, kind, resultLatex) => {
    const solution = solveMaths(question)
    expect(solution).toMatchObject({ kind, resultLatex, isVerified: true })
    expect(solution!.markdown).toContain('**Step 1.**')
    expect(solution!.markdown).toMatch(/\*\*Check:\*\*\n\n\$\$.+\\checkmark\$\$/s)
    expect(solution!.markdown).toContain(`**Answer:** $${resultLatex}$`)
  })
})
