import compile from 'icu-minify/compile'
import type { CompiledMessage } from 'icu-minify/format'

/**
 * Messages in icu-minify's compact form (next-intl's "precompile"): the browser formats them with
 * use-intl's 1 kB format-only runtime instead of shipping the ICU parser (next.config.ts aliases
 * `use-intl/format-message`). Each distinct text is compiled once per process.
 */
const cache = new Map<string, CompiledMessage>()

export const precompileMessage = (message: string): CompiledMessage => {
  let compiled = cache.get(message)
  if (compiled === undefined) {
    // Plain JSON: icu-minify builds plural and select branches as null-prototype objects, which React
    // refuses to pass to client components.
    compiled = JSON.parse(JSON.stringify(compile(message))) as CompiledMessage
    cache.set(message, compiled)
  }
  return compiled
}

type Tree = { [key: string]: unknown }

/** A message tree with every text compiled; a text ICU cannot parse stays as it is (and shows as written). */
export const precompileMessages = <T extends object>(tree: T): T =>
  Object.fromEntries(
    Object.entries(tree as Tree).map(([key, value]) => {
      if (typeof value === 'string') {
        try {
          return [key, precompileMessage(value)]
        } catch (error) {
          console.error(`Message ${key} is not valid ICU`, error)
          return [key, value]
        }
      }
      return [key, value && typeof value === 'object' ? precompileMessages(value) : value]
    }),
  ) as T
