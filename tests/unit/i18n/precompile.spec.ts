import { createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import formatMessage from '@/i18n/format-message'
import { loadMessages } from '@/i18n/messages'
import { precompileMessage, precompileMessages } from '@/i18n/precompile'

type Tree = { [key: string]: string | Tree }

const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}
/** What the browser's format-only runtime prints for a compiled message (the server formats this way too). */
const formatCompiled = (locale: string, message: unknown, values?: Record<string, unknown>) =>
  formatMessage(
    'key',
    (typeof message === 'string' ? precompileMessage(message) : message) as never,
    values as never,
    {
      locale,
      formatters,
      timeZone: 'UTC',
      formats: undefined,
      globalFormats: undefined,
    } as never,
  )

describe('precompiled messages (what the browser formats)', () => {
  it('every message of every language compiles', async () => {
    for (const locale of LOCALES) {
      const messages = (await loadMessages(locale)) as unknown as Tree
      for (const [key, text] of leaves(messages)) {
        expect(() => precompileMessage(text), `${locale} ${key}`).not.toThrow()
      }
    }
  })

  it('prints what the ICU parser prints, values, plurals and all', async () => {
    const cases: Array<[string, string, string, Record<string, number | string>]> = [
      ['en', 'offer', 'trialPrice', { price: '$1', hours: '72' }],
      ['fr', 'offer', 'savePercent', { percent: '40' }],
      ['cs', 'hero', 'countdownLabel', { hours: 1, minutes: 2, seconds: 3 }],
      ['ar', 'hero', 'countdownLabel', { hours: 0, minutes: 11, seconds: 2 }],
    ]
    for (const [locale, namespace, key, values] of cases) {
      const messages = (await loadMessages(locale as never)) as unknown as Tree
      const text = (messages[namespace] as Tree)[key] as string
      const translate = createTranslator({ locale, messages, namespace: namespace as never }) as unknown as (
        key: string,
        values: Record<string, unknown>,
      ) => string
      const parsed = translate(key, values)
      expect(formatCompiled(locale, text, values), `${locale} ${namespace}.${key}`).toBe(parsed)
    }
  })

  it('compiles a whole tree, keeping its shape, and plain texts stay texts', () => {
    const compiled = precompileMessages({
      a: { plain: 'Hello', counted: '{count, plural, one {# card} other {# cards}}' },
    })
    expect(compiled.a.plain).toBe('Hello')
    expect(Array.isArray(compiled.a.counted)).toBe(true)
    // Only plain objects can be passed to client components (NextIntlClientProvider's messages).
    const prototypes = (value: unknown): unknown[] =>
      value && typeof value === 'object'
        ? [Object.getPrototypeOf(value), ...Object.values(value).flatMap(prototypes)]
        : []
    expect(
      prototypes(compiled).every((prototype) => [Object.prototype, Array.prototype].includes(prototype as object)),
    ).toBe(true)
    expect(formatCompiled('en', compiled.a.counted, { count: 2 })).toBe('2 cards')
  })
})
