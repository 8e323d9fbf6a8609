import { systemText, textOf } from './message-text'
import type { ChatRequest } from './server'

/**
 * The content translator ("Draft from English"): like a real model it answers the JSON asked
 * for, one translation per text, here each text tagged with the target language code
 * (`[fr] Hello`) so a test can tell translated text from the English it came from.
 */
export const translatorReply = (request: ChatRequest): string | null => {
  const system = systemText(request)
  if (!system.includes('You translate the website copy')) return null
  const locale = /language code "([a-z]{2})"/.exec(system)?.[1] ?? 'xx'
  const user = [...request.messages].reverse().find((message) => message.role === 'user')
  const { texts } = JSON.parse(textOf(user)) as { texts: string[] }
  return JSON.stringify({ translations: texts.map((text) => `[${locale}] ${text.trim()}`) })
}
