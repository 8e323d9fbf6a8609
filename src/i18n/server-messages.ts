import type { Locale } from '../config/locales'
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../lib/validation/messages'
import { loadMessages } from './messages'

/** Every validation/error message in one language, for services that answer users. */
export const serverMessages = async (locale: Locale): Promise<Record<ValidationMessageKey, string>> => {
  const { validation } = await loadMessages(locale)
  return Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([key, english]) => [
      key,
      (validation as Record<string, string>)[key] ?? english,
    ]),
  ) as Record<ValidationMessageKey, string>
}
