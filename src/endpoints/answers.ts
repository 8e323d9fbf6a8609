import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { MAX_UPLOAD_BYTES } from '../config/limits'
import { AppError } from '../lib/errors/app-error'
import { sseResponse } from '../lib/sse/write-sse'
import { IMAGE_EXTENSIONS } from '../lib/uploads/image-file'
import { storableImageType } from '../lib/uploads/image-rule'
import { answerFeedbackSchema, askSchema, ladderStepOf, statsQuerySchema } from '../lib/validation/answers'
import type { ValidationMessageKey } from '../lib/validation/messages'
import { type AskImage, askQuestion } from '../services/answers/ask'
import { checkAnswer } from '../services/answers/check-answer'
import { setAnswerFeedback } from '../services/answers/feedback'
import { climbLadder } from '../services/answers/ladder'
import { getThread, listThreads } from '../services/answers/threads'
import { isDatabaseUnavailable } from '../lib/http/database-outage'
import { usageStats } from '../services/answers/usage-stats'
import { defineEndpoint, readFormBody, readJsonBody } from './define-endpoint'

/** One image at the cap plus the text fields; anything larger is refused before it is read. */
const MAX_ASK_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

type Messages = Record<ValidationMessageKey, string>

/** The question as JSON, or multipart with one image checked by its bytes (413/415). */
const readAskRequest = async (req: PayloadRequest, messages: Messages) => {
  const contentType = req.headers.get('content-type') ?? ''
  if (!contentType.includes('multipart/form-data')) {
    const { hasImage: _ignored, ...fields } = ((await readJsonBody(req, messages)) ?? {}) as Record<string, unknown>
    return { input: askSchema.parse({ ...fields, hasImage: false }), image: undefined }
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_ASK_BODY_BYTES) {
    throw new AppError('payloadTooLarge', messages.imageTooLarge, { field: 'image' })
  }
  const form = await readFormBody(req, messages)
  const file = form.get('image')
  let image: AskImage | undefined
  if (file instanceof Blob && file.size > 0) {
    if (file.size > MAX_UPLOAD_BYTES) throw new AppError('payloadTooLarge', messages.imageTooLarge, { field: 'image' })
    const bytes = Buffer.from(await file.arrayBuffer())
    const mimeType = await storableImageType(bytes)
    if (!mimeType) throw new AppError('unsupportedMediaType', messages.imageOnly, { field: 'image' })
    image = { bytes, mimeType, name: `question-${randomUUID()}.${IMAGE_EXTENSIONS[mimeType]}` }
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined)
  // A form carries text: "true"/"false" become booleans, anything else stays for the schema to refuse.
  const examMode = text('examMode')
  const input = askSchema.parse({
    question: text('question'),
    threadId: text('threadId'),
    mode: text('mode'),
    studentAnswer: text('studentAnswer'),
    hasImage: Boolean(image),
    examMode: examMode === 'true' ? true : examMode === 'false' ? false : examMode,
    answerLocale: text('answerLocale'),
  })
  return { input, image }
}

export const answerEndpoints = [
  /**
   * POST /api/ask — JSON or multipart; answers `text/event-stream` (start, token…, done | error).
   * `mode`: a hint-ladder level to answer with, or to climb to in the thread (no question); `check`
   * answers JSON with the verdict on `studentAnswer` (src/lib/validation/answers.ts).
   */
  defineEndpoint({
    path: '/ask',
    method: 'post',
    access: 'user',
    accepts: { form: askSchema, files: ['image'] },
    handler: async ({ req, user, locale, messages }) => {
      const { input, image } = await readAskRequest(req, messages)
      // A student who leaves while the model is still silent stops the wait (and the model).
      const common = { payload: req.payload, user, locale, messages, signal: req.signal }
      if (input.mode === 'check') {
        return Response.json(
          await checkAnswer({ ...common, threadId: input.threadId!, studentAnswer: input.studentAnswer! }),
        )
      }
      const ladderStep = ladderStepOf(input)
      const events = ladderStep
        ? await climbLadder({
            ...common,
            locale: input.answerLocale ?? locale,
            threadId: input.threadId!,
            level: ladderStep,
            isExamMode: input.examMode,
            answerLocale: input.answerLocale,
          })
        : await askQuestion({
            ...common,
            question: input.question,
            threadId: input.threadId,
            image,
            level: input.mode,
            isExamMode: input.examMode,
            answerLocale: input.answerLocale,
          })
      return sseResponse(events, {
        onError: (error) => {
          if (isDatabaseUnavailable(error)) {
            req.payload.logger.warn({ msg: 'answer stream: database unavailable', userId: user.id })
            return messages.serviceUnavailable
          }
          req.payload.logger.error({ err: error, msg: 'answer stream failed', userId: user.id })
        },
        errorMessage: 'An unexpected error occurred',
      })
    },
  }),
  /** GET /api/threads — the signed-in user's conversations, newest first. */
  defineEndpoint({
    path: '/threads',
    method: 'get',
    access: 'user',
    handler: async ({ req, user }) => Response.json(await listThreads({ payload: req.payload, user })),
  }),
  /** GET /api/threads/{id} — one of the user's conversations with its turns. */
  defineEndpoint({
    path: '/threads/:id',
    method: 'get',
    access: 'user',
    handler: async ({ req, user, params, messages }) =>
      Response.json(
        await getThread({ payload: req.payload, user, threadId: params.id!, notFoundMessage: messages.threadNotFound }),
      ),
  }),
  /** GET /api/user/stats?period=daily|weekly|monthly|total — the Usage stats of spec §3. */
  defineEndpoint({
    path: '/user/stats',
    method: 'get',
    access: 'user',
    query: statsQuerySchema,
    // req.user is read from the database on every request: already current.
    handler: async ({ req, user, query }) =>
      Response.json(await usageStats({ payload: req.payload, user, period: query.period })),
  }),
]

/**
 * Mounted on the answers collection: `/api/answers/…` belongs to its REST routes, so a root
 * endpoint there would never be reached.
 */
export const answerCollectionEndpoints = [
  /** POST /api/answers/:id/feedback {helpful} — the student's vote on their own answer. */
  defineEndpoint({
    path: '/:id/feedback',
    method: 'post',
    access: 'user',
    body: answerFeedbackSchema,
    handler: async ({ req, user, params, body, messages }) =>
      Response.json(
        await setAnswerFeedback({
          payload: req.payload,
          user,
          answerId: params.id!,
          isHelpful: body.helpful,
          messages,
        }),
      ),
  }),
]
