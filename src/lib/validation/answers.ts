import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { ASK_MODES, type LadderLevel, MAX_STUDENT_ANSWER_LENGTH } from '../../config/answers'
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
 * bytes), and the thread a follow-up belongs to. Exam mode (`examMode`) and the answer's
 * language (`answerLocale`) apply to every kind. Text or image is required, except:
 * - `mode: 'step' | 'full'` (or `'hint'`) with a `threadId` and no question climbs the hint ladder of
 *   the thread's latest question (src/services/answers/ladder.ts);
 * - `mode: 'check'` checks `studentAnswer` against the thread's latest question (its `question` is
 *   not read).
 * Without `mode` the request is a plain question, answered in full.
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
    mode: z.enum(ASK_MODES, { message: key('askModeInvalid') }).optional(),
    studentAnswer: z
      .string({ message: key('studentAnswerRequired') })
      .trim()
      .refine((text) => characterCount(text) <= MAX_STUDENT_ANSWER_LENGTH, key('studentAnswerTooLong'))
      .optional(),
  })
  .superRefine((input, context) => {
    const problem = (message: ValidationMessageKey, field: string) =>
      context.addIssue({ code: 'custom', message, path: [field] })
    if (input.mode === 'check') {
      // A verdict on an answer is the answer itself on a quiz or exam page.
      if (input.examMode) problem('checkOffInExamMode', 'mode')
      if (!input.threadId) problem('checkNeedsThread', 'threadId')
      if (!input.studentAnswer) problem('studentAnswerRequired', 'studentAnswer')
      if (input.hasImage) problem('checkTakesNoImage', 'image')
      return
    }
    const isLadderStep = input.mode !== undefined && input.threadId !== undefined
    if (!input.question && !input.hasImage && !isLadderStep) problem('questionRequired', 'question')
  })
export type AskRequest = z.infer<typeof askSchema>

/** The level a ladder step climbs to: a mode and a thread, no new question (else null: a new question). */
export const ladderStepOf = (input: AskRequest): LadderLevel | null =>
  input.mode && input.mode !== 'check' && !input.question && !input.hasImage && input.threadId ? input.mode : null

export const statsQuerySchema = z.object({
  period: z.enum(STATS_PERIODS, { message: key('statsPeriodInvalid') }).default('daily'),
})

/** POST /api/answers/:id/feedback: the student's helpful / not helpful vote. */
export const answerFeedbackSchema = z.object({ helpful: z.boolean() }).strict()
