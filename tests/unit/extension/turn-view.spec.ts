// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { Turn } from '../../../extension/src/panel/thread-view'
import { installFakeI18n } from './fake-i18n'

/**
 * One answer of the panel's thread (extension/src/panel/thread-view.ts) under happy-dom, with the
 * panel's strings read from its `_locales` as Chrome would (issue 27: answer direction, LaTeX copy).
 */
const ladderAnswer = [
  '**Hint**',
  'Move the constant: $3x = 16 + 5$.',
  '**Next step**',
  '**Step 1.** Add 5 to both sides: $3x = 21$.',
  '**Full solution**',
  '**Step 1.** Add 5 to both sides: $3x = 21$.\n\n**Step 2.** Divide by 3: $x = 7$.',
].join('\n\n')

const turnOf = (overrides: Partial<Turn> = {}): Turn => ({
  key: 'a1',
  question: 'Solve 3x - 5 = 16',
  imageUrl: null,
  hasImage: false,
  answer: 'La réponse est $x = 7$.',
  status: 'done',
  error: null,
  answerId: '1',
  isVerified: false,
  crossCheck: null,
  feedback: null,
  ladderLevel: 'full',
  isLatest: true,
  locale: 'fr',
  ...overrides,
})

const actions = {
  onReport: () => undefined,
  onFeedback: async () => 'helpful' as const,
  onClimb: () => undefined,
  onCheck: async () => ({
    answerId: '1',
    verdict: 'correct' as const,
    reason: null,
    firstWrongStep: null,
    explanation: null,
  }),
  isExamMode: () => false,
  onMakeFlashcard: async () => '',
}

const view = async (folder: string, turn: Turn) => {
  vi.resetModules()
  installFakeI18n(folder)
  const { createTurnView } = await import('../../../extension/src/panel/thread-view')
  const created = createTurnView(turn, actions)
  document.body.replaceChildren(created.element)
  return created.element
}

const copied = async (element: HTMLElement, format: 'latex' | 'markdown') => {
  const writeText = vi.fn(async (_text: string) => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  element.querySelector<HTMLButtonElement>(`[data-copy="${format}"]`)!.click()
  await vi.waitFor(() => expect(writeText).toHaveBeenCalled())
  return writeText.mock.calls[0]![0]
}

beforeEach(() => {
  // Standards mode, as the panel's pages are (KaTeX refuses quirks mode).
  Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat', configurable: true })
  document.body.replaceChildren()
})

describe('an answer in the panel', () => {
  it('carries the language and direction of the answer, not of the panel (French answers, Arabic panel)', async () => {
    const element = await view('ar', turnOf())
    const answer = element.querySelector<HTMLElement>('.markdown')!
    expect(answer.lang).toBe('fr')
    expect(answer.dir).toBe('ltr')
    // The buttons around it are the panel's, in Arabic.
    expect(element.querySelector('.report')!.textContent).toBe('الإبلاغ عن إجابة خاطئة')
  })

  it('an Arabic answer in the English panel reads right to left', async () => {
    const element = await view('en', turnOf({ locale: 'ar', answer: 'الجواب هو $x = 7$.' }))
    const answer = element.querySelector<HTMLElement>('.markdown')!
    expect([answer.lang, answer.dir]).toEqual(['ar', 'rtl'])
  })

  it('"Copy as LaTeX" after the ladder copies the full solution alone, in LaTeX', async () => {
    const element = await view('en', turnOf({ answer: ladderAnswer, locale: 'en' }))
    const latex = await copied(element, 'latex')
    expect(latex).toBe(
      '\\textbf{Step 1.} Add 5 to both sides: \\(3x = 21\\).\n\n\\textbf{Step 2.} Divide by 3: \\(x = 7\\).',
    )
    expect(latex.match(/Step 1/g)).toHaveLength(1)
  })

  it('"Copy as Markdown" after the ladder copies the full solution alone too', async () => {
    const element = await view('en', turnOf({ answer: ladderAnswer, locale: 'en' }))
    expect(await copied(element, 'markdown')).toBe(
      '**Step 1.** Add 5 to both sides: $3x = 21$.\n\n**Step 2.** Divide by 3: $x = 7$.',
    )
  })

  it('a plain answer is copied whole', async () => {
    const element = await view('en', turnOf({ answer: '**Step 1.** Read it.\n\n**Answer:** $x = 7$.', locale: 'en' }))
    expect(await copied(element, 'latex')).toBe('\\textbf{Step 1.} Read it.\n\n\\textbf{Answer:} \\(x = 7\\).')
  })

  it('a hint not yet climbed is copied as shown', async () => {
    const hint = '**Hint**\n\nMove the constant: $3x = 16 + 5$.'
    const element = await view('en', turnOf({ answer: hint, ladderLevel: 'hint', locale: 'en' }))
    expect(await copied(element, 'latex')).toBe('\\textbf{Hint}\n\nMove the constant: \\(3x = 16 + 5\\).')
  })

  // Issue 38: on a system without an emoji font 👍/👎 were empty boxes. The buttons draw their own
  // icon and show their name, in the panel's language.
  it.each([
    ['en', 'Helpful', 'Not helpful'],
    ['ar', 'مفيد', 'غير مفيد'],
  ] as const)('the votes (%s) are drawn icons with a visible name, no emoji', async (folder, helpful, notHelpful) => {
    const element = await view(folder, turnOf({ locale: folder }))
    const votes = [...element.querySelectorAll<HTMLButtonElement>('.votes button')]
    expect(votes).toHaveLength(2)
    for (const vote of votes) {
      expect(vote.textContent).not.toMatch(/\p{Extended_Pictographic}/u)
      expect(vote.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
      expect(vote.querySelector('.visually-hidden')).toBeNull()
    }
    expect(votes.map((vote) => vote.textContent!.trim())).toEqual([helpful, notHelpful])
  })
})
