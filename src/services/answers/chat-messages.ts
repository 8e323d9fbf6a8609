import type { Locale } from '../../config/locales'
import type { Answer } from '../../payload-types'
import type { AskImage } from './ask'
import type { ChatMessage } from './model-client'
import {
  ANSWER_SYSTEM_PROMPT,
  answerLanguageInstruction,
  EARLIER_IMAGE_PLACEHOLDER,
  EXAM_MODE_INSTRUCTION,
  FOLLOW_UP_HINT,
  IMAGE_ONLY_QUESTION,
} from './prompts'

const questionText = (answer: Pick<Answer, 'question' | 'image'>) =>
  [answer.image ? EARLIER_IMAGE_PLACEHOLDER : '', answer.question ?? ''].filter(Boolean).join('\n')

/**
 * The conversation sent to the model: the system prompt, the thread's earlier answered turns
 * (images only as a placeholder, so a follow-up does not resend megabytes), then the question.
 * Exam mode and a chosen answer language come last in the system prompt: they win over its defaults.
 */
export const buildChatMessages = ({
  history,
  question,
  image,
  isExamMode = false,
  answerLocale,
}: {
  history: Pick<Answer, 'question' | 'image' | 'answer'>[]
  question: string
  image?: AskImage
  isExamMode?: boolean
  answerLocale?: Locale
}): ChatMessage[] => {
  const system = [
    ANSWER_SYSTEM_PROMPT,
    history.length ? FOLLOW_UP_HINT : null,
    isExamMode ? EXAM_MODE_INSTRUCTION : null,
    answerLocale ? answerLanguageInstruction(answerLocale) : null,
  ]
    .filter(Boolean)
    .join('\n')
  const earlier = history.flatMap((turn): ChatMessage[] => [
    { role: 'user', content: questionText(turn) },
    { role: 'assistant', content: turn.answer ?? '' },
  ])
  const text = question || IMAGE_ONLY_QUESTION
  const current: ChatMessage = image
    ? {
        role: 'user',
        content: [
          { type: 'text', text },
          { type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.bytes.toString('base64')}` } },
        ],
      }
    : { role: 'user', content: text }
  return [{ role: 'system', content: system }, ...earlier, current]
}
