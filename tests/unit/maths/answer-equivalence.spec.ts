import { describe, expect, it } from 'vitest'

import type { CheckReason, CheckVerdict } from '@/config/answers'
import { checkMathsAnswer } from '@/services/answers/maths/check-answer'

type Row = [studentAnswer: string, verdict: CheckVerdict, detail?: CheckReason | { wrongLine: number }]

/**
 * "Check my answer" by the CAS: each question with the student answers a teacher would accept (every
 * equivalent form) and those they would not, with the first wrong line of a worked answer.
 */
const TABLE: Record<string, Row[]> = {
  'Solve 2x + 3 = 11': [
    ['x=4', 'correct'],
    ['x = 4', 'correct'],
    ['4', 'correct'],
    ['8/2', 'correct'],
    ['x = 8/2', 'correct'],
    ['4.0', 'correct'],
    ['x = 4.00', 'correct'],
    ['$x = \\frac{8}{2}$', 'correct'],
    ['\\frac{16}{4}', 'correct'],
    ['2x = 8\nx = 4', 'correct'],
    ['2x + 3 = 11\n2x = 11 - 3\n2x = 8\nx = 4', 'correct'],
    ['x = 5', 'incorrect', { wrongLine: 0 }],
    ['-4', 'incorrect', { wrongLine: 0 }],
    ['x = 7', 'incorrect', { wrongLine: 0 }],
    ['2x = 14\nx = 7', 'incorrect', { wrongLine: 0 }],
    ['2x = 8\nx = 16', 'incorrect', { wrongLine: 1 }],
    ['2x = 8\nx = 6', 'incorrect', { wrongLine: 1 }],
    ['2x = 8', 'notYet', 'unfinished'],
    ['2x + 3 = 11', 'notYet', 'unfinished'],
    ['I think it is four', 'notYet', 'unreadable'],
    ['2x = 14\nx = 4', 'notYet', { wrongLine: 0 }],
  ],
  'Solve x^2 - 5x + 6 = 0': [
    ['x = 2, x = 3', 'correct'],
    ['x = 3, x = 2', 'correct'],
    ['2, 3', 'correct'],
    ['2 or 3', 'correct'],
    ['x = 2 or x = 3', 'correct'],
    ['x_1 = 2, x_2 = 3', 'correct'],
    ['(x - 2)(x - 3) = 0\nx = 2, x = 3', 'correct'],
    ['x = 2', 'notYet', 'missingSolutions'],
    ['3', 'notYet', 'missingSolutions'],
    ['x = 2, x = 4', 'incorrect', { wrongLine: 0 }],
    ['x = -2, x = -3', 'incorrect', { wrongLine: 0 }],
    ['x = 1, x = 6', 'incorrect', { wrongLine: 0 }],
  ],
  'What is 3 + 4 * 2?': [
    ['11', 'correct'],
    ['22/2', 'correct'],
    ['3 + 8 = 11', 'correct'],
    ['11.0', 'correct'],
    ['14', 'incorrect', { wrongLine: 0 }],
    ['7 * 2 = 14', 'incorrect', { wrongLine: 0 }],
    ['3 + 8\n= 12', 'incorrect', { wrongLine: 1 }],
  ],
  '1/3 + 1/6': [
    ['1/2', 'correct'],
    ['0.5', 'correct'],
    ['\\frac{1}{2}', 'correct'],
    ['3/6', 'correct'],
    ['2/6 + 1/6 = 3/6 = 1/2', 'correct'],
    ['2/9', 'incorrect', { wrongLine: 0 }],
    ['1/9', 'incorrect', { wrongLine: 0 }],
  ],
  '2/3': [
    ['2/3', 'correct'],
    ['0.6667', 'correct'],
    ['0.7', 'notYet', 'tooRough'],
    ['0.5', 'incorrect', { wrongLine: 0 }],
  ],
  'Solve x + y = 3, x - y = 1': [
    ['x = 2, y = 1', 'correct'],
    ['y = 1, x = 2', 'correct'],
    ['(x, y) = (2, 1)', 'correct'],
    ['x = 1, y = 2', 'incorrect', { wrongLine: 0 }],
    ['x = 2, y = 2', 'incorrect', { wrongLine: 0 }],
  ],
  'Find the derivative of x^3': [
    ['3x^2', 'correct'],
    ['3*x^2', 'correct'],
    ["f'(x) = 3x^2", 'correct'],
    ['3x^{2}', 'correct'],
    ['x^2', 'incorrect', { wrongLine: 0 }],
    ['3x^3', 'incorrect', { wrongLine: 0 }],
  ],
  'Integrate 2x': [
    ['x^2 + C', 'correct'],
    ['x^2', 'correct'],
    ['x^2 + 5', 'correct'],
    ['2x^2 + C', 'incorrect', { wrongLine: 0 }],
  ],
}

const ROWS = Object.entries(TABLE).flatMap(([question, rows]) =>
  rows.map(([studentAnswer, verdict, detail]) => ({ question, studentAnswer, verdict, detail })),
)

describe('answer equivalence (check my answer, maths)', () => {
  it.each(ROWS)('$question ← $studentAnswer is $verdict', ({ question, studentAnswer, verdict, detail }) => {
    const checked = checkMathsAnswer({ question, studentAnswer })
    expect(checked, 'the CAS checks it').not.toBeNull()
    expect(checked!.verdict).toBe(verdict)
    const lines = studentAnswer.split('\n')
    if (typeof detail === 'object') {
      expect(checked!.firstWrongStep).toEqual({ index: detail.wrongLine, text: lines[detail.wrongLine] })
    } else {
      expect(checked!.firstWrongStep).toBeNull()
    }
    expect(checked!.reason).toBe(typeof detail === 'string' ? detail : null)
  })

  it('leaves questions without an exact result to the model', () => {
    for (const question of ['Who wrote Hamlet?', 'Explain photosynthesis', 'Solve 2x + 3 > 7', '']) {
      expect(checkMathsAnswer({ question, studentAnswer: 'x = 2' }), question).toBeNull()
    }
    expect(checkMathsAnswer({ question: 'Solve 2x + 3 = 11', studentAnswer: '  \n ' })).toBeNull()
  })
})
