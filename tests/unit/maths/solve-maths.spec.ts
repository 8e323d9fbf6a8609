import { describe, expect, it } from 'vitest'

import { type MathsProblemKind, solveMaths } from '@/services/answers/maths'

/**
 * Question → kind and the exact result LaTeX. Every expected value was worked by hand; the strings
 * pin the textbook form the student sees (e.g. \frac{1}{3}x^{3} + C, (x - 2)(x - 3)).
 */
const PROBLEMS: [question: string, kind: MathsProblemKind, resultLatex: string][] = [
  // arithmetic
  ['1/3 + 1/6', 'arithmetic', String.raw`\frac{1}{2}`],
  ['2/3 * 9/4', 'arithmetic', String.raw`\frac{3}{2}`],
  ['3/4 - 5/6', 'arithmetic', String.raw`-\frac{1}{12}`],
  ['compute 1/2 + 2/3 + 3/4', 'arithmetic', String.raw`\frac{23}{12}`],
  ['10/4', 'arithmetic', String.raw`\frac{5}{2}`],
  ['7 - 10', 'arithmetic', '-3'],
  ['12 × 7', 'arithmetic', '84'],
  ['144 ÷ 12', 'arithmetic', '12'],
  ['(3 + 4) * 2 - 5', 'arithmetic', '9'],
  ['What is 17 * 23?', 'arithmetic', '391'],
  ['-3^2', 'arithmetic', '-9'],
  ['(-3)^2', 'arithmetic', '9'],
  ['2^100', 'arithmetic', '1267650600228229401496703205376'],
  ['99999999999 * 99999999999', 'arithmetic', '9999999999800000000001'],
  ['20!', 'arithmetic', '2432902008176640000'],
  ['0.1 + 0.2', 'arithmetic', '0.3'],
  ['1.5 * 2.25', 'arithmetic', '3.375'],
  ['sqrt(8)', 'arithmetic', String.raw`2\sqrt{2}`],
  ['√49', 'arithmetic', '7'],
  ['sqrt(50) + sqrt(2)', 'arithmetic', String.raw`6\sqrt{2}`],
  ['calculate 2^(-3)', 'arithmetic', String.raw`\frac{1}{8}`],
  ['evaluate sin(pi/6)', 'arithmetic', String.raw`\frac{1}{2}`],
  ['what is 3²+4²?', 'arithmetic', '25'],
  ['evaluate atan(1)', 'arithmetic', String.raw`\frac{\pi}{4}`],
  // simplify
  ['simplify (x^2-1)/(x-1)', 'simplify', 'x + 1'],
  ['simplify (x^2 - 9)/(x + 3)', 'simplify', 'x - 3'],
  ['simplify x/(x^2+x)', 'simplify', String.raw`\frac{1}{x + 1}`],
  ['simplify 2x + 3x - x', 'simplify', '4x'],
  ['simplify 2(x + 3) - 2x', 'simplify', '6'],
  ['simplify (a^2 - b^2)/(a - b)', 'simplify', 'a + b'],
  ['expand (x+2)^2', 'simplify', 'x^{2} + 4x + 4'],
  ['expand (x-3)(x+3)', 'simplify', 'x^{2} - 9'],
  ['expand (2x+1)^3', 'simplify', '8x^{3} + 12x^{2} + 6x + 1'],
  ['expand (a+b)^2', 'simplify', 'a^{2} + 2ab + b^{2}'],
  ['factor x^2-5x+6', 'simplify', '(x - 2)(x - 3)'],
  ['factor x^2 - 9', 'simplify', '(x - 3)(x + 3)'],
  ['factor x^3 - x', 'simplify', 'x(x - 1)(x + 1)'],
  ['factorise 2x^2 + 4x', 'simplify', '2x(x + 2)'],
  ['factor 6x^2 + x - 2', 'simplify', '(2x - 1)(3x + 2)'],
  ['simplify (x^3 - 8)/(x - 2)', 'simplify', String.raw`x^{2} + 2x + 4`],
  ['expand (x+1)(x+2)(x+3)', 'simplify', String.raw`x^{3} + 6x^{2} + 11x + 6`],
  ['factor x^4 - 1', 'simplify', String.raw`(x - 1)(x + 1)(x^{2} + 1)`],
  // linear
  ['2x + 3 = 11', 'linear', 'x = 4'],
  ['Solve 5x - 7 = 3x + 1', 'linear', 'x = 4'],
  ['3(x+1) = 12', 'linear', 'x = 3'],
  ['x/2 + 1 = 4', 'linear', 'x = 6'],
  ['solve for y: 4y - 2 = 10', 'linear', 'y = 3'],
  ['0.5x = 3', 'linear', 'x = 6'],
  ['7 − 2x = 1', 'linear', 'x = 3'],
  ['2(x - 1) = 3(x + 2)', 'linear', 'x = -8'],
  ['find x if 3x = 2', 'linear', String.raw`x = \frac{2}{3}`],
  ['x/3 - 1/2 = 1/6', 'linear', 'x = 2'],
  // quadratic
  ['x^2 - 5x + 6 = 0', 'quadratic', String.raw`x = 2,\ x = 3`],
  ['x^2 = 16', 'quadratic', String.raw`x = -4,\ x = 4`],
  ['x^2 - 2 = 0', 'quadratic', String.raw`x = -\sqrt{2},\ x = \sqrt{2}`],
  ['x^2 + x - 1 = 0', 'quadratic', String.raw`x = \frac{-1 - \sqrt{5}}{2},\ x = \frac{-1 + \sqrt{5}}{2}`],
  ['2x^2 + 3x - 2 = 0', 'quadratic', String.raw`x = -2,\ x = \frac{1}{2}`],
  ['x^2 - 4x + 4 = 0', 'quadratic', 'x = 2'],
  ['x² + x - 12 = 0', 'quadratic', String.raw`x = -4,\ x = 3`],
  ['3x^2 = 12x', 'quadratic', String.raw`x = 0,\ x = 4`],
  ['(x-2)(x+3) = 0', 'quadratic', String.raw`x = -3,\ x = 2`],
  ['x^2 + 2x + 5 = 0', 'quadratic', String.raw`x = -1 - 2i,\ x = -1 + 2i`],
  ['x^2 + 4 = 0', 'quadratic', String.raw`x = -2i,\ x = 2i`],
  ['3x^2 - 2 = 0', 'quadratic', String.raw`x = -\frac{\sqrt{6}}{3},\ x = \frac{\sqrt{6}}{3}`],
  [
    'x^2 + x + 1 = 0',
    'quadratic',
    String.raw`x = -\frac{1}{2} - \frac{\sqrt{3}}{2}i,\ x = -\frac{1}{2} + \frac{\sqrt{3}}{2}i`,
  ],
  // system
  ['x + y = 3, x - y = 1', 'system', String.raw`x = 2,\ y = 1`],
  ['2x + 3y = 12; x - y = 1', 'system', String.raw`x = 3,\ y = 2`],
  ['solve x + 2y = 5 and 3x - y = 1', 'system', String.raw`x = 1,\ y = 2`],
  ['x + y + z = 6; x - y + z = 2; 2x + y - z = 1', 'system', String.raw`x = 1,\ y = 2,\ z = 3`],
  ['a + b = 10, a - b = 4', 'system', String.raw`a = 7,\ b = 3`],
  ['x + y = 10\nx - y = 2', 'system', String.raw`x = 6,\ y = 4`],
  ['3x - 2y = 1, x + y = 2', 'system', String.raw`x = 1,\ y = 1`],
  // derivative
  ['d/dx x^3', 'derivative', '3x^{2}'],
  ['d/dx x^3 + 2x', 'derivative', '3x^{2} + 2'],
  ['derivative of x^2 e^x', 'derivative', 'x^{2}e^{x} + 2xe^{x}'],
  ['differentiate sin(x)', 'derivative', String.raw`\cos(x)`],
  ['find the derivative of ln(x)', 'derivative', String.raw`\frac{1}{x}`],
  ['derivative of cos(2x)', 'derivative', String.raw`-2\sin(2x)`],
  ['d/dx (x^2 + 1)^3', 'derivative', '6x(x^{2} + 1)^{2}'],
  ['derivative of tan(x)', 'derivative', String.raw`\sec^{2}(x)`],
  ['derivative of sqrt(x)', 'derivative', String.raw`\frac{1}{2\sqrt{x}}`],
  ['derivative of sin(x)/x', 'derivative', String.raw`\frac{x\cos(x) - \sin(x)}{x^{2}}`],
  ['second derivative of x^4', 'derivative', '12x^{2}'],
  ['d²/dx² sin(x)', 'derivative', String.raw`-\sin(x)`],
  ['third derivative of x^5', 'derivative', '60x^{2}'],
  ['differentiate e^(3x) with respect to x', 'derivative', '3e^{3x}'],
  ['d/dt t^2 + 3t', 'derivative', '2t + 3'],
  ['d/dx 3^x', 'derivative', String.raw`3^{x}\ln(3)`],
  ['derivative of asin(x)', 'derivative', String.raw`\frac{1}{\sqrt{-x^{2} + 1}}`],
  // integral
  ['integrate x^2 dx', 'integral', String.raw`\frac{1}{3}x^{3} + C`],
  ['∫ cos(x) dx', 'integral', String.raw`\sin(x) + C`],
  ['integrate 3x^2 + 2x dx', 'integral', 'x^{3} + x^{2} + C'],
  ['integral of e^x', 'integral', 'e^{x} + C'],
  ['integrate 1/x dx', 'integral', String.raw`\ln\left|x\right| + C`],
  ['the integral of 1/(1+x^2) dx', 'integral', String.raw`\arctan(x) + C`],
  ['integrate x e^x dx', 'integral', 'xe^{x} - e^{x} + C'],
  ['integrate cos(2x) dx', 'integral', String.raw`\frac{1}{2}\sin(2x) + C`],
  ['integrate sqrt(x) dx', 'integral', String.raw`\frac{2}{3}x^{\frac{3}{2}} + C`],
  ['integrate x^2 from 0 to 1', 'integral', String.raw`\frac{1}{3}`],
  ['integrate sin(x) dx from 0 to pi', 'integral', '2'],
  ['integrate 2x from 1 to 3', 'integral', '8'],
  ['∫_0^1 x^3 dx', 'integral', String.raw`\frac{1}{4}`],
  ['integral from 0 to 2 of 3x^2 dx', 'integral', '8'],
  ['integrate 1/x from 1 to e', 'integral', '1'],
  ['integrate 1/(x^2+1) from 0 to 1', 'integral', String.raw`\frac{\pi}{4}`],
  ['integrate 2^x dx', 'integral', String.raw`\frac{2^{x}}{\ln(2)} + C`],
  // limit
  ['lim x->0 sin(x)/x', 'limit', '1'],
  ['limit of (x^2-9)/(x-3) as x -> 3', 'limit', '6'],
  ['limit of (3x^2+1)/(x^2-2) as x -> infinity', 'limit', '3'],
  ['lim x->2 x^2 + 1', 'limit', '5'],
  ['limit of (1 - cos(x))/x^2 as x approaches 0', 'limit', String.raw`\frac{1}{2}`],
  ['lim x->0 (e^x - 1)/x', 'limit', '1'],
  ['limit as x approaches infinity of (2x+1)/(x-3)', 'limit', '2'],
  ['lim_{x→0} sin(3x)/x', 'limit', '3'],
  ['lim x->1 (x^3 - 1)/(x - 1)', 'limit', '3'],
  ['limit of x/(x+1) as x -> -infinity', 'limit', '1'],
]

describe('solveMaths: the verified fast path', () => {
  it('covers all eight kinds with at least 70 problems', () => {
    expect(PROBLEMS.length).toBeGreaterThanOrEqual(70)
    expect(new Set(PROBLEMS.map(([, kind]) => kind)).size).toBe(8)
  })

  it.each(PROBLEMS)('%j → %s %s', (question, kind, resultLatex) => {
    const solution = solveMaths(question)
    expect(solution).toMatchObject({ kind, resultLatex, isVerified: true })
    expect(solution!.markdown).toContain('**Step 1.**')
    expect(solution!.markdown).toContain('**Check:**')
    expect(solution!.markdown).toContain(`$${resultLatex}$`)
  })

  it('shows the worked steps of each kind', () => {
    expect(solveMaths('2x + 3 = 11')!.markdown).toContain('$$2x = 8$$')
    expect(solveMaths('2x + 3 = 11')!.markdown).toContain(String.raw`2 \cdot 4 + 3 = 11`)
    expect(solveMaths('x^2 - 5x + 6 = 0')!.markdown).toContain(String.raw`\Delta = b^{2} - 4ac = 1`)
    expect(solveMaths('x^2 + 2x + 5 = 0')!.markdown).toContain('**Answer:** No real solutions')
    expect(solveMaths('derivative of x^2 e^x')!.markdown).toContain('Product rule')
    expect(solveMaths('derivative of cos(2x)')!.markdown).toContain('Chain rule')
    expect(solveMaths('integrate x^2 from 0 to 1')!.markdown).toContain(String.raw`F(1) - F(0)`)
    expect(solveMaths('lim x->0 sin(x)/x')!.markdown).toContain('0/0')
    expect(solveMaths('simplify (x^2-1)/(x-1)')!.markdown).toContain(String.raw`x \neq 1`)
  })
})

describe('questions that are not a pure maths problem go to the model', () => {
  it.each([
    'Who wrote Hamlet?',
    'Explain photosynthesis',
    'What is a noun?',
    'what is a',
    'Solve this word problem about trains',
    'Solve this word problem: a train leaves at 3pm going 60 km/h',
    'Summarise the causes of World War I',
    'Translate hello into French',
    'How do I find x in a triangle?',
    'What is the derivative of a function?',
    'integrate the knowledge of history',
    'limit of my patience as time goes to infinity',
    'What is the capital of France?',
    'x',
    '',
    '   ',
  ])('%j → null', (question) => {
    expect(solveMaths(question)).toBeNull()
  })

  it.each([
    ['ambiguous notation', 'e^2x'],
    ['log base not stated', 'log(100)'],
    ['an equation in two unknowns', 'x + y = 3'],
    ['a cubic', 'x^3 - 6x^2 + 11x - 6 = 0'],
    ['no solution', 'x + 1 = x + 2'],
    ['a singular system', '2x + 4y = 6, x + 2y = 3'],
    ['division by zero', '1/0'],
    ['no elementary antiderivative', 'integrate e^(x^2) dx'],
    ['a limit that does not exist', 'lim x->0 1/x'],
    ['an irreducible polynomial', 'factor x^2 + 1'],
    ['nothing to simplify', 'x^2 e^x'],
    ['a huge power', '9^9^9'],
    ['a huge factorial', '1000!'],
    ['a huge expansion', 'expand (x+1)^200'],
    ['an over-long question', `${'1 + '.repeat(125)}1`],
  ])('%s (%j) → null', (_, question) => {
    expect(solveMaths(question)).toBeNull()
  })

  it('never throws, whatever it is given', () => {
    for (const input of [null, undefined, 42, {}, '(((', ')(', '^^^', '=', '==', 'd/dx', '∫', 'lim x->']) {
      expect(() => solveMaths(input as unknown as string)).not.toThrow()
      expect(solveMaths(input as unknown as string)).toBeNull()
    }
  })
})

describe('worked steps in the student’s language', () => {
  it('uses the locale’s labels, falling back to English', () => {
    expect(solveMaths('2x + 3 = 11', 'fr')!.markdown).toContain('**Réponse:** $x = 4$')
    expect(solveMaths('2x + 3 = 11', 'ja')!.markdown).toContain('**ステップ 1.**')
    expect(solveMaths('2x + 3 = 11', 'pt-BR')!.markdown).toContain('**Passo 1.**')
    expect(solveMaths('2x + 3 = 11', 'xx')!.markdown).toContain('**Answer:** $x = 4$')
    expect(solveMaths('2x + 3 = 11', 'de')!.markdown).toContain('Beide Seiten durch $2$ teilen')
  })
})
