import * as z from 'zod'

import { FLASHCARD_GRADES, FLASHCARD_STATES, type FlashcardGrade } from '@/config/flashcards'

import { apiGet, apiPost, type Credentials } from './client'
import { idSchema } from './schemas'

/** The extension's calls to /api/flashcards and the shapes it relies on. */
export const flashcardSchema = z.object({
  id: idSchema,
  front: z.string(),
  back: z.string(),
  due: z.string(),
  state: z.enum(FLASHCARD_STATES),
  reps: z.number(),
})
export type PanelFlashcard = z.infer<typeof flashcardSchema>

const dueSchema = z.object({ cards: z.array(flashcardSchema), dueCount: z.number(), total: z.number() })
const createdSchema = z.object({ card: flashcardSchema, isNew: z.boolean() })
const reviewedSchema = z.object({ card: flashcardSchema, dueCount: z.number() })
const mistakesSchema = z.object({ cards: z.array(flashcardSchema), mistakes: z.number() })

export const fetchDueFlashcards = (credentials: Credentials) => apiGet('/flashcards/due', dueSchema, credentials)

export const makeFlashcard = (answerId: string, credentials: Credentials) =>
  apiPost('/flashcards', { answerId }, createdSchema, credentials)

export const reviewFlashcard = (id: string, grade: FlashcardGrade, credentials: Credentials) =>
  apiPost(`/flashcards/${encodeURIComponent(id)}/review`, { grade }, reviewedSchema, credentials)

export const makeCardsFromMistakes = (credentials: Credentials) =>
  apiPost('/flashcards/from-mistakes', {}, mistakesSchema, credentials)

export { FLASHCARD_GRADES }
