import type { Payload } from 'payload'

import type { AnswerOutcome, AnswerSource, LadderLevel } from '../../config/answers'
import type { Locale } from '../../config/locales'
import { AppError } from '../../lib/errors/app-error'
import type { ValidationMessageKey } from '../../lib/validation/messages'
import type { Answer, AnswerThread, User } from '../../payload-types'
import { weeklyAllowance } from '../billing/current-subscription'
import { isDatabaseUnavailable } from '../../lib/http/database-outage'
import { countQuestionAsked, releaseRequest, reserveRequest } from '../quotas/weekly-usage'
import { assertCanAsk } from './access'
import { type AskImage, buildChatMessages } from './chat-messages'
import { type CrossCheckResult, crossCheckAnswer, type MathsSolution, solveMaths } from './maths'
import { solveMathsMethod } from './maths/method-only'
import {
  type ModelChunk,
  type ModelConfig,
  modelConfigFromEnv,
  ModelUnavailableError,
  openChatStream,
} from './model-client'
import { ladderHeading } from './ladder-text'
import { earlierTurns, findOwnThread, threadTitle } from './threads'
import { forgetUnconfirmedAnswer } from './unconfirmed-answer'

// The image asked about is a part of the model's messages (chat-messages.ts); callers name it here.
export type { AskImage }

export type AskStreamEvent =
  | { type: 'start'; threadId: number | string }
  | { type: 'token'; text: string }
  | {
      type: 'done'
      answerId: number | string
      threadId: number | string
      source: AnswerSource
      isVerified: boolean
      crossCheck: CrossCheckResult | null
      remainingRequests: number | null
      resetTime: string
      /** The hint ladder's level reached (`full` for a plain answer). */
      ladderLevel: LadderLevel
    }
  | { type: 'error'; message: string }

type AskArgs = {
  payload: Payload
  user: User
  question: string
  threadId?: string
  image?: AskImage
  locale: Locale
  /** A quiz or exam page: the method and hints, never the final answer (maths and model alike). */
  isExamMode?: boolean
  /** Answer in this language rather than the question's (the request's locale for maths labels otherwise). */
  answerLocale?: Locale
  messages: Record<ValidationMessageKey, string>
  signal?: AbortSignal
  now?: Date
  /** The first level of the hint ladder to answer with; `full` (a plain answer) unless asked. */
  level?: LadderLevel
}

type Opened =
  | { source: 'cas'; solution: MathsSolution }
  | { source: 'model'; model: string; chunks: AsyncGenerator<ModelChunk>; close: () => void }

/**
 * POST /api/ask's operation. Everything that can refuse the question — access, thread, model
 * configuration, the weekly quota, an unreachable model — happens before it resolves, so the
 * endpoint can answer with a plain HTTP error; the returned stream then only carries the answer.
 * A question is counted atomically up front and given back only when nothing of the answer was
 * sent (decisions.md): once the student has read part of an answer, it counts, whatever fails next.
 */
export const askQuestion = async (args: AskArgs): Promise<AsyncGenerator<AskStreamEvent>> => {
  const level = args.level ?? 'full'
  const { payload, user, question, image, messages } = args
  const { isUnlimited, limit } = weeklyAllowance(user)
  // The checks and the atomic count run together (the hot path); the CAS works meanwhile.
  const pending = Promise.allSettled([
    assertCanAsk({ payload, user, message: messages.accessNotApproved }),
    args.threadId
      ? findOwnThread({ payload, user, threadId: args.threadId, notFoundMessage: messages.threadNotFound })
      : null,
    reserveRequest({ payload, userId: user.id, limit, now: args.now }),
  ])
  const mathsLocale = args.answerLocale ?? args.locale
  const solution = image
    ? null
    : args.isExamMode
      ? solveMathsMethod(question, mathsLocale)
      : solveMaths(question, mathsLocale)
  const modelConfig = solution ? null : modelConfigFromEnv()
  const [access, found, reserved] = await pending

  if (reserved.status === 'rejected') throw reserved.reason
  const reservation = reserved.value
  const release = () => releaseRequest({ payload, userId: user.id, week: reservation.week })
  // Refusals in the order a student should hear them: access, conversation, service, quota.
  const refusal =
    access.status === 'rejected'
      ? access.reason
      : found.status === 'rejected'
        ? found.reason
        : !solution && !modelConfig
          ? new AppError('unavailable', messages.modelUnavailable)
          : !reservation.isAllowed
            ? new AppError('rateLimited', messages.weeklyLimitReached, {
                details: { resetTime: reservation.resetTime },
              })
            : null
  if (refusal) {
    if (reservation.isAllowed) await release()
    throw refusal
  }
  const thread = found.status === 'fulfilled' ? found.value : null

  const startedAt = Date.now()
  // A new conversation is created while the model starts answering; dropped again if it cannot.
  const newThread = thread
    ? null
    : (payload.db.create({
        collection: 'answer-threads',
        data: {
          user: user.id,
          title: threadTitle(question, messages.imageQuestionTitle),
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      }) as Promise<AnswerThread>)
  let opened: Opened | undefined
  let readyThread: AnswerThread
  try {
    opened = solution ? { source: 'cas', solution } : await openModel({ ...args, thread, config: modelConfig! })
    readyThread = thread ?? (await newThread!)
  } catch (error) {
    if (opened?.source === 'model') opened.close()
    await release()
    await newThread
      ?.then((created) => payload.delete({ collection: 'answer-threads', id: created.id, overrideAccess: true }))
      .catch(() => undefined)
    if (error instanceof ModelUnavailableError) {
      payload.logger.warn({ msg: 'answer model unavailable', reason: error.message })
      throw new AppError('unavailable', messages.modelUnavailable)
    }
    throw error
  }

  return streamAnswer({
    ...args,
    level,
    thread: readyThread,
    isFollowUp: Boolean(thread),
    opened,
    startedAt,
    release,
    remaining: isUnlimited ? null : Math.max(0, limit - reservation.used),
    resetTime: reservation.resetTime,
  })
}

const openModel = async ({
  payload,
  thread,
  question,
  image,
  config,
  signal,
  isExamMode,
  answerLocale,
  level,
}: AskArgs & { thread: AnswerThread | null; config: ModelConfig }): Promise<Opened> => {
  const history = thread ? await earlierTurns(payload, thread) : []
  const chat = buildChatMessages({ history, question, image, level, isExamMode, answerLocale })
  return { source: 'model', ...(await openChatStream({ config, messages: chat, hasImage: Boolean(image), signal })) }
}

async function* streamAnswer(
  args: AskArgs & {
    level: LadderLevel
    thread: AnswerThread
    isFollowUp: boolean
    opened: Opened
    startedAt: number
    release: () => Promise<void>
    remaining: number | null
    resetTime: string
  },
): AsyncGenerator<AskStreamEvent> {
  const { payload, user, question, messages, opened, thread } = args
  let text = ''
  // Whether any of the answer itself (not only our heading) has reached the student.
  let hasSentAnswer = false
  let outcome: AnswerOutcome = 'cancelled'
  let usage = { promptTokens: 0, completionTokens: 0 }
  try {
    yield { type: 'start', threadId: thread.id }
    // A level below the full answer says which one it is; a plain answer reads as it always did.
    text = ladderHeading({ level: args.level, messages, isFirst: true })
    if (text) yield { type: 'token', text }
    if (opened.source === 'cas') {
      const body = args.level === 'full' ? opened.solution.markdown : opened.solution.levels[args.level]
      text += body
      hasSentAnswer = true
      yield { type: 'token', text: body }
    } else {
      for await (const chunk of opened.chunks) {
        if (chunk.type === 'usage') {
          usage = chunk
          continue
        }
        text += chunk.text
        hasSentAnswer ||= chunk.text.length > 0
        yield { type: 'token', text: chunk.text }
      }
    }
    outcome = 'answered'
  } catch (error) {
    if (!(error instanceof ModelUnavailableError)) throw error
    payload.logger.warn({ msg: 'answer stream failed', reason: error.message })
    outcome = 'model_error'
  } finally {
    // A student who leaves before the first token closes the model connection here too.
    if (outcome !== 'answered' && opened.source === 'model') opened.close()
    // A cancelled answer (the student closed the panel) still cost a model call: it stays counted.
    if (outcome !== 'answered') await recordAnswer({ ...args, thread, text, outcome, usage, crossCheck: null })
  }
  if (outcome === 'model_error') {
    if (hasSentAnswer) {
      yield { type: 'error', message: messages.answerInterruptedCounted }
      return
    }
    await args.release()
    yield { type: 'error', message: messages.answerInterrupted }
    return
  }

  // Only a full answer has a final result to cross-check; an exam-mode answer never has one.
  const crossCheck =
    opened.source === 'model' && question && args.level === 'full' && !args.isExamMode
      ? crossCheckAnswer({ question, answerMarkdown: text })
      : null
  // The answer row is written last: an answer that exists was delivered, and one that fails
  // (the database went away) leaves no answer behind. The whole answer was read, so it counts.
  let answer: Pick<Answer, 'id'>
  const recordedAt = new Date().toISOString()
  try {
    await Promise.all([
      countQuestionAsked({ payload, userId: user.id }),
      // A follow-up moves its conversation to the top of the history.
      args.isFollowUp
        ? payload.db.updateOne({
            collection: 'answer-threads',
            id: thread.id,
            data: { updatedAt: new Date().toISOString() },
            returning: false,
          })
        : null,
    ])
    answer = await recordAnswer({ ...args, thread, text, outcome, usage, crossCheck, recordedAt })
  } catch (error) {
    if (isDatabaseUnavailable(error))
      void forgetUnconfirmedAnswer(payload, { userId: user.id, threadId: thread.id, recordedAt })
    throw error
  }
  yield {
    type: 'done',
    answerId: answer.id,
    threadId: thread.id,
    source: opened.source,
    isVerified: opened.source === 'cas',
    crossCheck,
    remainingRequests: args.remaining,
    resetTime: args.resetTime,
    ladderLevel: args.level,
  }
}

const recordAnswer = async (
  args: AskArgs & {
    level: LadderLevel
    thread: AnswerThread
    opened: Opened
    startedAt: number
    text: string
    outcome: AnswerOutcome
    usage: { promptTokens: number; completionTokens: number }
    crossCheck: CrossCheckResult | null
    /** The row's creation instant (ISO), when the caller must be able to find the row again. */
    recordedAt?: string
  },
) => {
  const { payload, user, image, opened } = args
  const stored = image
    ? await payload.create({
        collection: 'question-images',
        data: { uploadedBy: user.id },
        file: { data: image.bytes, mimetype: image.mimeType, name: image.name, size: image.bytes.length },
        depth: 0,
        overrideAccess: true,
      })
    : null
  // Bookkeeping rows with no hooks or access rules: the adapter writes them directly, sparing the
  // operation's validation and re-read on the answer's hot path.
  const now = args.recordedAt ?? new Date().toISOString()
  return (await payload.db.create({
    collection: 'answers',
    data: {
      user: user.id,
      thread: args.thread.id,
      question: args.question,
      image: stored?.id ?? null,
      answer: args.text,
      source: opened.source,
      outcome: args.outcome,
      isVerified: opened.source === 'cas',
      crossCheck: args.crossCheck,
      latencyMs: Date.now() - args.startedAt,
      promptTokens: args.usage.promptTokens,
      completionTokens: args.usage.completionTokens,
      model: opened.source === 'model' ? opened.model : null,
      ladderLevel: args.level,
      createdAt: now,
      updatedAt: now,
    },
    select: { id: true },
  })) as Pick<Answer, 'id'>
}
