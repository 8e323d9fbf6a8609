import { describe, expect, it } from 'vitest'

import type { FlashcardGrade } from '@/config/flashcards'
import { type FlashcardSchedule, newSchedule, nextSchedule } from '@/services/flashcards/schedule'

/** FSRS through ts-fsrs with our settings (90 % retention, learning steps 1 min / 10 min, no fuzz). */
const START = new Date('2026-01-05T09:00:00.000Z')

describe('newSchedule', () => {
  it('is due at once, in the new state, never reviewed', () => {
    expect(newSchedule(START)).toEqual({
      due: '2026-01-05T09:00:00.000Z',
      stability: 0,
      difficulty: 0,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 0,
      lapses: 0,
      state: 'new',
      lastReview: null,
    })
  })
})

describe('nextSchedule: the first review of a new card', () => {
  it.each([
    ['again', '2026-01-05T09:01:00.000Z', 'learning'],
    ['hard', '2026-01-05T09:06:00.000Z', 'learning'],
    ['good', '2026-01-05T09:10:00.000Z', 'learning'],
    ['easy', '2026-01-13T09:00:00.000Z', 'review'],
  ] as const)('%s → due %s (%s)', (grade, due, state) => {
    const next = nextSchedule({ schedule: newSchedule(START), grade, now: START })
    expect(next).toMatchObject({ due, state, reps: 1, lapses: 0, lastReview: START.toISOString() })
  })
})

describe('nextSchedule: a card reviewed each time it comes due', () => {
  it('grows its interval with each success and relearns after a lapse', () => {
    const steps: [FlashcardGrade, string, FlashcardSchedule['state'], number][] = [
      ['good', '2026-01-05T09:10:00.000Z', 'learning', 0],
      ['good', '2026-01-07T09:10:00.000Z', 'review', 2],
      ['good', '2026-01-18T09:10:00.000Z', 'review', 11],
      ['again', '2026-01-18T09:20:00.000Z', 'relearning', 0],
      ['good', '2026-01-20T09:20:00.000Z', 'review', 2],
      ['easy', '2026-01-28T09:20:00.000Z', 'review', 8],
    ]
    let schedule = newSchedule(START)
    let now = START
    for (const [index, [grade, due, state, scheduledDays]] of steps.entries()) {
      schedule = nextSchedule({ schedule, grade, now })
      expect(schedule, `review ${index + 1} (${grade})`).toMatchObject({ due, state, scheduledDays, reps: index + 1 })
      now = new Date(schedule.due)
    }
    expect(schedule.lapses).toBe(1)
  })

  it('round-trips through the stored form: the same review of a stored card gives the same date', () => {
    const reviewed = nextSchedule({ schedule: newSchedule(START), grade: 'easy', now: START })
    const stored = JSON.parse(JSON.stringify(reviewed)) as FlashcardSchedule
    const later = new Date(reviewed.due)
    expect(nextSchedule({ schedule: stored, grade: 'good', now: later })).toEqual(
      nextSchedule({ schedule: reviewed, grade: 'good', now: later }),
    )
  })
})
