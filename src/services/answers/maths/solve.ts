import { attempt, withTimeBudget } from './cas'
import type { MathsLabels } from './labels'
import { MAX_QUESTION_LENGTH, type Problem, parseQuestion } from './parse-question'
import { solveArithmetic } from './solve-arithmetic'
import { solveDerivative } from './solve-derivative'
import { solveEquation } from './solve-equation'
import { solveIntegral } from './solve-integral'
import { solveLimit } from './solve-limit'
import { solveSchool } from './solve-school'
import { solveSimplify } from './solve-simplify'
import { solveSystem } from './solve-system'
import { solveTopics } from './solve-topics'
import type { Worked } from './worked'

/** Enough for every textbook problem (most take a few milliseconds); beyond it the model answers. */
const TIME_BUDGET_MS = 1500

const solveProblem = (problem: Problem, labels: MathsLabels): Worked | null => {
  switch (problem.kind) {
    case 'arithmetic':
      return solveArithmetic(problem.expression, labels)
    case 'simplify':
    case 'expand':
    case 'factor':
      return solveSimplify(problem.kind, problem.expression, labels)
    case 'equation':
      return solveEquation(problem.equation, problem.variable, labels)
    case 'system':
      return solveSystem(problem.equations, problem.variables, labels)
    case 'derivative':
      return problem.order <= 3 ? solveDerivative(problem.expression, problem.variable, problem.order, labels) : null
    case 'integral':
      return solveIntegral(problem.expression, problem.variable, labels, problem.bounds)
    case 'limit':
      return solveLimit(problem.expression, problem.variable, problem.point, labels)
  }
}

/** Recognises the question and solves it within the time budget; null on anything unexpected. */
export const work = (question: string, labels: MathsLabels): Worked | null => {
  try {
    if (question.length > MAX_QUESTION_LENGTH) return null
    return withTimeBudget(TIME_BUDGET_MS, () => {
      const topic = attempt(() => solveTopics(question, labels))
      if (topic) return topic
      const problem = parseQuestion(question)
      // A problem the algebra solvers cannot finish (2^x = 32) may still be a school topic.
      return (problem && attempt(() => solveProblem(problem, labels))) ?? solveSchool(question, labels)
    })
  } catch {
    return null
  }
}
