import DOMPurify from 'dompurify'
import katex from 'katex'
import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked'

import { escapeHtml } from '@/lib/escape-html'

type MathToken = Tokens.Generic & { text: string; displayMode: boolean }

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

const marked = new Marked({
  gfm: true,
  async: false,
  extensions: [blockMath, inlineMath],
  // Raw HTML in an answer is shown as text: a model's `<img onerror=…>` is never markup.
  renderer: { html: ({ text }) => escapeHtml(text) },
})

/** Tags an answer never needs; scripts, frames and event handlers are removed by DOMPurify anyway. */
const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'img', 'video', 'audio', 'iframe']

let purifier: ReturnType<typeof DOMPurify> | null = null
const getPurifier = () => {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  // Links in answers open in a new tab, never inside the panel, and tell the target nothing.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return purifier
}

/**
 * Renders model Markdown safely: marked (raw HTML escaped, maths kept as placeholders) → DOMPurify
 * (a DOM fragment, never an HTML string put into the page) → KaTeX fills each placeholder from its
 * text (`trust: false`: no \href, \url or HTML extensions).
 */
export const renderMarkdown = (markdown: string): DocumentFragment => {
  const html = marked.parse(markdown) as string
  const fragment = getPurifier().sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style', 'class', 'id'],
  })
  for (const element of fragment.querySelectorAll<HTMLElement>('[data-math]')) {
    const tex = element.textContent ?? ''
    katex.render(tex, element, {
      displayMode: element.dataset.math === 'display',
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 500,
    })
  }
  return fragment
}

/** Puts the rendered answer into `target`, replacing what was there (called again as tokens arrive). */
export const renderMarkdownInto = (target: HTMLElement, markdown: string) => {
  target.replaceChildren(renderMarkdown(markdown))
}
