import { describe, expect, it } from 'vitest'

import { solveMaths } from '@/services/answers/maths'
import { MATHS_LABELS } from '@/services/answers/maths/labels'

describe('trigonometric identities', () => {
  it('names each identity it uses, then checks both sides at points the rewriting never saw', () => {
    const solution = solveMaths('simplify (1 - cos^2 x)/sin x')!
    expect(solution).toMatchObject({ kind: 'trigonometry', resultLatex: '\\sin(x)', isVerified: true })
    expect(solution.markdown).toContain('**Step 1.** Use the identity $1 - \\cos^{2} x = \\sin^{2} x$')
    expect(solution.markdown).toContain('x = 0.37:\\ 0.36161543 = 0.36161543')
  })

  it('proves an identity side by side, with the step words in Arabic', () => {
    const solution = solveMaths('verify sin(2x) = 2 sin x cos x', 'ar')!
    expect(solution.isVerified).toBe(true)
    expect(solution.markdown).toContain(MATHS_LABELS.ar.trigIdentity.replace('{a}', '$2 \\sin x \\cos x = \\sin 2x$'))
    expect(solution.markdown).toContain(MATHS_LABELS.ar.identitySides)
  })

  it.each([
    ['a false identity', 'prove sin x + cos x = 1'],
    ['a false identity with matching shape', 'verify sin(2x) = 2 sin x'],
    ['an identity it reads but cannot reduce', 'prove sin(3x) = 3 sin x - 4 sin^3 x'],
    ['an expression with no identity to use', 'simplify sin^2 x - 1'],
  ])('%s goes to the model, never verified (%j)', (_, question) => {
    expect(solveMaths(question)?.isVerified ?? false).toBe(false)
  })
})
