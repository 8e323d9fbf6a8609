import { describe, expect, it } from 'vitest'

import { FREE_WEEKLY_ESSAY_LIMIT, PAID_WEEKLY_ESSAY_ABUSE_CAP } from '@/config/limits'
import { DEFAULT_ESSAY_LENGTH, ESSAY_LENGTH_LEVELS, ESSAY_LENGTHS, ESSAY_TONES, targetWords } from '@/config/writer'
import { weeklyEssayAllowance } from '@/services/billing/current-subscription'
import { fallbackOutline } from '@/services/writer/outline'

describe('essay lengths and tones (spec §9)', () => {
  it.each([
    [1, 'short', 400],
    [2, 'medium', 800],
    [3, 'long', 1600],
    [4, 'veryLong', 3200],
  ] as const)('level %i is %s: %i words', (level, id, words) => {
    expect(ESSAY_LENGTHS[level]).toMatchObject({ id, words })
    expect(targetWords(level)).toBe(words)
  })

  // A page holds about 250 words double-spaced and 500 single-spaced: the pages shown beside the
  // words must fit them (issue 38: "Medium: about 3–5 pages, 800 words" promised twice too much).
  it.each(ESSAY_LENGTH_LEVELS)('level %i names as many pages as its words fill', (level) => {
    const { pages, words } = ESSAY_LENGTHS[level]
    const [min, max] = pages
    const half = (value: number, round: (x: number) => number) => round(value * 2) / 2
    expect(min).toBeLessThan(max)
    expect(min).toBeGreaterThanOrEqual(half(words / 500, Math.floor))
    expect(max).toBeLessThanOrEqual(half(words / 250, Math.ceil))
  })

  it('Medium is about 1.5–3 pages', () => {
    expect(ESSAY_LENGTHS[2].pages).toEqual([1.5, 3])
  })

  it('defaults to Medium and offers exactly four levels and the eight tones', () => {
    expect(DEFAULT_ESSAY_LENGTH).toBe(2)
    expect(ESSAY_LENGTH_LEVELS).toEqual([1, 2, 3, 4])
    expect(ESSAY_TONES).toEqual([
      'analytical',
      'descriptive',
      'formal',
      'persuasive',
      'narrative',
      'informative',
      'casual',
      'objective',
    ])
  })

  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 6],
  ] as const)(
    'a fallback outline of level %i has %i body headings between introduction and conclusion',
    (length, body) => {
      const headings = fallbackOutline({ topic: 'Rivers', length, language: 'en' })
      expect(headings).toHaveLength(body + 2)
      expect(headings[0]).toBe('Introduction')
      expect(headings.at(-1)).toBe('Conclusion')
    },
  )

  it('free accounts write 2 essays a week, paid plans are capped only against abuse', () => {
    expect(weeklyEssayAllowance({ billing: { subscriptionStatus: 'none' } })).toEqual({
      isUnlimited: false,
      limit: FREE_WEEKLY_ESSAY_LIMIT,
    })
    expect(FREE_WEEKLY_ESSAY_LIMIT).toBe(2)
    for (const status of ['active', 'trialing'] as const) {
      expect(weeklyEssayAllowance({ billing: { subscriptionStatus: status } })).toEqual({
        isUnlimited: true,
        limit: PAID_WEEKLY_ESSAY_ABUSE_CAP,
      })
    }
    expect(weeklyEssayAllowance({ billing: { subscriptionStatus: 'past_due' } }).isUnlimited).toBe(false)
  })
})

describe('finishedEssayStatus: an essay the model ended far short of its length is not complete', () => {
  it('is complete from half the target, short below (not interrupted: the model ended it)', async () => {
    const { finishedEssayStatus } = await import('@/config/writer')
    expect(finishedEssayStatus({ words: 800, targetWords: 800 })).toBe('complete')
    expect(finishedEssayStatus({ words: 400, targetWords: 800 })).toBe('complete')
    expect(finishedEssayStatus({ words: 120, targetWords: 800 })).toBe('short')
    expect(finishedEssayStatus({ words: 51, targetWords: 800 })).toBe('short')
    // An essay with no target (an old row) is judged by what was written alone.
    expect(finishedEssayStatus({ words: 120, targetWords: 0 })).toBe('complete')
  })
})
