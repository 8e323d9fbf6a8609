import * as z from 'zod'

import { ACCESS_REQUEST_STATUSES } from '@/config/access-requests'
import {
  ANSWER_FEEDBACK,
  ANSWER_SOURCES,
  CHECK_REASONS,
  CHECK_VERDICTS,
  CROSS_CHECK_RESULTS,
  LADDER_LEVELS,
} from '@/config/answers'

/** Ids are numbers on SQL databases and strings on MongoDB: the answer UI keeps them as strings. */
export const idSchema = z.union([z.string().min(1), z.number()]).transform(String)

/** The part of GET /api/auth/verify's user the extension keeps. */
export const sessionUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  plan: z.string(),
  requestLimit: z.number().nullable().optional(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export const verifyResponseSchema = z.object({ user: sessionUserSchema })

/** A JSON error before any streaming: `{ message, field?, resetTime? }`. */
export const apiErrorBodySchema = z.object({
  message: z.string().optional(),
  field: z.string().optional(),
  resetTime: z.string().nullable().optional(),
})

/** GET /api/access/status: whether the site lets this account ask yet (a paid one is always approved). */
export const accessStatusSchema = z.object({
  status: z.enum([...ACCESS_REQUEST_STATUSES, 'none']),
  isPaid: z.boolean().optional(),
})
export type AccessInfo = z.infer<typeof accessStatusSchema>

export const weeklyStatsSchema = z.object({
  remainingRequests: z.number().nullable().optional(),
  requestLimit: z.number().nullable().optional(),
  resetTime: z.string().nullable().optional(),
})
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>

const sourceSchema = z.enum(ANSWER_SOURCES)
const crossCheckSchema = z.enum(CROSS_CHECK_RESULTS).nullable().optional()
/** Older servers send no level: their answers are full answers. */
const ladderLevelSchema = z.enum(LADDER_LEVELS).catch('full')
const checkVerdictSchema = z.enum(CHECK_VERDICTS)

export const threadSummarySchema = z.object({
  id: idSchema,
  title: z.string().nullable().optional(),
  updatedAt: z.string(),
  lastQuestion: z.string().nullable().optional(),
})
export type ThreadSummary = z.infer<typeof threadSummarySchema>
export const threadListSchema = z.object({ threads: z.array(threadSummarySchema) })

export const threadTurnSchema = z.object({
  answerId: idSchema,
  question: z.string().nullable().optional(),
  hasImage: z.boolean().optional(),
  answer: z.string().nullable().optional(),
  source: sourceSchema.nullable().optional(),
  isVerified: z.boolean().optional(),
  crossCheck: crossCheckSchema,
  feedback: z.enum(ANSWER_FEEDBACK).nullable().optional(),
  ladderLevel: ladderLevelSchema,
  checkVerdict: checkVerdictSchema.nullable().catch(null),
  createdAt: z.string().optional(),
})
export type ThreadTurn = z.infer<typeof threadTurnSchema>
export const threadResponseSchema = z.object({
  thread: z.object({ id: idSchema, title: z.string().nullable().optional(), turns: z.array(threadTurnSchema) }),
})
export type ThreadDetail = z.infer<typeof threadResponseSchema>['thread']

/** POST /api/answers/:id/feedback */
export const feedbackResponseSchema = z.object({ feedback: z.enum(ANSWER_FEEDBACK) })

/** The events of POST /api/ask's `text/event-stream`, by event name. */
export const askEventSchemas = {
  start: z.object({ threadId: idSchema }),
  token: z.object({ text: z.string() }),
  done: z.object({
    answerId: idSchema,
    threadId: idSchema,
    source: sourceSchema,
    isVerified: z.boolean(),
    crossCheck: crossCheckSchema,
    remainingRequests: z.number().nullable().optional(),
    resetTime: z.string().nullable().optional(),
    ladderLevel: ladderLevelSchema,
  }),
  error: z.object({ message: z.string() }),
}

/** POST /api/ask {mode: 'check'}: the verdict on the student's own answer. */
export const checkResultSchema = z.object({
  answerId: idSchema,
  verdict: checkVerdictSchema,
  reason: z.enum(CHECK_REASONS).nullable().catch(null),
  firstWrongStep: z.object({ index: z.number().nullable(), text: z.string() }).nullable().catch(null),
  explanation: z.string().nullable().catch(null),
  checksLeft: z.number().optional(),
})
export type CheckResult = z.infer<typeof checkResultSchema>

export type AskEvent = {
  [K in keyof typeof askEventSchemas]: { type: K } & z.infer<(typeof askEventSchemas)[K]>
}[keyof typeof askEventSchemas]
export type AskDone = Extract<AskEvent, { type: 'done' }>
