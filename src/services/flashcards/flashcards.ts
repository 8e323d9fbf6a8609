import type { Payload } from 'payload'

import { DUE_PAGE_SIZE, type FlashcardGrade, MAX_FLASHCARDS_PER_USER } from '../../config/flashcards'
import { isWellFormedId } from '../../lib/document-id'
import { AppError } from '../../lib/errors/app-error'
import type { Answer, Flashcard, User } from '../../payload-types'
import { type FlashcardSchedule, newSchedule, nextSchedule } from './schedule'
import { sidesOfAnswer } from './sides'

type Messages = {
  flashcardNotFound: string
  flashcardLimitReached: string
  flashcardReviewedMeanwhile: string
  answerNotFound: string
  imageQuestionTitle: string
  flashcardBackTooLong: string
  flashcardBackRequired: string
}
type OwnArgs = { payload: Payload; user: User; messages: Messages }

/** A card as the API answers it. */
export const toFlashcardView = (card: Flashcard) => ({
  id: card.id,
  front: card.front,
  back: card.back,
  answerId: (typeof card.answer === 'object' && card.answer !== null ? card.answer.id : card.answer) ?? null,
  due: card.due,
  state: card.state,
  reps: card.reps,
  lapses: card.lapses,
  scheduledDays: card.scheduledDays,
  lastReview: card.lastReview ?? null,
  createdAt: card.createdAt,
})
export type FlashcardView = ReturnType<typeof toFlashcardView>

const scheduleOf = (card: Flashcard): FlashcardSchedule => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsedDays,
  scheduledDays: card.scheduledDays,
  learningSteps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.lastReview ?? null,
})

const ownCards = (user: User) => ({ user: { equals: user.id } })

const countCards = async ({ payload, user }: Pick<OwnArgs, 'payload' | 'user'>, dueBy?: Date) =>
  (
    await payload.count({
      collection: 'flashcards',
      where: dueBy ? { and: [ownCards(user), { due: { less_than_equal: dueBy.toISOString() } }] } : ownCards(user),
      overrideAccess: false,
      user,
    })
  ).totalDocs

/** GET /api/flashcards: every card of the student's deck, newest first (the export reads the same). */
export const listFlashcards = async ({ payload, user }: Pick<OwnArgs, 'payload' | 'user'>) => {
  const found = await payload.find({
    collection: 'flashcards',
    where: ownCards(user),
    sort: ['-createdAt', '-id'],
    limit: MAX_FLASHCARDS_PER_USER,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { cards: found.docs.map(toFlashcardView) }
}

/** GET /api/flashcards/due: the cards due now, the most overdue first, and the counts the badge shows. */
export const dueFlashcards = async ({ payload, user, now }: Pick<OwnArgs, 'payload' | 'user'> & { now: Date }) => {
  const [found, total] = await Promise.all([
    payload.find({
      collection: 'flashcards',
      where: { and: [ownCards(user), { due: { less_than_equal: now.toISOString() } }] },
      sort: ['due', 'id'],
      limit: DUE_PAGE_SIZE,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    countCards({ payload, user }),
  ])
  return { cards: found.docs.map(toFlashcardView), dueCount: found.totalDocs, total }
}

/** One of the student's own cards; anyone else's is indistinguishable from none (404). */
const findOwnCard = async ({ payload, user, messages, id }: OwnArgs & { id: string }) => {
  if (!isWellFormedId(payload.db.defaultIDType, id)) throw new AppError('notFound', messages.flashcardNotFound)
  const found = await payload.find({
    collection: 'flashcards',
    where: { and: [{ id: { equals: id } }, ownCards(user)] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const card = found.docs[0]
  if (!card) throw new AppError('notFound', messages.flashcardNotFound)
  return card
}

/** Saves new cards for the student, within the per-account limit (none saved past it). */
export const saveFlashcards = async ({
  payload,
  user,
  messages,
  cards,
  now,
}: OwnArgs & { cards: { front: string; back: string; answerId: Answer['id'] | null }[]; now: Date }) => {
  if ((await countCards({ payload, user })) + cards.length > MAX_FLASHCARDS_PER_USER) {
    throw new AppError('unprocessable', messages.flashcardLimitReached)
  }
  const saved: Flashcard[] = []
  for (const card of cards) {
    saved.push(
      await payload.create({
        collection: 'flashcards',
        data: {
          user: user.id,
          front: card.front,
          back: card.back,
          answer: card.answerId,
          ...newSchedule(now),
        },
        depth: 0,
        overrideAccess: false,
        user,
      }),
    )
  }
  return saved.map(toFlashcardView)
}

/** The student's card already made from this answer, if any: "Make a flashcard" twice makes one card. */
export const cardOfAnswer = async ({
  payload,
  user,
  answerId,
}: Pick<OwnArgs, 'payload' | 'user'> & { answerId: string }) =>
  (
    await payload.find({
      collection: 'flashcards',
      where: { and: [ownCards(user), { answer: { equals: answerId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user,
    })
  ).docs[0] ?? null

/**
 * POST /api/flashcards: a card from one of the student's answers (its question and answer, unless
 * the student wrote the sides) or from sides written by hand.
 */
export const createFlashcard = async ({
  payload,
  user,
  messages,
  answerId,
  front,
  back,
  now,
}: OwnArgs & { answerId?: string; front?: string; back?: string; now: Date }) => {
  if (!answerId) {
    const [card] = await saveFlashcards({
      payload,
      user,
      messages,
      cards: [{ front: front!, back: back!, answerId: null }],
      now,
    })
    return { card: card!, isNew: true }
  }
  if (!isWellFormedId(payload.db.defaultIDType, answerId)) throw new AppError('notFound', messages.answerNotFound)
  const existing = await cardOfAnswer({ payload, user, answerId })
  if (existing) return { card: toFlashcardView(existing), isNew: false }
  const found = await payload.find({
    collection: 'answers',
    // Answers are read by admins only; the owner constraint is the student's access here.
    where: { and: [{ id: { equals: answerId } }, { user: { equals: user.id } }, { outcome: { equals: 'answered' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const answer = found.docs[0]
  if (!answer) throw new AppError('notFound', messages.answerNotFound)
  const sides = sidesOfAnswer({ answer, messages })
  const [card] = await saveFlashcards({
    payload,
    user,
    messages,
    cards: [{ front: front ?? sides.front, back: back ?? sides.back, answerId: answer.id }],
    now,
  })
  return { card: card!, isNew: true }
}

/** POST /api/flashcards/:id/review {grade}: FSRS moves the card to its next due date. */
export const reviewFlashcard = async ({
  payload,
  user,
  messages,
  id,
  grade,
  now,
}: OwnArgs & { id: string; grade: FlashcardGrade; now: Date }) => {
  const card = await findOwnCard({ payload, user, messages, id })
  const next = nextSchedule({ schedule: scheduleOf(card), grade, now })
  // Written only if nobody reviewed the card in between (two tabs): one grade per showing.
  const updated = await payload.db.updateOne({
    collection: 'flashcards',
    where: { and: [{ id: { equals: card.id } }, ownCards(user), { reps: { equals: card.reps } }] },
    data: next,
    options: { atomic: true },
  })
  if (!updated) throw new AppError('conflict', messages.flashcardReviewedMeanwhile)
  return {
    card: toFlashcardView({ ...card, ...next } as Flashcard),
    dueCount: await countCards({ payload, user }, now),
  }
}

/** DELETE /api/flashcards/:id */
export const deleteFlashcard = async (args: OwnArgs & { id: string }) => {
  const card = await findOwnCard(args)
  await args.payload.delete({ collection: 'flashcards', id: card.id, overrideAccess: false, user: args.user })
  return { id: card.id }
}
