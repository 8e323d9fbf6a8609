import type { Payload } from 'payload'

import type { AnswerFeedback } from '../../config/answers'
import { isWellFormedId } from '../../lib/document-id'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

/**
 * Records the student's helpful / not helpful vote on one of their own answers (one vote per
 * answer; voting again replaces it). Someone else's answer is "not found", never "forbidden".
 */
export const setAnswerFeedback = async ({
  payload,
  user,
  answerId,
  isHelpful,
  messages,
}: {
  payload: Payload
  user: User
  answerId: string
  isHelpful: boolean
  messages: { answerNotFound: string }
}): Promise<{ feedback: AnswerFeedback }> => {
  const feedback: AnswerFeedback = isHelpful ? 'helpful' : 'not_helpful'
  const updated = isWellFormedId(payload.db.defaultIDType, answerId)
    ? await payload.db.updateOne({
        collection: 'answers',
        where: { and: [{ id: { equals: answerId } }, { user: { equals: user.id } }] },
        data: { feedback, feedbackAt: new Date().toISOString() },
        options: { atomic: true },
      })
    : null
  if (!updated) throw new AppError('notFound', messages.answerNotFound)
  return { feedback }
}
