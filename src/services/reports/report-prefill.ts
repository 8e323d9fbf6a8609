import type { Payload } from 'payload'

import { MAX_REPORT_TEXT_LENGTH } from '../../config/reports'
import { isWellFormedId } from '../../lib/document-id'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

export type ReportPrefill = {
  answerId: string
  question: string
  wrongAnswer: string
  /** The question was asked with a picture (kept with the answer the report points at). */
  hasQuestionImage: boolean
  /** Where the student fetches that picture (their own only), for the form to show and send; else null. */
  questionImageUrl: string | null
}

/** Cut to the report's field limit, counted as the form counts (UTF-16 units, `maxLength`). */
const fit = (text: string | null | undefined) => (text ?? '').trim().slice(0, MAX_REPORT_TEXT_LENGTH)

/**
 * The picture's file route, same-origin and behind the collection's access rule (the uploader or an
 * admin), whatever the configured server URL or storage.
 */
const questionImageUrlOf = (image: unknown) => {
  const filename = image && typeof image === 'object' ? (image as { filename?: string | null }).filename : null
  return filename ? `/api/question-images/file/${encodeURIComponent(filename)}` : null
}

/**
 * GET /api/analytics/reports/wrong-answer/prefill?answerId=…: what the report form fills in for
 * one of the student's own answers ("Report wrong answer" in the extension links here), so the
 * student does not retype what the product already knows. Someone else's answer is "not found".
 */
export const reportPrefill = async ({
  payload,
  user,
  answerId,
  messages,
}: {
  payload: Payload
  user: User
  answerId: string
  messages: { answerNotFound: string }
}): Promise<ReportPrefill> => {
  if (!isWellFormedId(payload.db.defaultIDType, answerId)) throw new AppError('notFound', messages.answerNotFound)
  const found = await payload.find({
    collection: 'answers',
    // Answers are read by admins only; the owner constraint is the student's access here.
    where: { and: [{ id: { equals: answerId } }, { user: { equals: user.id } }] },
    limit: 1,
    select: { question: true, answer: true, image: true },
    depth: 1,
    populate: { 'question-images': { filename: true } },
    overrideAccess: true,
  })
  const answer = found.docs[0]
  if (!answer) throw new AppError('notFound', messages.answerNotFound)
  return {
    answerId: String(answer.id),
    question: fit(answer.question),
    wrongAnswer: fit(answer.answer),
    hasQuestionImage: Boolean(answer.image),
    questionImageUrl: questionImageUrlOf(answer.image),
  }
}
