import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import {
  FLASHCARD_EXPORT_FORMATS,
  FLASHCARD_GRADES,
  MAX_FLASHCARD_BACK_LENGTH,
  MAX_FLASHCARD_FRONT_LENGTH,
} from '../../config/flashcards'
import type { ValidationMessageKey } from './messages'

const key = (k: ValidationMessageKey) => k

/** Counted in characters as people see them (code points), not UTF-16 units. */
const characterCount = (text: string) => [...text].length

const side = (required: ValidationMessageKey, tooLong: ValidationMessageKey, max: number) =>
  z
    .string({ error: key(required) })
    .trim()
    .min(1, key(required))
    .refine((text) => characterCount(text) <= max, key(tooLong))

export const flashcardFrontSchema = side('flashcardFrontRequired', 'flashcardFrontTooLong', MAX_FLASHCARD_FRONT_LENGTH)
export const flashcardBackSchema = side('flashcardBackRequired', 'flashcardBackTooLong', MAX_FLASHCARD_BACK_LENGTH)

/** An id as sent by any client: numbers on SQL databases, strings on MongoDB. */
const idParam = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(64))

/**
 * POST /api/flashcards: from one of the student's answers (`answerId`; its question and answer are
 * the sides unless given), or written by hand (`front` and `back`).
 */
export const createFlashcardSchema = z
  .object({
    answerId: idParam.optional(),
    front: flashcardFrontSchema.optional(),
    back: flashcardBackSchema.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.answerId) return
    if (input.front === undefined)
      context.addIssue({ code: 'custom', message: key('flashcardFrontRequired'), path: ['front'] })
    if (input.back === undefined)
      context.addIssue({ code: 'custom', message: key('flashcardBackRequired'), path: ['back'] })
  })
export type CreateFlashcardRequest = z.infer<typeof createFlashcardSchema>

/** POST /api/flashcards/:id/review */
export const reviewFlashcardSchema = z
  .object({ grade: z.enum(FLASHCARD_GRADES, { error: key('flashcardGradeInvalid') }) })
  .strict()

/** GET /api/flashcards/export?format= */
export const flashcardExportQuerySchema = z.object({
  format: z.enum(FLASHCARD_EXPORT_FORMATS, { error: key('flashcardExportFormatInvalid') }),
})
