import { readFileSync } from 'node:fs'
import path from 'node:path'

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>

/**
 * `chrome.i18n.getMessage` over the extension's own `_locales/<folder>/messages.json`, as Chrome
 * reads it (named placeholders, `$1`… substitutions): the panel's views run under happy-dom in the
 * language of that folder.
 */
export const installFakeI18n = (folder: string) => {
  const file = path.resolve('extension/_locales', folder, 'messages.json')
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages
  const getMessage = (key: string, substitutions?: string | string[]) => {
    const entry = messages[key]
    if (!entry) return ''
    const values = substitutions === undefined ? [] : [substitutions].flat()
    return entry.message
      .replace(/\$(\w+)\$/g, (_, name: string) => entry.placeholders?.[name.toLowerCase()]?.content ?? '')
      .replace(/\$(\d)/g, (_, index: string) => values[Number(index) - 1] ?? '')
  }
  const chrome = ((globalThis as unknown as { chrome?: Record<string, unknown> }).chrome ??= {})
  chrome.i18n = { getMessage }
}
