import { Marked, Tokenizer, type TokenizerAndRendererExtension, type Tokens } from 'marked'

import { escapeHtml } from '../escape-html'

export type MathToken = Tokens.Generic & { text: string; displayMode: boolean }

/** A placeholder element the KaTeX step fills; its text is the TeX, escaped like any text. */
const mathPlaceholder = (token: Tokens.Generic) => {
  const { text, displayMode } = token as MathToken
  const tag = displayMode ? 'div' : 'span'
  return `<${tag} data-math="${displayMode ? 'display' : 'inline'}">${escapeHtml(text)}</${tag}>`
}

/** `$$…$$` or `\[…\]` on lines of their own. */
const blockMath: TokenizerAndRendererExtension = {
  name: 'blockMath',
  level: 'block',
  start: (src) => src.match(/^ {0,3}(?:\$\$|\\\[)/m)?.index,
  tokenizer(src) {
    const match = /^ {0,3}(?:\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\])[ \t]*(?:\n+|$)/.exec(src)
    if (!match) return undefined
    return { type: 'blockMath', raw: match[0], text: (match[1] ?? match[2] ?? '').trim(), displayMode: true }
  },
  renderer: mathPlaceholder,
}

/**
 * `$…$`, `\(…\)` inline and `$$…$$`, `\[…\]` inside a paragraph. A dollar sign only opens maths when
 * followed by a non-space and only closes after a non-space not followed by a digit, so prices
 * ("$5 and $10") stay text.
 */
const inlineMath: TokenizerAndRendererExtension = {
  name: 'inlineMath',
  level: 'inline',
  start: (src) => src.match(/\$|\\[([]/)?.index,
  tokenizer(src) {
    const display = /^(?:\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\])/.exec(src)
    if (display) {
      return { type: 'inlineMath', raw: display[0], text: (display[1] ?? display[2] ?? '').trim(), displayMode: true }
    }
    const inline = /^(?:\$(?=\S)((?:\\.|[^\\$\n])*?\S)\$(?!\d)|\\\(([\s\S]+?)\\\))/.exec(src)
    if (inline)
      return { type: 'inlineMath', raw: inline[0], text: (inline[1] ?? inline[2] ?? '').trim(), displayMode: false }
    return undefined
  },
  renderer: mathPlaceholder,
}

/**
 * GFM links a bare address up to the next space, quotes and commas included:
 * `"http://evil.example","click"` became a link to `http://evil.example%22,%22click` (issue 38).
 * A double quote cannot stand unescaped in an address (RFC 3986): the link ends before it.
 */
const urlBeforeQuote = function (this: Tokenizer, src: string) {
  const quote = src.indexOf('"')
  return quote > 0 ? Tokenizer.prototype.url.call(this, src.slice(0, quote)) : false
}

/**
 * The Markdown of answers and flashcards — GFM plus `$…$`, `\(…\)`, `$$…$$` and `\[…\]` maths —
 * shared by the panel's renderer, the site's card view, the copy formats and the Anki export, so
 * every one of them reads a formula the same way. Raw HTML is shown as text: a model's
 * `<img onerror=…>` is never markup. Maths comes out as placeholders (`data-math`) KaTeX fills.
 */
export const answerMarkdown = new Marked({
  gfm: true,
  async: false,
  extensions: [blockMath, inlineMath],
  tokenizer: { url: urlBeforeQuote },
  renderer: { html: ({ text }) => escapeHtml(text) },
})

/** The placeholder HTML of some Markdown (before sanitising and KaTeX): equal HTML renders equally. */
export const answerMarkdownHtml = (markdown: string): string => answerMarkdown.parse(markdown) as string

export const isMathToken = (token: Tokens.Generic): token is MathToken =>
  token.type === 'blockMath' || token.type === 'inlineMath'
