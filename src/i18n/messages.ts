import { DEFAULT_LOCALE, type Locale } from '../config/locales'
import type english from '../messages/en.json'

export type Messages = typeof english

type Tree = { [key: string]: string | Tree }

/** English underneath every locale, so a key not yet translated shows English, never a raw key. */
const withFallback = (base: Tree, override: Tree): Tree =>
  Object.fromEntries(
    Object.entries(base).map(([key, value]) => {
      const translated = override[key]
      if (typeof value === 'string') return [key, typeof translated === 'string' ? translated : value]
      return [key, withFallback(value, typeof translated === 'object' ? translated : {})]
    }),
  )

const importMessages = async (locale: Locale): Promise<Tree> =>
  (await import(`../messages/${locale}.json`)).default as Tree

export const loadMessages = async (locale: Locale): Promise<Messages> => {
  const english = await importMessages(DEFAULT_LOCALE)
  if (locale === DEFAULT_LOCALE) return english as unknown as Messages
  return withFallback(english, await importMessages(locale)) as unknown as Messages
}
