import { describe, expect, it } from 'vitest'

import { solveMaths } from '@/services/answers/maths'
import { MATHS_LABELS } from '@/services/answers/maths/labels'

describe('systems solved by matrices', () => {
  it('3 × 3 by the inverse: (A | I) row-reduced, X = A⁻¹B, put back as AX = B', () => {
    const solution = solveMaths('use an inverse matrix to solve x + y + z = 6, 2y + 5z = -4, 2x + 5y - z = 27')!
    expect(solution).toMatchObject({ kind: 'matrix', isVerified: true })
    expect(solution.markdown).toContain('$$\\det A = -21 \\neq 0$$')
    expect(solution.markdown).toContain(MATHS_LABELS.en.matrixInverseRows)
    expect(solution.markdown).toContain('= \\begin{pmatrix} 6 \\\\ -4 \\\\ 27 \\end{pmatrix} = B \\;\\checkmark')
  })

  it("Cramer's rule when asked for it, with the step words in Arabic", () => {
    const solution = solveMaths("solve by cramer's rule: x + y = 3, x - y = 1", 'ar')!
    expect(solution.resultLatex).toBe('x = 2,\\ y = 1')
    expect(solution.markdown).toContain(MATHS_LABELS.ar.cramer)
    expect(solution.markdown).toContain(MATHS_LABELS.ar.matrixSystem)
  })

  it.each([
    ['a singular system', 'solve using matrices: x + y = 2, 2x + 2y = 4'],
    ['a singular matrix', '[[1,2],[2,4]] X = [[1],[2]]'],
    ['a non-linear system', 'solve using matrices: x^2 + y = 5, x + 3y = 10'],
  ])('%s goes to the model, never verified (%j)', (_, question) => {
    expect(solveMaths(question)?.isVerified ?? false).toBe(false)
  })
})
