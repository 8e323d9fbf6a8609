import DOMPurify, { type WindowLike } from 'dompurify'
import { JSDOM } from 'jsdom'

import { answerMarkdownHtml } from './answer-markdown'
import { configurePurifier, SANITIZE_OPTIONS } from './sanitize-policy'

// jsdom, not happy-dom: DOMPurify is only proven safe on a standards-complete DOM.
let purifier: ReturnType<typeof DOMPurify> | null = null
const getPurifier = () => (purifier ??= configurePurifier(DOMPurify(new JSDOM('').window as unknown as WindowLike)))

/** Card Markdown as HTML a file may carry: the site's renderer and sanitiser, done on the server. */
export const sanitizedMarkdownHtml = (markdown: string): string =>
  getPurifier().sanitize(answerMarkdownHtml(markdown), SANITIZE_OPTIONS)
