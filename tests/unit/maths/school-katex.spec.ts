import katex from 'katex'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import { solveMaths } from '@/services/answers/maths'

import { SCHOOL_CORPUS } from './school-corpus'

/** Every $$…$$ and $…$ of an answer, as the panel's renderer receives it. */
const mathsOf = (markdown: string) => [
  ...[...markdown.matchAll(/\$\$([^$]+)\$\$/g)].map((m) => ({ tex: m[1]!, displayMode: true })),
  ...[...markdown.replace(/\$\$[^$]+\$\$/g, '').matchAll(/\$([^$]+)\$/g)].map((m) => ({
    tex: m[1]!,
    displayMode: false,
  })),
]

describe('the school topics’ answers render with KaTeX', () => {
  it.each(SCHOOL_CORPUS.map(([question]) => question))('%j', (question) => {
    for (const { tex, displayMode } of mathsOf(solveMaths(question)!.markdown)) {
      expect(() => katex.renderToString(tex, { displayMode, throwOnError: true, strict: 'ignore' }), tex).not.toThrow()
    }
  })

  it.each(LOCALES)('in %s, with the translated words inside the maths', (locale) => {
    for (const question of ['Is 97 a prime number?', 'Is 91 prime?', 'gcd of 12 and 18', '-2x + 1 <= 5']) {
      for (const { tex, displayMode } of mathsOf(solveMaths(question, locale)!.markdown)) {
        expect(
          () => katex.renderToString(tex, { displayMode, throwOnError: true, strict: 'ignore' }),
          tex,
        ).not.toThrow()
      }
    }
  })
})
