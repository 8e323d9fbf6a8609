import type { Locale } from '../config/locales'

export type Messages = typeof import('../messages/en.json')

export const loadMessages = async (locale: Locale): Promise<Messages> =>
  (await import(`../messages/${locale}.json`)).default as Messages
