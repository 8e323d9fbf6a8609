import type { FlashcardExportFormat, FlashcardGrade } from '@/config/flashcards'
import type { FlashcardView } from '@/services/flashcards/flashcards'

/** The shapes of /api/flashcards as the pages read them. */
export type Flashcard = Omit<FlashcardView, 'id' | 'answerId'> & {
  id: number | string
  answerId: number | string | null
}
export type DueFlashcards = { cards: Flashcard[]; dueCount: number; total: number }
export type FlashcardDeck = { cards: Flashcard[] }

export const DUE_KEY = '/api/flashcards/due'
export const DECK_KEY = '/api/flashcards'
export const reviewPath = (id: Flashcard['id']) => `/api/flashcards/${id}/review`
export const cardPath = (id: Flashcard['id']) => `/api/flashcards/${id}`
export const FROM_MISTAKES_PATH = '/api/flashcards/from-mistakes'
export const exportHref = (format: FlashcardExportFormat) => `/api/flashcards/export?format=${format}`
export type { FlashcardGrade }
