import type { Locale } from '../config/locales'
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

/** The English catalogue's shape: every other locale has some of its keys. */
export type EnglishCatalogue = typeof en

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> }

/**
 * Every locale's message file, loaded with the module, for server code that must read words
 * synchronously (the maths solvers, the writer's outline). Pages and e-mails load one locale at a
 * time instead (i18n/messages.ts, i18n/server-messages.ts).
 */
export const CATALOGUE: { en: EnglishCatalogue } & Record<Locale, DeepPartial<EnglishCatalogue>> = {
  en,
  fr,
  de,
  it,
  es,
  pt,
  zh,
  ja,
  ko,
  ru,
  ar,
  hi,
  cs,
  sk,
}
