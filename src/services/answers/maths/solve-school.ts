import type { MathsLabels } from './labels'
import { normaliseText } from './normalise'
import { parseQuestion, stripWrapper } from './parse-question'
import { solveCoordinates } from './solve-coordinates'
import { solveEquation } from './solve-equation'
import { solveNumberTheory } from './solve-number-theory'
import { solvePercent } from './solve-percent'
import { solveAbsolute, solveExponential, solveInequality, solveLogarithm } from './solve-school-equations'
import { solveSystem } from './solve-system'
import { solveUnits } from './solve-units'
import type { Worked } from './worked'

/**
 * The school topics beyond pure algebra and calculus, and word problems that reduce to them.
 * Word problems are matched by a few strict sentence shapes (never guessed at) and translated
 * into equations, shown as the first step.
 */
const NUM = String.raw`(\d+(?:\.\d+)?)`
const MULTIPLIERS: Record<string, string> = { twice: '2', double: '2', triple: '3', thrice: '3', half: '1/2' }
const OPERATIONS: Record<string, string> = {
  plus: '+',
  'increased by': '+',
  'added to': '+',
  minus: '-',
  'decreased by': '-',
  'reduced by': '-',
}

const withTranslation = (worked: Worked | null, labels: MathsLabels, math: string): Worked | null =>
  worked && { ...worked, steps: [{ label: labels.translateWords, math }, ...worked.steps] }

const wordProblem = (text: string, labels: MathsLabels): Worked | null => {
  const sumDifference = new RegExp(
    `^(?:find\\s+)?(?:the\\s+sum\\s+of\\s+two\\s+numbers\\s+is\\s+${NUM}\\s*(?:,|and)\\s*(?:their|the)\\s+difference\\s+is\\s+${NUM}|two\\s+numbers\\s+(?:whose|have\\s+a)\\s+sum\\s+(?:is\\s+)?${NUM}\\s+and\\s+(?:whose\\s+)?(?:a\\s+)?difference\\s+(?:is\\s+)?${NUM})(?:[.,;]?\\s*(?:find|what\\s+are)\\s+the(?:\\s+two)?\\s+numbers)?$`,
  ).exec(text)
  if (sumDifference) {
    const [sum, difference] = sumDifference[1]
      ? [sumDifference[1], sumDifference[2]!]
      : [sumDifference[3]!, sumDifference[4]!]
    const equations = [
      { left: 'x+y', right: sum },
      { left: 'x-y', right: difference },
    ]
    return withTranslation(
      solveSystem(equations, ['x', 'y'], labels),
      labels,
      `x + y = ${sum},\\quad x - y = ${difference}`,
    )
  }
  const number = new RegExp(
    `^(?:if\\s+)?(?:(twice|double|triple|thrice|half|\\d+\\s+times)\\s+(?:of\\s+)?)?a\\s+number(?:\\s+(plus|increased\\s+by|added\\s+to|minus|decreased\\s+by|reduced\\s+by)\\s+${NUM})?\\s+(?:is|equals|gives|makes)\\s+${NUM}(?:[.,;]?\\s*(?:find|what\\s+is)\\s+the\\s+number)?$`,
  ).exec(text)
  if (number && (number[1] || number[2])) {
    const multiplier = number[1] ? (MULTIPLIERS[number[1]] ?? number[1].replace(/\s+times/, '')) : '1'
    const operation = number[2] ? OPERATIONS[number[2].replace(/\s+/g, ' ')]! : '+'
    const left = `(${multiplier})*x${operation}(${number[3] ?? '0'})`
    const math = `${multiplier === '1' ? '' : multiplier.replace('1/2', '\\tfrac{1}{2}')}x ${number[2] ? `${operation} ${number[3]} ` : ''}= ${number[4]}`
    return withTranslation(solveEquation({ left, right: number[4]! }, 'x', labels), labels, math)
  }
  const price = new RegExp(
    `^(?:what\\s+is\\s+|find\\s+)?the\\s+(?:new\\s+|sale\\s+|final\\s+)?price\\s+of\\s+(?:an?\\s+)?(?:[a-z]+\\s+)?(?:costing|priced\\s+at|that\\s+costs)\\s+\\$?${NUM}\\s+after\\s+an?\\s+${NUM}\\s*%\\s+(discount|reduction|increase|rise)$`,
  ).exec(text)
  if (price) {
    const verb = /discount|reduction/.test(price[3]!) ? 'decrease' : 'increase'
    return solvePercent(`${verb} ${price[1]} by ${price[2]}%`, labels)
  }
  return null
}

/** "Solve the system: …" — the equations after the words, given to the linear-systems solver. */
const namedSystem = (text: string, labels: MathsLabels): Worked | null => {
  const match =
    /^(?:solve\s+)?(?:the\s+)?(?:following\s+)?(?:linear\s+)?(?:system|simultaneous\s+equations)(?:\s+of\s+(?:linear\s+)?equations)?\s*:?\s*(.+)$/.exec(
      text,
    )
  const problem = match && parseQuestion(match[1]!)
  return problem?.kind === 'system' ? solveSystem(problem.equations, problem.variables, labels) : null
}

const SOLVERS = [
  solvePercent,
  solveNumberTheory,
  solveCoordinates,
  solveUnits,
  solveLogarithm,
  solveExponential,
  solveAbsolute,
  solveInequality,
  namedSystem,
  wordProblem,
]

/** Null when the question is none of these topics; each solver returns null unless its check passed. */
export const solveSchool = (question: string, labels: MathsLabels): Worked | null => {
  const text = stripWrapper(normaliseText(question)).replace(/[.?]+$/, '')
  if (!text) return null
  for (const solve of SOLVERS) {
    const worked = solve(text, labels)
    if (worked) return worked
  }
  return null
}
