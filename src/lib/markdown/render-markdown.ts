import DOMPurify from 'dompurify'
import katex from 'katex'

import { answerMarkdownHtml } from './answer-markdown'

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
  const html = answerMarkdownHtml(markdown)
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
