import type { Payload } from 'payload'

import type { Locale } from '../../config/locales'
import {
  ESSAY_SAVE_INTERVAL_MS,
  type EssayStatus,
  finishedEssayStatus,
  targetWords,
  WRITER_MODEL_TIMEOUTS,
} from '../../config/writer'
import { AppError } from '../../lib/errors/app-error'
import type { ValidationMessageKey } from '../../lib/validation/messages'
import type { EssayRequest } from '../../lib/validation/writer'
import type { Essay, User } from '../../payload-types'
import { type ModelChunk, modelConfigFromEnv, ModelUnavailableError, openChatStream } from '../answers/model-client'
import { weeklyEssayAllowance } from '../billing/current-subscription'
import { releaseRequest, reserveRequest } from '../quotas/weekly-usage'
import { assertCanUseWriter } from './access'
import { essayTitle, essayWords } from '../../lib/writer/essay-text'
import { buildEssayMessages } from './prompts'

export type EssayStreamEvent =
  | { type: 'start'; essayId: number | string; title: string; targetWords: number }
  | { type: 'token'; text: string }
  | {
      type: 'done'
      essayId: number | string
      /** `complete`, or `short` when the model ended the essay far below its length (never `partial`). */
      status: EssayStatus
      words: number
      remainingEssays: number | null
      resetTime: string
    }
  | { type: 'error'; message: string; essayId: number | string | null }

/** The validated request (its language resolved) and who asks. */
type WriteArgs = EssayRequest & {
  language: Locale
  payload: Payload
  user: User
  messages: Record<ValidationMessageKey, string>
  signal?: AbortSignal
  now?: Date
}

type Opened = { model: string; chunks: AsyncGenerator<ModelChunk>; close: () => void }

/**
 * POST /api/writer/essays' operation. Every refusal — plan, service, weekly allowance, an
 * unreachable model — happens before it resolves, so the endpoint answers a plain HTTP error
 * and nothing is counted or stored; the returned stream then only carries the essay. The essay
 * is counted atomically up front and given back when the model fails.
 */
export const writeEssay = async (args: WriteArgs): Promise<AsyncGenerator<EssayStreamEvent>> => {
  const { payload, user, messages } = args
  assertCanUseWriter({ user, message: messages.writerNeedsPlan })
  const config = modelConfigFromEnv()
  if (!config) throw new AppError('unavailable', messages.writerUnavailable)
  const { isUnlimited, limit } = weeklyEssayAllowance(user)
  const reservation = await reserveRequest({ payload, userId: user.id, limit, counter: 'essays', now: args.now })
  if (!reservation.isAllowed) {
    throw new AppError('rateLimited', messages.weeklyEssayLimitReached, {
      details: { resetTime: reservation.resetTime },
    })
  }
  const release = () => releaseRequest({ payload, userId: user.id, week: reservation.week, counter: 'essays' })

  let opened: Opened | undefined
  let essay: Essay
  try {
    const words = targetWords(args.length)
    opened = await openChatStream({
      config,
      messages: buildEssayMessages(args),
      hasImage: false,
      signal: args.signal,
      timeouts: WRITER_MODEL_TIMEOUTS.essay,
      options: { temperature: 0.7, maxTokens: words * 3 + 500 },
    })
    essay = await payload.create({
      collection: 'essays',
      data: {
        user: user.id,
        title: essayTitle('', args.topic),
        topic: args.topic,
        length: args.length,
        tone: args.tone,
        language: args.language,
        outline: args.outline.map((heading) => ({ heading })),
        styleSample: args.styleSample,
        content: '',
        words: 0,
        targetWords: words,
        status: 'streaming',
        model: opened.model,
      },
      depth: 0,
      // The writer writes essays; students may only read and delete theirs (collection access).
      overrideAccess: true,
    })
  } catch (error) {
    opened?.close()
    await release()
    if (error instanceof ModelUnavailableError) {
      payload.logger.warn({ msg: 'essay model unavailable', reason: error.message })
      throw new AppError('unavailable', messages.writerUnavailable)
    }
    throw error
  }
  return streamEssay({
    ...args,
    essay,
    opened,
    release,
    remaining: isUnlimited ? null : Math.max(0, limit - reservation.used),
    resetTime: reservation.resetTime,
  })
}

async function* streamEssay(
  args: WriteArgs & {
    essay: Essay
    opened: Opened
    release: () => Promise<void>
    remaining: number | null
    resetTime: string
  },
): AsyncGenerator<EssayStreamEvent> {
  const { payload, essay, opened, messages } = args
  let content = ''
  let outcome: 'complete' | 'cancelled' | 'failed' = 'cancelled'
  let finished: EssayStatus = 'partial'
  let savedAt = Date.now()
  // Saved as it streams: a dropped connection or a restart keeps what was written.
  const save = async (status: EssayStatus) => {
    savedAt = Date.now()
    try {
      await payload.db.updateOne({
        collection: 'essays',
        id: essay.id,
        data: {
          content,
          words: essayWords(content),
          title: essayTitle(content, args.topic),
          status,
          updatedAt: new Date().toISOString(),
        },
        returning: false,
      })
    } catch (error) {
      // Deleted meanwhile by its owner, or a database hiccup: the stream goes on regardless.
      payload.logger.warn({ err: error, msg: 'essay progress not saved', essayId: essay.id })
    }
  }
  try {
    yield { type: 'start', essayId: essay.id, title: essay.title, targetWords: essay.targetWords ?? 0 }
    for await (const chunk of opened.chunks) {
      if (chunk.type !== 'token') continue
      content += chunk.text
      yield { type: 'token', text: chunk.text }
      if (Date.now() - savedAt >= ESSAY_SAVE_INTERVAL_MS) await save('streaming')
    }
    outcome = content.trim() ? 'complete' : 'failed'
  } catch (error) {
    if (!(error instanceof ModelUnavailableError)) throw error
    payload.logger.warn({ msg: 'essay stream failed', reason: error.message, essayId: essay.id })
    outcome = 'failed'
  } finally {
    // A student who leaves closes the model connection here: the model stops writing.
    if (outcome !== 'complete') opened.close()
    // Nothing written is nothing to keep; otherwise the essay is kept, finished or partial.
    if (!content.trim()) {
      await payload.delete({ collection: 'essays', id: essay.id, overrideAccess: true }).catch(() => undefined)
    } else {
      const words = essayWords(content)
      if (outcome === 'complete') finished = finishedEssayStatus({ words, targetWords: essay.targetWords ?? 0 })
      await save(finished)
    }
    // A cancelled essay still cost a model call and stays counted; a failure is given back.
    if (outcome === 'failed') await args.release()
  }
  if (outcome === 'failed') {
    yield { type: 'error', message: messages.essayInterrupted, essayId: content.trim() ? essay.id : null }
    return
  }
  yield {
    type: 'done',
    essayId: essay.id,
    status: finished,
    words: essayWords(content),
    remainingEssays: args.remaining,
    resetTime: args.resetTime,
  }
}
