import type { Payload } from 'payload'

import { MAX_CONTEXT_TURNS } from '../../config/answers'
import { isWellFormedId } from '../../lib/document-id'
import { AppError } from '../../lib/errors/app-error'
import type { Answer, AnswerThread, User } from '../../payload-types'

type ThreadArgs = { payload: Payload; user: User; threadId: string; notFoundMessage: string }

const THREAD_LIST_LIMIT = 50
const THREAD_TITLE_LENGTH = 120

export const threadTitle = (question: string, fallback: string) => {
  const text = question.replace(/\s+/g, ' ').trim()
  if (!text) return fallback
  return text.length > THREAD_TITLE_LENGTH ? `${text.slice(0, THREAD_TITLE_LENGTH - 1)}…` : text
}

/** The user's own thread, or 404: another user's thread is indistinguishable from none. */
export const findOwnThread = async ({ payload, user, threadId, notFoundMessage }: ThreadArgs) => {
  if (!isWellFormedId(payload.db.defaultIDType, threadId)) throw new AppError('notFound', notFoundMessage)
  const found = await payload.find({
    collection: 'answer-threads',
    where: { and: [{ id: { equals: threadId } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const thread = found.docs[0]
  if (!thread) throw new AppError('notFound', notFoundMessage)
  return thread
}

const threadAnswers = async (payload: Payload, thread: AnswerThread, limit: number) =>
  (
    await payload.find({
      collection: 'answers',
      where: { and: [{ thread: { equals: thread.id } }, { outcome: { equals: 'answered' } }] },
      sort: '-createdAt',
      limit,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.reverse()

/** The thread's latest answered question: the one the hint ladder climbs and "Check my answer" checks. */
export const latestAnswer = async (payload: Payload, thread: AnswerThread): Promise<Answer | null> =>
  (await threadAnswers(payload, thread, 1))[0] ?? null

/** The last answered turns, oldest first, sent to the model with a follow-up. */
export const earlierTurns = (payload: Payload, thread: AnswerThread): Promise<Answer[]> =>
  threadAnswers(payload, thread, MAX_CONTEXT_TURNS)

export const toTurn = (answer: Answer) => ({
  answerId: answer.id,
  question: answer.question ?? null,
  hasImage: Boolean(answer.image),
  answer: answer.answer ?? null,
  source: answer.source,
  isVerified: Boolean(answer.isVerified),
  crossCheck: answer.crossCheck ?? null,
  feedback: answer.feedback ?? null,
  // Answers from before the ladder were full answers.
  ladderLevel: answer.ladderLevel ?? 'full',
  checkVerdict: answer.checkVerdict ?? null,
  createdAt: answer.createdAt,
})

/** GET /api/threads: the user's recent conversations, newest first. */
export const listThreads = async ({ payload, user }: { payload: Payload; user: User }) => {
  const threads = await payload.find({
    collection: 'answer-threads',
    where: { user: { equals: user.id } },
    sort: '-updatedAt',
    limit: THREAD_LIST_LIMIT,
    depth: 0,
    overrideAccess: true,
  })
  return {
    threads: threads.docs.map((thread) => ({ id: thread.id, title: thread.title, updatedAt: thread.updatedAt })),
  }
}

/** GET /api/threads/{id}: one conversation with every answered turn. */
export const getThread = async (args: ThreadArgs) => {
  const thread = await findOwnThread(args)
  const turns = await threadAnswers(args.payload, thread, 200)
  return { thread: { id: thread.id, title: thread.title, turns: turns.map(toTurn) } }
}
