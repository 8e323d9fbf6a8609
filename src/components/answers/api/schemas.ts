// zod's small build: the ask page and the extension's panel load these checks with their first screen.
import * as z from 'zod/mini'

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
export const idSchema = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String))

/** The part of GET /api/auth/verify's user the extension keeps. */
export const sessionUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  plan: z.string(),
  requestLimit: z.optional(z.nullable(z.number())),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export const verifyResponseSchema = z.object({ user: sessionUserSchema })

/** A JSON error before any streaming: `{ message, field?, resetTime? }`. */
export const apiErrorBodySchema = z.object({
  message: z.optional(z.string()),
  field: z.optional(z.string()),
  resetTime: z.optional(z.nullable(z.string())),
})

/** GET /api/access/status: whether the site lets this account ask yet (a paid one is always approved). */
export const accessStatusSchema = z.object({
  status: z.enum([...ACCESS_REQUEST_STATUSES, 'none']),
  isPaid: z.optional(z.boolean()),
})
export type AccessInfo = z.infer<typeof accessStatusSchema>

export const weeklyStatsSchema = z.object({
  remainingRequests: z.optional(z.nullable(z.number())),
  requestLimit: z.optional(z.nullable(z.number())),
  resetTime: z.optional(z.nullable(z.string())),
})
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>

const sourceSchema = z.enum(ANSWER_SOURCES)
const crossCheckSchema = z.optional(z.nullable(z.enum(CROSS_CHECK_RESULTS)))
/** Older servers send no level: their answers are full answers. */
const ladderLevelSchema = z.catch(z.enum(LADDER_LEVELS), 'full')
const checkVerdictSchema = z.enum(CHECK_VERDICTS)

export const threadSummarySchema = z.object({
  id: idSchema,
  title: z.optional(z.nullable(z.string())),
  updatedAt: z.string(),
  lastQuestion: z.optional(z.nullable(z.string())),
})
export type ThreadSummary = z.infer<typeof threadSummarySchema>
export const threadListSchema = z.object({ threads: z.array(threadSummarySchema) })

export const threadTurnSchema = z.object({
  answerId: idSchema,
  question: z.optional(z.nullable(z.string())),
  hasImage: z.optional(z.boolean()),
  answer: z.optional(z.nullable(z.string())),
  source: z.optional(z.nullable(sourceSchema)),
  isVerified: z.optional(z.boolean()),
  crossCheck: crossCheckSchema,
  feedback: z.optional(z.nullable(z.enum(ANSWER_FEEDBACK))),
  ladderLevel: ladderLevelSchema,
  checkVerdict: z.catch(z.nullable(checkVerdictSchema), null),
  createdAt: z.optional(z.string()),
})
export type ThreadTurn = z.infer<typeof threadTurnSchema>
export const threadResponseSchema = z.object({
  thread: z.object({ id: idSchema, title: z.optional(z.nullable(z.string())), turns: z.array(threadTurnSchema) }),
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
    remainingRequests: z.optional(z.nullable(z.number())),
    resetTime: z.optional(z.nullable(z.string())),
    ladderLevel: ladderLevelSchema,
  }),
  error: z.object({ message: z.string() }),
}

/** POST /api/ask {mode: 'check'}: the verdict on the student's own answer. */
export const checkResultSchema = z.object({
  answerId: idSchema,
  verdict: checkVerdictSchema,
  reason: z.catch(z.nullable(z.enum(CHECK_REASONS)), null),
  firstWrongStep: z.catch(z.nullable(z.object({ index: z.nullable(z.number()), text: z.string() })), null),
  explanation: z.catch(z.nullable(z.string()), null),
  checksLeft: z.optional(z.number()),
})
export type CheckResult = z.infer<typeof checkResultSchema>

export type AskEvent = {
  [K in keyof typeof askEventSchemas]: { type: K } & z.infer<(typeof askEventSchemas)[K]>
}[keyof typeof askEventSchemas]
export type AskDone = Extract<AskEvent, { type: 'done' }>
