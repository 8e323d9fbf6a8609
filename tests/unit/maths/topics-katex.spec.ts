import katex from 'katex'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import { solveMaths } from '@/services/answers/maths'

import { TOPICS_CORPUS } from './topics-corpus'

/** Every $$…$$ and $…$ of an answer, as the panel's renderer receives it. */
const mathsOf = (markdown: string) => [
  ...[...markdown.matchAll(/\$\$([^$]+)\$\$/g)].map((m) => ({ tex: m[1]!, displayMode: true })),
  ...[...markdown.replace(/\$\$[^$]+\$\$/g, '').matchAll(/\$([^$]+)\$/g)].map((m) => ({
    tex: m[1]!,
    displayMode: false,
  })),
]
const renders = (markdown: string) => {
  for (const { tex, displayMode } of mathsOf(markdown)) {
    expect(() => katex.renderToString(tex, { displayMode, throwOnError: true, strict: 'ignore' }), tex).not.toThrow()
  }
}

describe('the issue-25 topics’ answers render with KaTeX', () => {
  it.each(TOPICS_CORPUS.map(([question]) => question))('%j', (question) => renders(solveMaths(question)!.markdown))

  it.each(LOCALES)('in %s, with the translated words around the maths', (locale) => {
    for (const question of ['solve sin x = 1/2 from 0 to 2π', 'factor 6x^2 - 11x - 10', '(3+4i)/(1-2i)', '10 choose 3'])
      renders(solveMaths(question, locale)!.markdown)
  })
})
