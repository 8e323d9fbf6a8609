import DOMPurify from 'dompurify'
import katex from 'katex'

import { answerMarkdownHtml } from './answer-markdown'
import { configurePurifier, SANITIZE_OPTIONS } from './sanitize-policy'

let purifier: ReturnType<typeof DOMPurify> | null = null
const getPurifier = () => (purifier ??= configurePurifier(DOMPurify(window)))

/**
 * Renders model Markdown safely: marked (raw HTML escaped, maths kept as placeholders) → DOMPurify
 * (a DOM fragment, never an HTML string put into the page) → KaTeX fills each placeholder from its
 * text (`trust: false`: no \href, \url or HTML extensions).
 */
export const renderMarkdown = (markdown: string): DocumentFragment => {
  const html = answerMarkdownHtml(markdown)
  const fragment = getPurifier().sanitize(html, { ...SANITIZE_OPTIONS, RETURN_DOM_FRAGMENT: true })
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
