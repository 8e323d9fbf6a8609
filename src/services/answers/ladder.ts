import type { Payload } from 'payload'

import type { LadderLevel } from '../../config/answers'
import type { Locale } from '../../config/locales'
import { AppError } from '../../lib/errors/app-error'
import type { ValidationMessageKey } from '../../lib/validation/messages'
import { nextWeekStart } from '../../lib/week'
import type { Answer, AnswerThread, User } from '../../payload-types'
import { weeklyAllowance } from '../billing/current-subscription'
import { usedThisWeek } from '../quotas/weekly-usage'
import { assertCanAsk } from './access'
import { claimLadderLevel } from './answer-claims'
import type { AskStreamEvent } from './ask'
import { earlierMessages, questionText, systemPrompt } from './chat-messages'
import { crossCheckAnswer, solveMaths } from './maths'
import { solveMathsMethod } from './maths/method-only'
import {
  type ChatMessage,
  type ModelChunk,
  modelConfigFromEnv,
  ModelUnavailableError,
  openChatStream,
} from './model-client'
import { isHigherLevel, ladderHeading } from './ladder-text'
import { LADDER_REQUESTS } from './prompts'
import { earlierTurns, findOwnThread, latestAnswer } from './threads'

type ClimbArgs = {
  payload: Payload
  user: User
  threadId: string
  level: LadderLevel
  locale: string
  /** A quiz or exam page: the levels stop at the method (src/config/exam-mode.ts). */
  isExamMode?: boolean
  answerLocale?: Locale
  messages: Record<ValidationMessageKey, string>
  signal?: AbortSignal
}

type Level = { kind: 'cas'; text: string } | { kind: 'model'; chunks: AsyncGenerator<ModelChunk>; close: () => void }

/** The model asked for one more level: the thread so far, the question and the levels already shown. */
const ladderMessages = async (
  payload: Payload,
  thread: AnswerThread,
  answer: Answer,
  { level, isExamMode, answerLocale }: Pick<ClimbArgs, 'level' | 'isExamMode' | 'answerLocale'>,
) => {
  const history = (await earlierTurns(payload, thread)).filter((turn) => turn.id !== answer.id)
  const system = systemPrompt({ hasHistory: history.length > 0, ladderLevel: level, isExamMode, answerLocale })
  const chat: ChatMessage[] = [
    { role: 'system', content: system },
    ...earlierMessages(history),
    { role: 'user', content: questionText(answer) || LADDER_REQUESTS.full },
    { role: 'assistant', content: answer.answer ?? '' },
    { role: 'user', content: LADDER_REQUESTS[level] },
  ]
  return chat
}

/**
 * The next level of the hint ladder for the thread's latest question (POST /api/ask with a mode, a
 * thread and no question). It is the same question, so it is not counted again; what keeps that
 * from becoming free answers: only the latest question of one's own thread climbs, only upwards,
 * each level once (claimed atomically before any work), and the question is the stored one, never
 * text from the request. A level that fails is given back, and nothing is added to the answer.
 */
export const climbLadder = async (args: ClimbArgs): Promise<AsyncGenerator<AskStreamEvent>> => {
  const { payload, user, messages, level } = args
  await assertCanAsk({ payload, user, message: messages.accessNotApproved })
  const thread = await findOwnThread({
    payload,
    user,
    threadId: args.threadId,
    notFoundMessage: messages.threadNotFound,
  })
  const answer = await latestAnswer(payload, thread)
  if (!answer) throw new AppError('conflict', messages.noAnsweredQuestion)
  const from = answer.ladderLevel ?? 'full'
  if (!isHigherLevel(level, from)) throw new AppError('conflict', messages.ladderAlreadyShown)

  const solve = args.isExamMode ? solveMathsMethod : solveMaths
  const solution = answer.source === 'cas' && answer.question ? solve(answer.question, args.locale as Locale) : null
  const config = solution ? null : modelConfigFromEnv()
  if (!solution && !config) throw new AppError('unavailable', messages.modelUnavailable)
  if (!(await claimLadderLevel({ payload, answerId: answer.id, from, to: level }))) {
    throw new AppError('conflict', messages.ladderAlreadyShown)
  }
  const giveBack = () => claimLadderLevel({ payload, answerId: answer.id, from: level, to: from })
  let opened: Level
  try {
    opened = solution
      ? { kind: 'cas', text: solution.levels[level] }
      : {
          kind: 'model',
          ...(await openChatStream({
            config: config!,
            messages: await ladderMessages(payload, thread, answer, args),
            hasImage: false,
            signal: args.signal,
          })),
        }
  } catch (error) {
    await giveBack()
    if (error instanceof ModelUnavailableError) throw new AppError('unavailable', messages.modelUnavailable)
    throw error
  }
  return streamLevel({ ...args, thread, answer, opened, giveBack })
}

async function* streamLevel(
  args: ClimbArgs & { thread: AnswerThread; answer: Answer; opened: Level; giveBack: () => Promise<boolean> },
): AsyncGenerator<AskStreamEvent> {
  const { payload, user, messages, level, answer, opened } = args
  const heading = ladderHeading({ level, messages, isFirst: false })
  let added = heading
  let isAnswered = false
  try {
    yield { type: 'start', threadId: args.thread.id }
    yield { type: 'token', text: heading }
    if (opened.kind === 'cas') {
      added += opened.text
      yield { type: 'token', text: opened.text }
    } else {
      for await (const chunk of opened.chunks) {
        if (chunk.type !== 'token') continue
        added += chunk.text
        yield { type: 'token', text: chunk.text }
      }
    }
    isAnswered = true
  } catch (error) {
    if (!(error instanceof ModelUnavailableError)) throw error
    payload.logger.warn({ msg: 'ladder level failed', reason: error.message })
  } finally {
    if (opened.kind === 'model' && !isAnswered) opened.close()
    // Stopped or failed: the level was not shown, so it can be asked for again.
    if (!isAnswered) await args.giveBack()
  }
  if (!isAnswered) {
    yield { type: 'error', message: messages.ladderInterrupted }
    return
  }
  const text = `${answer.answer ?? ''}${added}`
  const crossCheck =
    opened.kind === 'model' && level === 'full' && !args.isExamMode && answer.question
      ? crossCheckAnswer({ question: answer.question, answerMarkdown: text })
      : (answer.crossCheck ?? null)
  try {
    await payload.db.updateOne({
      collection: 'answers',
      id: answer.id,
      data: { answer: text, crossCheck, updatedAt: new Date().toISOString() },
      returning: false,
    })
  } catch (error) {
    await args.giveBack().catch(() => undefined)
    throw error
  }
  const { isUnlimited, limit } = weeklyAllowance(user)
  const used = isUnlimited ? 0 : await usedThisWeek({ payload, userId: user.id })
  yield {
    type: 'done',
    answerId: answer.id,
    threadId: args.thread.id,
    source: answer.source,
    isVerified: Boolean(answer.isVerified),
    crossCheck,
    remainingRequests: isUnlimited ? null : Math.max(0, limit - used),
    resetTime: nextWeekStart(new Date()).toISOString(),
    ladderLevel: level,
  }
}
