import { MAX_FLASHCARD_BACK_LENGTH, MAX_FLASHCARD_FRONT_LENGTH } from '../../config/flashcards'
import { AppError } from '../../lib/errors/app-error'
import type { Answer } from '../../payload-types'

const characterCount = (text: string) => [...text].length

/**
 * The two sides of a card made from an answer: the question on the front (an image question is
 * named as such), the answer — or the correction the student reported — on the back.
 */
export const sidesOfAnswer = ({
  answer,
  correction,
  messages,
}: {
  answer: Pick<Answer, 'question' | 'answer'>
  correction?: string | null
  messages: { imageQuestionTitle: string; flashcardBackTooLong: string; flashcardBackRequired: string }
}) => {
  const question = (answer.question ?? '').trim()
  const front = question ? [...question].slice(0, MAX_FLASHCARD_FRONT_LENGTH).join('') : messages.imageQuestionTitle
  const back = (correction?.trim() || answer.answer || '').trim()
  if (!back) throw new AppError('unprocessable', messages.flashcardBackRequired, { field: 'back' })
  if (characterCount(back) > MAX_FLASHCARD_BACK_LENGTH) {
    throw new AppError('unprocessable', messages.flashcardBackTooLong, { field: 'back' })
  }
  return { front, back }
}
