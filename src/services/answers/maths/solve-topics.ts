import type { MathsLabels } from './labels'
import { solveComplex } from './solve-complex'
import { solveCounting } from './solve-counting'
import { solveFactoring } from './solve-factoring'
import { solveFractions } from './solve-fractions'
import { solveGeometry } from './solve-geometry'
import { solveIdentity } from './solve-identity'
import { solveSignInequality } from './solve-inequality-sign'
import { solveMatrix } from './solve-matrix'
import { solveMatrixSystem } from './solve-matrix-system'
import { solveNotation } from './solve-notation'
import { solveSeries } from './solve-series'
import { solveStatistics } from './solve-statistics'
import { solveTrig } from './solve-trig'
import { topicText } from './topic-text'
import type { Worked } from './worked'

/**
 * The topics read from their own phrasing ("find the mean of", "how many ways", "in simplest form",
 * "what is the area of", "1 + 2 + … + 100"): tried before the algebra parser, each strictly
 * shaped so it never takes a question another solver answers.
 */
const SOLVERS = [
  solveStatistics,
  solveCounting,
  solveSeries,
  solveNotation,
  solveGeometry,
  solveFractions,
  solveMatrix,
  solveMatrixSystem,
  solveComplex,
  solveFactoring,
  solveSignInequality,
  solveIdentity,
  solveTrig,
]

export const solveTopics = (question: string, labels: MathsLabels): Worked | null => {
  const text = topicText(question)
  if (!text) return null
  for (const solve of SOLVERS) {
    const worked = solve(text, labels)
    if (worked) return worked
  }
  return null
}
