import { DEFAULT_LOCALE, isLocale } from '../config/locales'
import { VALIDATION_MESSAGES, type ValidationMessageKey, isValidationMessageKey } from '../lib/validation/messages'
import { loadMessages } from './messages'

/** A validation key in the reader's language; unknown locales read English, unknown keys pass through. */
export const translateValidationMessage = async (
  key: ValidationMessageKey | string,
  locale?: string | null,
): Promise<string> => {
  if (!isValidationMessageKey(key)) return key
  const messages = await loadMessages(isLocale(locale) ? locale : DEFAULT_LOCALE)
  return (messages.validation as Record<string, string | undefined>)[key] ?? VALIDATION_MESSAGES[key]
}
