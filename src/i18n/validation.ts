import { DEFAULT_LOCALE, isLocale, type Locale } from '../config/locales'
import { VALIDATION_MESSAGES, type ValidationMessageKey, isValidationMessageKey } from '../lib/validation/messages'
import ar from '../messages/ar.json'
import cs from '../messages/cs.json'
import de from '../messages/de.json'
import en from '../messages/en.json'
import es from '../messages/es.json'
import fr from '../messages/fr.json'
import hi from '../messages/hi.json'
import it from '../messages/it.json'
import ja from '../messages/ja.json'
import ko from '../messages/ko.json'
import pt from '../messages/pt.json'
import ru from '../messages/ru.json'
import sk from '../messages/sk.json'
import zh from '../messages/zh.json'

const VALIDATION_BY_LOCALE: Record<Locale, Record<string, string>> = {
  en: en.validation, fr: fr.validation, de: de.validation, it: it.validation, es: es.validation,
  pt: pt.validation, zh: zh.validation, ja: ja.validation, ko: ko.validation, ru: ru.validation,
  ar: ar.validation, hi: hi.validation, cs: cs.validation, sk: sk.validation,
}

/** A validation key in the reader's language; unknown locales read English, unknown keys pass through. */
export const translateValidationMessage = (key: ValidationMessageKey | string, locale?: string | null): string => {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE
  if (!isValidationMessageKey(key)) return key
  return VALIDATION_BY_LOCALE[language][key] ?? VALIDATION_MESSAGES[key]
}
