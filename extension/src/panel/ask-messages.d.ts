/**
 * The `ask` namespace of the site's message files (src/messages/<locale>.json), one per site
 * language: the strings of the shared answer UI. scripts/build-extension.ts makes this module at
 * build time (only that namespace, so the panel does not carry the whole site's strings).
 */
declare module 'studify:ask-messages' {
  import type { Locale } from '@/config/locales'

  const messages: Record<Locale, Record<string, unknown>>
  export default messages
}
