import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import type { Locale } from '../config/locales'
import { loadMessages, type Messages } from './messages'
import { precompileMessages } from './precompile'
import { routing } from './routing'

/** Each language's catalogue, merged over English and compiled once per process. */
const compiled = new Map<Locale, Promise<Messages>>()
const compiledMessages = (locale: Locale) => {
  let messages = compiled.get(locale)
  if (!messages) {
    messages = loadMessages(locale).then(precompileMessages)
    compiled.set(locale, messages)
  }
  return messages
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, messages: await compiledMessages(locale) }
})
