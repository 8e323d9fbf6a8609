import { z } from 'zod'

import { MAX_QUESTION_LENGTH } from '../../config/limits'
import { LOCALES } from '../../config/locales'
import { STATS_PERIODS } from '../../config/stats'
import type { ValidationMessageKey } from './messages'

const key = (k: ValidationMessageKey) => k

/** Counted in characters as people see them (code points), not UTF-16 units. */
const characterCount = (text: string) => [...text].length

/** An id as sent by any client: numbers on SQL databases, strings on MongoDB. */
const idParam = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(64))

/**
 * POST /api/ask: up to 500 characters of question, an optional image (checked separately, on its
 * bytes), the thread a follow-up belongs to, exam mode and the answer's language. Text or image is required.
 */
export const askSchema = z
  .object({
    question: z
      .string()
      .trim()
      .default('')
      .refine((text) => characterCount(text) <= MAX_QUESTION_LENGTH, key('questionTooLong')),
    threadId: idParam.optional(),
    hasImage: z.boolean().default(false),
    /** The page is a quiz or exam (the extension's exam-page list): explain, never give the final answer. */
    examMode: z.boolean({ message: key('examModeInvalid') }).default(false),
    /** The language to answer in when it differs from the question's; one of the 14 site locales. */
    answerLocale: z.enum(LOCALES, { message: key('answerLocaleInvalid') }).optional(),
  })
  .refine((input) => input.question.length > 0 || input.hasImage, {
    message: key('questionRequired'),
    path: ['question'],
  })
export type AskRequest = z.infer<typeof askSchema>

export const statsQuerySchema = z.object({
  period: z.enum(STATS_PERIODS, { message: key('statsPeriodInvalid') }).default('daily'),
})

/** POST /api/answers/:id/feedback: the student's helpful / not helpful vote. */
export const answerFeedbackSchema = z.object({ helpful: z.boolean() }).strict()
