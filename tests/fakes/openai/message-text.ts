import type { ChatMessage, ChatRequest } from './server'

/** A message's text: its string content, or its text parts joined (images leave nothing). */
export const textOf = (message: ChatMessage | undefined) =>
  !message
    ? ''
    : typeof message.content === 'string'
      ? message.content
      : message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ')

/** The system prompt the app wrote (all system messages, one per line). */
export const systemText = (request: ChatRequest) =>
  request.messages
    .filter((message) => message.role === 'system')
    .map(textOf)
    .join('\n')
