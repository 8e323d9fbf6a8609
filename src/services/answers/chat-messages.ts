import type { LadderLevel } from '../../config/answers'
import type { Locale } from '../../config/locales'
import type { Answer } from '../../payload-types'
import type { ImageMimeType } from '../../lib/uploads/image-file'
import type { ChatMessage } from './model-client'
import {
  ANSWER_SYSTEM_PROMPT,
  answerLanguageInstruction,
  EARLIER_IMAGE_PLACEHOLDER,
  EXAM_MODE_INSTRUCTION,
  FOLLOW_UP_HINT,
  IMAGE_ONLY_QUESTION,
  LADDER_LEVEL_PROMPTS,
} from './prompts'

/** An image asked about: its bytes, their checked type and the file name the student gave. */
export type AskImage = { bytes: Buffer; mimeType: ImageMimeType; name: string }

export const questionText = (answer: Pick<Answer, 'question' | 'image'>) =>
  [answer.image ? EARLIER_IMAGE_PLACEHOLDER : '', answer.question ?? ''].filter(Boolean).join('\n')

/**
 * The rules, the follow-up hint in a thread, the ladder level asked for (none for a plain answer),
 * then exam mode and the chosen answer language: last, so they win over the rules' defaults.
 */
export const systemPrompt = ({
  hasHistory,
  ladderLevel,
  isExamMode = false,
  answerLocale,
}: {
  hasHistory: boolean
  ladderLevel?: LadderLevel
  isExamMode?: boolean
  answerLocale?: Locale
}) =>
  [
    ANSWER_SYSTEM_PROMPT,
    hasHistory ? FOLLOW_UP_HINT : '',
    ladderLevel ? LADDER_LEVEL_PROMPTS[ladderLevel] : '',
    isExamMode ? EXAM_MODE_INSTRUCTION : '',
    answerLocale ? answerLanguageInstruction(answerLocale) : '',
  ]
    .filter(Boolean)
    .join('\n')

/** Earlier answered turns as the chat they were. */
export const earlierMessages = (history: Pick<Answer, 'question' | 'image' | 'answer'>[]): ChatMessage[] =>
  history.flatMap((turn): ChatMessage[] => [
    { role: 'user', content: questionText(turn) },
    { role: 'assistant', content: turn.answer ?? '' },
  ])

/**
 * The conversation sent to the model: the system prompt, the thread's earlier answered turns
 * (images only as a placeholder, so a follow-up does not resend megabytes), then the question.
 * Exam mode and a chosen answer language come last in the system prompt: they win over its defaults.
 */
export const buildChatMessages = ({
  history,
  question,
  image,
  level = 'full',
  isExamMode = false,
  answerLocale,
}: {
  history: Pick<Answer, 'question' | 'image' | 'answer'>[]
  question: string
  image?: AskImage
  level?: LadderLevel
  isExamMode?: boolean
  answerLocale?: Locale
}): ChatMessage[] => {
  // A question asked in full is a plain answer, as before the ladder.
  const system = systemPrompt({
    hasHistory: history.length > 0,
    ladderLevel: level === 'full' ? undefined : level,
    isExamMode,
    answerLocale,
  })
  const earlier = earlierMessages(history)
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
