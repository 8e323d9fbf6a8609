import { existsSync } from 'node:fs'

import { type Browser, chromium, type Page } from '@playwright/test'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copyText } from '@/lib/markdown/copy-formats'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs'

/**
 * "Copy as Markdown" is exact: what is copied renders in the panel's own renderer
 * (src/lib/markdown/render-markdown.ts, the panel's and the site's: marked → DOMPurify → KaTeX, in real Chromium) to the
 * same DOM as the original answer. "Copy as LaTeX" is real LaTeX (issue 27): no Markdown left.
 */
const ANSWERS: string[] = [
  'We get $x^2$ here.',
  'Inline \\(\\frac{a}{b}\\) and \\(x \\)5 stays, $y$ too.',
  '$$\\int_0^1 x\\,dx = \\tfrac12$$\n\nThen \\[x = 1\\] inside a line.',
  '\\[\n  a^2 + b^2 = c^2\n\\]\n\n**Step 1.** Read it.\n\n- one $a_1$\n- two \\(b_2\\)',
  'It costs $5 and $10.\n\n`$x$` stays code, \\(y\\) does not.\n\n```\n\\(not maths\\)\n```',
  '| x | $x^2$ |\n|---|---|\n| \\(2\\) | $4$ |',
  '> quoted \\(e^{i\\pi} + 1 = 0\\)\n\n1. first\n2. $$\\sum_{k=1}^n k$$',
  'A price \\(\\$5\\) in maths, a dollar \\$ in text, and $a$1 next to a digit.',
  'Ünïcödé — \\(\\alpha + β\\) — عربي $\\sqrt{2}$',
  'Edge: \\(a \\text{ costs } \\$\\)3 then $b$.',
]

let browser: Browser
let page: Page

const renderedHtml = (markdown: string) =>
  page.evaluate((source) => {
    const host = document.createElement('div')
    host.append((window as any).StudifyMarkdown.renderMarkdown(source))
    return host.innerHTML
  }, markdown)

describe('copy formats', () => {
  it('Markdown uses $ delimiters and LaTeX uses \\( \\[ delimiters', () => {
    const answer = 'So \\(x = 2\\) and\n\n$$y = 3$$\n'
    expect(copyText(answer, 'markdown')).toBe('So $x = 2$ and\n\n$$y = 3$$\n')
    expect(copyText(answer, 'latex')).toBe('So \\(x = 2\\) and\n\n\\[\ny = 3\n\\]')
    expect(copyText('$a$ and $$b$$ inline', 'latex')).toBe('\\(a\\) and \\[b\\] inline')
  })

  it('LaTeX turns Markdown marks into LaTeX commands and escapes text', () => {
    expect(copyText('**Step 1.** Read *it*: `x_1`.', 'latex')).toBe(
      '\\textbf{Step 1.} Read \\emph{it}: \\texttt{x\\_1}.',
    )
    expect(copyText('## Method\n\n- one $a_1$\n- two\n\n1. first\n2. second', 'latex')).toBe(
      [
        '\\subsection*{Method}',
        '\\begin{itemize}\n  \\item one \\(a_1\\)\n  \\item two\n\\end{itemize}',
        '\\begin{enumerate}\n  \\item first\n  \\item second\n\\end{enumerate}',
      ].join('\n\n'),
    )
    expect(copyText('50% of #3 & {x} costs $5 and $10, see [this](https://e.x/a_b).', 'latex')).toBe(
      '50\\% of \\#3 \\& \\{x\\} costs \\$5 and \\$10, see \\href{https://e.x/a_b}{this}.',
    )
  })

  it('keeps a formula whose other form would read differently', () => {
    // `$x$5` is not maths in Markdown: the LaTeX form stays.
    expect(copyText('\\(x\\)5', 'markdown')).toBe('\\(x\\)5')
    // Prices stay text in both (LaTeX escapes the dollar sign).
    expect(copyText('It costs $5 and $10.', 'markdown')).toBe('It costs $5 and $10.')
    expect(copyText('It costs $5 and $10.', 'latex')).toBe('It costs \\$5 and \\$10.')
  })

  it('leaves code untouched', () => {
    const answer = '`\\(a\\)` then \\(a\\)\n\n```\n$b$\n```'
    expect(copyText(answer, 'latex')).toBe(
      '\\texttt{\\textbackslash{}(a\\textbackslash{})} then \\(a\\)\n\n\\begin{verbatim}\n$b$\n\\end{verbatim}',
    )
    expect(copyText(answer, 'markdown')).toBe('`\\(a\\)` then $a$\n\n```\n$b$\n```')
  })
})

describe.skipIf(!existsSync(CHROMIUM_PATH))('copy formats round-trip through the panel renderer, in Chromium', () => {
  beforeAll(async () => {
    const bundle = await build({
      entryPoints: ['src/lib/markdown/render-markdown.ts'],
      bundle: true,
      format: 'iife',
      globalName: 'StudifyMarkdown',
      write: false,
      tsconfig: 'extension/tsconfig.json',
      logLevel: 'silent',
    })
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
    page = await browser.newPage()
    await page.setContent('<!doctype html><html><head></head><body></body></html>')
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it.each(ANSWERS)('%s', async (answer) => {
    const original = await renderedHtml(answer)
    expect(original).toContain('katex')
    const copied = copyText(answer, 'markdown')
    expect(await renderedHtml(copied), copied).toBe(original)
    // LaTeX keeps every formula's TeX and no Markdown emphasis.
    expect(copyText(answer, 'latex')).not.toMatch(/\*\*|(^|[^\\])\$\$/)
  })

  it('rewrites every formula that can be rewritten (the Markdown copies differ from the original)', () => {
    // Only answers already written with `$` throughout, or whose other formulas must stay, are unchanged.
    const unchanged = ANSWERS.filter((answer) => copyText(answer, 'markdown') === answer)
    expect(unchanged).toEqual([ANSWERS[0], ANSWERS[9]])
  })
})
