import type { Locale } from '../config/locales'
import type english from '../messages/en.json'

export type Messages = typeof english

export const loadMessages = async (locale: Locale): Promise<Messages> =>
  (await import(`../messages/${locale}.json`)).default as Messages
