import { describe, expect, it } from 'vitest'

import { crossCheckAnswer } from '@/services/answers/maths'

const LINEAR = 'Can you explain how to solve 2x + 3 = 11 step by step?'

describe('crossCheckAnswer', () => {
  it.each([
    [LINEAR, 'Subtract 3, then divide by 2.\n\n**Answer:** $x = 4$'],
    ['2x + 3 = 11', 'So $$x = \\frac{8}{2} = 4$$'],
    ['2x + 3 = 11', 'The answer is \\boxed{4}'],
    ['2x + 3 = 11', '**Réponse :** $x = 4$'],
    ['x^2 - 5x + 6 = 0', '**Answer:** $x = 3$ or $x = 2$'],
    ['x^2 - 5x + 6 = 0', '**Answer:** $x_1 = 2,\\ x_2 = 3$'],
    ['x^2 - 5x + 6 = 0', 'Factoring gives $(x-2)(x-3)=0$, so $x = 2$ or $x = 3$.'],
    ['x^2 - 2 = 0', '**Answer:** $x = \\pm\\sqrt{2}$'],
    ['x^2 - 2 = 0', '**Answer:** $x \\approx \\pm 1.414$'],
    ['x^2 + 2x + 5 = 0', '**Answer:** $x = -1 \\pm 2i$'],
    ['x^2 + 2x + 5 = 0', 'The discriminant is negative, so there are no real solutions.'],
    ['1/3 + 1/6', '**Answer:** 0.5'],
    ['1/3 + 1/3', '**Answer:** $0.667$'],
    ['sqrt(8)', '$\\sqrt{8} = 2\\sqrt{2}$'],
    ['x + y = 3, x - y = 1', '**Answer:** $x = 2$, $y = 1$'],
    ['x + y = 3, x - y = 1', 'So $(x, y) = (2, 1)$'],
    ['d/dx x^3 + 2x', "**Answer:** $f'(x) = 3x^{2} + 2$"],
    ['derivative of x^2 e^x', '$$\\frac{d}{dx}(x^2 e^x) = 2xe^x + x^2e^x = xe^x(x+2)$$'],
    ['differentiate sin(x)', '**Answer:** $\\cos x$'],
    ['integrate x^2 dx', '**Answer:** $\\frac{x^3}{3} + 7 + C$'],
    ['integrate x^2 dx', '**Answer:** $0.333x^3 + C$'],
    ['integrate 1/x dx', '$$\\int \\frac{1}{x}\\,dx = \\ln|x| + C$$'],
    ['integrate x^2 from 0 to 1', 'The integral equals $\\frac{1}{3}$.'],
    ['lim x->0 sin(x)/x', 'The limit is 1.'],
    ['simplify (x^2-1)/(x-1)', '**Answer:** $x + 1$'],
    ['What is 15% of 80?', '**Answer:** 12'],
    ['|2x - 3| = 5', '**Answer:** $x = 4$ or $x = -1$'],
    ['2^x = 32', '**Answer:** $x = 5$'],
    ['gcd of 12 and 18', '**Answer:** 6'],
    ['distance between (1, 1) and (2, 3)', '**Answer:** $\\sqrt{5}$'],
  ])('agrees: %j / %j', (question, answerMarkdown) => {
    expect(crossCheckAnswer({ question, answerMarkdown })).toBe('agrees')
  })

  it.each([
    [LINEAR, '**Answer:** $x = 5$'],
    ['x^2 - 5x + 6 = 0', '**Answer:** $x = 2$ or $x = -3$'],
    ['x^2 - 5x + 6 = 0', '**Answer:** $x = 2$'],
    ['x^2 - 4 = 0', 'There are no real solutions.'],
    ['x^2 + 4 = 0', '**Answer:** $x = \\pm 2$'],
    ['x^2 - 2 = 0', '**Answer:** $x \\approx \\pm 1.5$'],
    ['1/3 + 1/6', '**Answer:** $\\frac{2}{9}$'],
    ['2/3', '**Answer:** 0.668'],
    ['x + y = 3, x - y = 1', '**Answer:** $x = 1$, $y = 2$'],
    ['d/dx x^3 + 2x', '**Answer:** $3x^2$'],
    ['integrate x^2 dx', '**Answer:** $x^3 + C$'],
    ['integrate x^2 from 0 to 1', '**Answer:** $0.5$'],
    ['lim x->0 sin(x)/x', '**Answer:** $0$'],
    ['simplify (x^2-1)/(x-1)', '**Answer:** $x - 1$'],
    ['What is 15% of 80?', '**Answer:** 15'],
    ['|2x - 3| = 5', '**Answer:** $x = 4$'],
    ['log_2(x) = 5', '**Answer:** $x = 10$'],
  ])('disagrees: %j / %j', (question, answerMarkdown) => {
    expect(crossCheckAnswer({ question, answerMarkdown })).toBe('disagrees')
  })

  it.each([
    ['Who wrote Hamlet?', '**Answer:** Shakespeare'],
    ['explain photosynthesis', 'Plants make sugar from light.'],
    [LINEAR, 'I am not sure how to do this.'],
    [LINEAR, ''],
    ['x + y = 3, x - y = 1', '**Answer:** $x = 2$'],
    ['integrate x^2 dx', '**Answer:** it depends on the constant'],
    ['x^2 - 5x + 6 = 0', '**Answer:** the roots are two and three'],
    ['1/3', '**Answer:** 0.3'],
    ['d/dx x^3', '**Answer:** $3x^2 + y$'],
    // An inequality or a yes/no has no number to compare: the model's answer is not judged.
    ['2x + 3 > 7', '**Answer:** $x > 2$'],
    ['Is 91 prime?', '**Answer:** no, 91 = 7 · 13'],
  ])('unknown: %j / %j', (question, answerMarkdown) => {
    expect(crossCheckAnswer({ question, answerMarkdown })).toBe('unknown')
  })

  it('never throws', () => {
    expect(crossCheckAnswer({ question: null as unknown as string, answerMarkdown: '$x = 1$' })).toBe('unknown')
    expect(crossCheckAnswer({ question: '2x = 4', answerMarkdown: undefined as unknown as string })).toBe('unknown')
    expect(crossCheckAnswer({ question: '2x = 4', answerMarkdown: '\\boxed{' + '{'.repeat(1000) })).toBe('unknown')
  })

  it.each([
    ['My homework says 2x + 3 = 11. I got x = 5, is that right?', '**Answer:** $x = 4$', 'agrees'],
    ['My homework says 2x + 3 = 11. I got x = 5, is that right?', '**Answer:** $x = 5$', 'disagrees'],
    ['In class we had x^2 - 5x + 6 = 0, what are the roots and why?', '**Answer:** $x = 2$ or $x = 3$', 'agrees'],
    ['Why does the derivative of x^3 + 2x matter here?', '**Answer:** $3x^2 + 2$', 'agrees'],
    ['Who wrote Hamlet in 1600?', '**Answer:** 1600', 'unknown'],
  ])('checks the maths inside a longer question: %j / %j → %s', (question, answerMarkdown, verdict) => {
    expect(crossCheckAnswer({ question, answerMarkdown })).toBe(verdict)
  })
})
