import type { Payload, Where } from 'payload'

import { MAX_MISTAKE_CARDS, MAX_FLASHCARD_BACK_LENGTH } from '../../config/flashcards'
import type { Answer, User } from '../../payload-types'
import { saveFlashcards } from './flashcards'
import { sidesOfAnswer } from './sides'

type Mistake = { answer: Answer; correction: string | null }

/**
 * The student's mistakes, newest first: answers they reported as wrong (with the correction they
 * gave, unless an admin rejected the report), answers they voted not helpful, and questions whose
 * "Check my answer" verdict was incorrect. Another kind of mistake is one more condition in `isMistake`.
 */
export const mistakeAnswers = async ({ payload, user }: { payload: Payload; user: User }): Promise<Mistake[]> => {
  const reports = await payload.find({
    collection: 'wrong-answer-reports',
    where: {
      and: [{ user: { equals: user.id } }, { answerId: { exists: true } }, { status: { not_equals: 'rejected' } }],
    },
    sort: '-createdAt',
    limit: MAX_MISTAKE_CARDS,
    depth: 0,
    // Reports are admins' records; the owner constraint is the student's access here.
    overrideAccess: true,
  })
  const corrections = new Map<string, string | null>()
  for (const report of reports.docs) {
    if (report.answerId && !corrections.has(report.answerId))
      corrections.set(report.answerId, report.correctAnswer ?? null)
  }
  const isMistake: Where[] = [
    { id: { in: [...corrections.keys()] } },
    { feedback: { equals: 'not_helpful' } },
    // "Check my answer" found the student's own answer wrong (src/services/answers/check-answer.ts).
    { checkVerdict: { equals: 'incorrect' } },
  ]
  const answers = await payload.find({
    collection: 'answers',
    where: { and: [{ user: { equals: user.id } }, { outcome: { equals: 'answered' } }, { or: isMistake }] },
    sort: ['-createdAt', '-id'],
    limit: MAX_MISTAKE_CARDS,
    depth: 0,
    overrideAccess: true,
  })
  return answers.docs.map((answer) => ({ answer, correction: corrections.get(String(answer.id)) ?? null }))
}

/**
 * POST /api/flashcards/from-mistakes: one card per mistake that has none yet. A mistake whose
 * back would be empty or too long is skipped, not an error: the others are still made.
 */
export const createCardsFromMistakes = async ({
  payload,
  user,
  messages,
  now,
}: {
  payload: Payload
  user: User
  messages: Parameters<typeof saveFlashcards>[0]['messages']
  now: Date
}) => {
  const mistakes = await mistakeAnswers({ payload, user })
  const carded = await payload.find({
    collection: 'flashcards',
    where: { and: [{ user: { equals: user.id } }, { answer: { in: mistakes.map(({ answer }) => answer.id) } }] },
    limit: MAX_MISTAKE_CARDS,
    depth: 0,
    select: { answer: true },
    overrideAccess: false,
    user,
  })
  const hasCard = new Set(carded.docs.map((card) => String(card.answer)))
  const cards = mistakes
    .filter(({ answer, correction }) => {
      const back = (correction?.trim() || answer.answer || '').trim()
      return !hasCard.has(String(answer.id)) && back && [...back].length <= MAX_FLASHCARD_BACK_LENGTH
    })
    .map(({ answer, correction }) => ({ ...sidesOfAnswer({ answer, correction, messages }), answerId: answer.id }))
  const saved = cards.length ? await saveFlashcards({ payload, user, messages, cards, now }) : []
  return { cards: saved, mistakes: mistakes.length }
}
