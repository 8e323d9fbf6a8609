import type { Answer } from '../../payload-types'
import type { AskImage } from './ask'
import type { ChatMessage } from './model-client'
import { ANSWER_SYSTEM_PROMPT, EARLIER_IMAGE_PLACEHOLDER, FOLLOW_UP_HINT, IMAGE_ONLY_QUESTION } from './prompts'

const questionText = (answer: Pick<Answer, 'question' | 'image'>) =>
  [answer.image ? EARLIER_IMAGE_PLACEHOLDER : '', answer.question ?? ''].filter(Boolean).join('\n')

/**
 * The conversation sent to the model: the system prompt, the thread's earlier answered turns
 * (images only as a placeholder, so a follow-up does not resend megabytes), then the question.
 */
export const buildChatMessages = ({
  history,
  question,
  image,
}: {
  history: Pick<Answer, 'question' | 'image' | 'answer'>[]
  question: string
  image?: AskImage
}): ChatMessage[] => {
  const system = history.length ? `${ANSWER_SYSTEM_PROMPT}\n${FOLLOW_UP_HINT}` : ANSWER_SYSTEM_PROMPT
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
