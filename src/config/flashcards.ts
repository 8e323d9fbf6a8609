/**
 * Flashcards (issue 18 §3): the bounds the API, the pages, the panel and the tests share, and the
 * FSRS settings every review is scheduled with.
 */

/** Characters as people count them: a question on the front, a worked answer on the back. */
export const MAX_FLASHCARD_FRONT_LENGTH = 1000
export const MAX_FLASHCARD_BACK_LENGTH = 10_000

/** One account's deck; far more than a school year of questions, small enough to export at once. */
export const MAX_FLASHCARDS_PER_USER = 5000

/** "Make cards from my mistakes" looks at this many of the latest mistakes per click. */
export const MAX_MISTAKE_CARDS = 50

/** How many due cards one review session loads (the due count itself is exact). */
export const DUE_PAGE_SIZE = 50

/** The four answers of a review, in order; FSRS numbers them 1–4 (`Rating.Again` … `Rating.Easy`). */
export const FLASHCARD_GRADES = ['again', 'hard', 'good', 'easy'] as const
export type FlashcardGrade = (typeof FLASHCARD_GRADES)[number]

/** FSRS's learning states, stored by name. */
export const FLASHCARD_STATES = ['new', 'learning', 'review', 'relearning'] as const
export type FlashcardState = (typeof FLASHCARD_STATES)[number]

/**
 * FSRS parameters: 90 % recall when a card comes due, intervals up to ten years, and no fuzz, so
 * a card's next date is the same on every server and in every test.
 */
export const FSRS_SETTINGS = {
  requestRetention: 0.9,
  maximumIntervalDays: 3650,
  isFuzzEnabled: false,
} as const

/** The export files of `GET /api/flashcards/export?format=`. */
export const FLASHCARD_EXPORT_FORMATS = ['anki', 'csv'] as const
export type FlashcardExportFormat = (typeof FLASHCARD_EXPORT_FORMATS)[number]

/** How often the extension refreshes its due-count badge when nothing else does. */
export const BADGE_REFRESH_MINUTES = 30
