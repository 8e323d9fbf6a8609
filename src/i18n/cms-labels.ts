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
import { LOCALES, type Locale } from '../config/locales'

/**
 * The admin's schema texts (collection and field names, help texts, option names) in all 14
 * languages, read from the `cms` namespace of the message files: translations live there, never in
 * code. Payload takes a label or description as an object keyed by language
 * (`{ en: 'Title', fr: 'Titre', … }`) and shows the one of the admin's language.
 */
export type LocalizedText = Record<Locale, string>

type Tree = { [key: string]: string | Tree }

const CATALOGS: Record<Locale, Tree> = { en, fr, de, it, es, pt, zh, ja, ko, ru, ar, hi, cs, sk } as unknown as Record<
  Locale,
  Tree
>

const lookup = (tree: Tree, path: readonly string[]): string | undefined => {
  let node: string | Tree | undefined = tree
  for (const part of path) {
    if (!node || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** `cms.<key>` in every language, or undefined when English has no such key. */
export const cmsText = (key: string): LocalizedText | undefined => {
  const path = ['cms', ...key.split('.')]
  const english = lookup(CATALOGS.en, path)
  if (english === undefined) return undefined
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, lookup(CATALOGS[locale], path) ?? english]),
  ) as LocalizedText
}

/** Like cmsText for a key that must exist (a typo fails at start, not as an English label). */
export const cmsLabel = (key: string): LocalizedText => {
  const text = cmsText(key)
  if (!text) throw new Error(`src/messages/en.json has no cms.${key}`)
  return text
}
