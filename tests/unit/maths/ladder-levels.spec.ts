import { describe, expect, it } from 'vitest'

import { solveMaths } from '@/services/answers/maths'
import { mathsLabels } from '@/services/answers/maths/labels'
import { ladderLevels, revealedSteps } from '@/services/answers/maths/ladder-levels'
import { solveMathsMethod } from '@/services/answers/maths/method-only'
import { work } from '@/services/answers/maths/solve'

/** Questions of several kinds, each with the number of worked steps its solution has at least. */
const QUESTIONS = [
  'Solve 3x - 5 = 16',
  'Solve x^2 - 5x + 6 = 0',
  'Solve x^2 + 2x + 5 = 0',
  '1/3 + 1/6',
  'Find the derivative of x^3 + 2x',
  'Integrate 3x^2 + 2x',
  'Solve x + y = 3, x - y = 1',
  'Simplify (x^2 - 1)/(x - 1)',
]

const displayMaths = (markdown: string) => [...markdown.matchAll(/\$\$([\s\S]+?)\$\$/g)].map((match) => match[1])

describe('the hint ladder of a CAS solution, from its own worked steps', () => {
  it.each(QUESTIONS)('%s: hint names the method, step works some steps, full is the whole answer', (question) => {
    const labels = mathsLabels('en')
    const worked = work(question, labels)!
    expect(worked, question).not.toBeNull()
    const levels = ladderLevels(worked, labels)
    const [first] = worked.steps

    // Hint: the first step's method, without any of its working or the result.
    expect(levels.hint).toBe(`**Step 1.** ${first!.label}.`)
    expect(levels.hint).not.toContain('$$')
    expect(levels.hint).not.toContain(worked.resultLatex)

    // Next step: the first steps worked out (display maths of each), never the check or the answer line.
    const shown = revealedSteps(worked.steps.length)
    expect(displayMaths(levels.step)).toEqual(worked.steps.slice(0, shown).map((step) => step.math))
    expect(levels.step).not.toContain('**Answer:**')
    expect(levels.step).not.toContain('**Check:**')

    // Full solution: exactly the plain answer (every step, the check and the answer line).
    const solution = solveMaths(question, 'en')!
    expect(levels.full).toBe(solution.markdown)
    expect(solution.levels).toEqual(levels)
    expect(levels.full).toContain(`**Answer:**`)
    expect(displayMaths(levels.full)).toEqual([...worked.steps.map((step) => step.math), worked.check])
  })

  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [6, 3],
    [9, 4],
  ])('reveals %i steps as %i at "Next step" (at least one, never all of several)', (count, shown) => {
    expect(revealedSteps(count)).toBe(shown)
  })

  it("writes the levels in the student's language", () => {
    const levels = solveMaths('Solve 3x - 5 = 16', 'de')!.levels
    const labels = mathsLabels('de')
    expect(levels.hint.startsWith(`**${labels.step} 1.**`)).toBe(true)
    expect(levels.full).toContain(`**${labels.answer}:**`)
  })

  it('falls back to the check when a solution has no worked steps', () => {
    const labels = mathsLabels('en')
    const worked = { ...work('Solve 3x - 5 = 16', labels)!, steps: [] }
    const levels = ladderLevels(worked, labels)
    expect(levels.hint).toContain(worked.check)
    expect(levels.step).toContain(worked.check)
  })
})

describe('exam mode on the ladder', () => {
  it.each(['Solve 2x + 3 = 11', 'Solve x^2 - 5x + 6 = 0', 'What is 15% of 80?'])(
    'no level of %s shows the result',
    (question) => {
      const full = solveMaths(question, 'en')!
      const exam = solveMathsMethod(question, 'en')!
      const result = full.resultLatex.replace(/\s+/g, '')
      for (const level of ['hint', 'step', 'full'] as const) {
        expect(exam.levels[level].replace(/\s+/g, '')).not.toContain(result)
      }
      expect(full.levels.full.replace(/\s+/g, '')).toContain(result)
    },
  )
})
