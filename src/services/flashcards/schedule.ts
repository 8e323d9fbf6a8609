import { type Card, createEmptyCard, fsrs, type Grade, State } from 'ts-fsrs'

import {
  FLASHCARD_GRADES,
  FLASHCARD_STATES,
  type FlashcardGrade,
  type FlashcardState,
  FSRS_SETTINGS,
} from '../../config/flashcards'

/** A card's FSRS memory state as the `flashcards` collection stores it (dates as ISO strings). */
export type FlashcardSchedule = {
  due: string
  stability: number
  difficulty: number
  elapsedDays: number
  scheduledDays: number
  learningSteps: number
  reps: number
  lapses: number
  state: FlashcardState
  lastReview: string | null
}

const scheduler = fsrs({
  request_retention: FSRS_SETTINGS.requestRetention,
  maximum_interval: FSRS_SETTINGS.maximumIntervalDays,
  enable_fuzz: FSRS_SETTINGS.isFuzzEnabled,
})

/** ts-fsrs numbers states New=0 … Relearning=3 and grades Again=1 … Easy=4, in our lists' order. */
const STATE_OF: Record<FlashcardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
}
const gradeNumber = (grade: FlashcardGrade) => (FLASHCARD_GRADES.indexOf(grade) + 1) as Grade

const toSchedule = (card: Card): FlashcardSchedule => ({
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: FLASHCARD_STATES[card.state]!,
  lastReview: card.last_review ? card.last_review.toISOString() : null,
})

const toCard = (schedule: FlashcardSchedule): Card => ({
  due: new Date(schedule.due),
  stability: schedule.stability,
  difficulty: schedule.difficulty,
  elapsed_days: schedule.elapsedDays,
  scheduled_days: schedule.scheduledDays,
  learning_steps: schedule.learningSteps,
  reps: schedule.reps,
  lapses: schedule.lapses,
  state: STATE_OF[schedule.state],
  last_review: schedule.lastReview ? new Date(schedule.lastReview) : undefined,
})

/** A new card is due at once. */
export const newSchedule = (now: Date): FlashcardSchedule => toSchedule(createEmptyCard(now))

/** The card's state after one review at `now` with `grade` (FSRS, no fuzz: the same on every server). */
export const nextSchedule = ({
  schedule,
  grade,
  now,
}: {
  schedule: FlashcardSchedule
  grade: FlashcardGrade
  now: Date
}): FlashcardSchedule => toSchedule(scheduler.next(toCard(schedule), now, gradeNumber(grade)).card)
