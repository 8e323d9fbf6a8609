import type { Payload } from 'payload'

import { type CheckReason, type CheckVerdict, MAX_CHECKS_PER_ANSWER, type AnswerSource } from '../../config/answers'
import { AppError } from '../../lib/errors/app-error'
import type { ValidationMessageKey } from '../../lib/validation/messages'
import type { Answer, User } from '../../payload-types'
import { assertCanAsk } from './access'
import { claimCheck, releaseCheck } from './answer-claims'
import { questionText } from './chat-messages'
import { parseModelVerdict } from './check-verdict'
import { checkMathsAnswer } from './maths/check-answer'
import { modelConfigFromEnv, ModelUnavailableError, openChatStream } from './model-client'
import { CHECK_RESPONSE_FORMAT, CHECK_SYSTEM_PROMPT } from './prompts'
import { findOwnThread, latestAnswer } from './threads'

export type CheckResult = {
  answerId: number | string
  threadId: number | string
  verdict: CheckVerdict
  /** Why a maths answer is not yet right (the CAS's reasons); null from the model. */
  reason: CheckReason | null
  /** The first line of the student's working that is wrong (maths: its index too). */
  firstWrongStep: { index: number | null; text: string } | null
  /** The model's short comment in the student's language; null from the CAS. */
  explanation: string | null
  source: AnswerSource
  checksLeft: number
}

type CheckArgs = {
  payload: Payload
  user: User
  threadId: string
  studentAnswer: string
  messages: Record<ValidationMessageKey, string>
  signal?: AbortSignal
}

const CHECK_MAX_TOKENS = 400

/** The model's verdict: the question, what Studify has shown so far, and the student's answer as data. */
const askModelToMark = async (answer: Answer, studentAnswer: string, signal?: AbortSignal) => {
  const config = modelConfigFromEnv()
  if (!config) throw new ModelUnavailableError('no model configured')
  const content = [
    `Question:\n${questionText(answer)}`,
    `Studify's explanation so far:\n${answer.answer ?? ''}`,
    `Student's answer:\n${studentAnswer}`,
  ].join('\n\n')
  const open = (withFormat: boolean) =>
    openChatStream({
      config,
      messages: [
        { role: 'system', content: CHECK_SYSTEM_PROMPT },
        { role: 'user', content },
      ],
      hasImage: false,
      signal,
      options: {
        temperature: 0,
        maxTokens: CHECK_MAX_TOKENS,
        ...(withFormat ? { responseFormat: CHECK_RESPONSE_FORMAT } : {}),
      },
    })
  // A server without structured output may refuse the option itself: ask again in words.
  const opened = await open(true).catch((error: unknown) => {
    if (error instanceof ModelUnavailableError && (error.status === 400 || error.status === 422)) return open(false)
    throw error
  })
  let reply = ''
  for await (const chunk of opened.chunks) if (chunk.type === 'token') reply += chunk.text
  const verdict = parseModelVerdict(reply)
  if (!verdict) throw new ModelUnavailableError('model verdict unreadable')
  return verdict
}

/**
 * "Check my answer" (POST /api/ask {mode: 'check'}): the student's own answer to the thread's latest
 * question, checked by the CAS when it has the exact result, else by the model. Not counted against
 * the weekly quota — it belongs to the question already counted — but bounded per question
 * (MAX_CHECKS_PER_ANSWER). The verdict is stored on the answer (`checkVerdict`, the latest check).
 */
export const checkAnswer = async ({
  payload,
  user,
  threadId,
  studentAnswer,
  messages,
  signal,
}: CheckArgs): Promise<CheckResult> => {
  await assertCanAsk({ payload, user, message: messages.accessNotApproved })
  const thread = await findOwnThread({ payload, user, threadId, notFoundMessage: messages.threadNotFound })
  const answer = await latestAnswer(payload, thread)
  if (!answer) throw new AppError('conflict', messages.noAnsweredQuestion)
  if (!(await claimCheck({ payload, answerId: answer.id, limit: MAX_CHECKS_PER_ANSWER }))) {
    throw new AppError('rateLimited', messages.checkLimitReached)
  }
  let result: Pick<CheckResult, 'verdict' | 'reason' | 'firstWrongStep' | 'explanation' | 'source'>
  try {
    const maths = answer.question ? checkMathsAnswer({ question: answer.question, studentAnswer }) : null
    if (maths) {
      result = { ...maths, explanation: null, source: 'cas' }
    } else {
      const marked = await askModelToMark(answer, studentAnswer, signal)
      result = {
        verdict: marked.verdict,
        reason: null,
        firstWrongStep: marked.firstWrongStep ? { index: null, text: marked.firstWrongStep } : null,
        explanation: marked.explanation,
        source: 'model',
      }
    }
    await payload.db.updateOne({
      collection: 'answers',
      id: answer.id,
      data: { checkVerdict: result.verdict, studentAnswer, updatedAt: new Date().toISOString() },
      returning: false,
    })
  } catch (error) {
    await releaseCheck({ payload, answerId: answer.id }).catch(() => undefined)
    if (error instanceof ModelUnavailableError) {
      payload.logger.warn({ msg: 'answer check: model unavailable', reason: error.message })
      throw new AppError('unavailable', messages.modelUnavailable)
    }
    throw error
  }
  return {
    answerId: answer.id,
    threadId: thread.id,
    ...result,
    checksLeft: Math.max(0, MAX_CHECKS_PER_ANSWER - (answer.checkCount ?? 0) - 1),
  }
}
