import type { Locale } from '../config/locales'
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../lib/validation/messages'
import { loadMessages } from './messages'

type Messages = Record<ValidationMessageKey, string>
const cache = new Map<Locale, Promise<Messages>>()

/** Every validation/error message in one language, for services that answer users (built once per locale). */
export const serverMessages = (locale: Locale): Promise<Messages> => {
  let messages = cache.get(locale)
  if (!messages) {
    messages = buildMessages(locale)
    cache.set(locale, messages)
  }
  return messages
}

const buildMessages = async (locale: Locale): Promise<Messages> => {
  const { validation } = await loadMessages(locale)
  return Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([key, english]) => [
      key,
      (validation as Record<string, string>)[key] ?? english,
    ]),
  ) as Messages
}
