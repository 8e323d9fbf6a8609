import { it } from 'vitest'
import { embeddedProblem } from '@/services/answers/maths/embedded-problem'
import { mathsLabels } from '@/services/answers/maths/labels'
import { checkMathsAnswer } from '@/services/answers/maths/check-answer'
it('dbg', () => {
  for (const q of ['Solve 2x + 3 = 11', 'Differentiate x^3', 'Find the derivative of x^3', 'Integrate 2x', 'Solve x + y = 3, x - y = 1', 'x + y = 3 and x - y = 1']) {
    console.log(q, JSON.stringify(embeddedProblem(q, mathsLabels('en'))?.compare))
  }
  const rows: [string, string][] = [
  ['Solve 2x + 3 = 11', 'x=4'], ['Solve 2x + 3 = 11', '4'], ['Solve 2x + 3 = 11', '8/2'], ['Solve 2x + 3 = 11', 'x = 5'],
  ['Solve 2x + 3 = 11', '2x = 8'], ['Solve 2x + 3 = 11', '2x = 14\nx = 7'], ['Solve 2x + 3 = 11', '2x = 8\nx = 4'],
  ['Solve x^2 - 5x + 6 = 0', 'x = 2'], ['Solve x^2 - 5x + 6 = 0', 'x = 3, x = 2'], ['Solve x^2 - 5x + 6 = 0', '2 or 3'],
  ['Solve x^2 - 5x + 6 = 0', 'x = 2, x = 4'], ['What is 2/3?', '0.7'],
  ['Find the derivative of x^3', '3x^2'], ['Find the derivative of x^3', 'x^2'], ['Integrate 2x', 'x^2 + C'],
  ['Solve x + y = 3, x - y = 1', 'x = 2, y = 1'], ['Solve x + y = 3, x - y = 1', 'x = 1, y = 2'],
  ]
  for (const [q, a] of rows) console.log(JSON.stringify([q, a]), JSON.stringify(checkMathsAnswer({ question: q, studentAnswer: a })))
})
