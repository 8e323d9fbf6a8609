import type { Token, Tokens } from 'marked'

import { answerMarkdown, answerMarkdownHtml, isMathToken, type MathToken } from './answer-markdown'
import { type CopyFormat } from './copy-format-names'
import { markdownToLatex } from './markdown-to-latex'

/**
 * "Copy as Markdown" and "Copy as LaTeX" (issue 18 §6, issue 27) for answers and flashcards.
 * Markdown keeps the text as written and rewrites only the maths delimiters to `$…$` / `$$…$$`
 * (what Obsidian, Notion, GitHub and Anki add-ons read); the copy is exact: it renders in the
 * panel exactly as the original does. A formula that cannot be written in the `$` form without
 * changing how the text reads (followed by a digit, a `$` inside) keeps its original delimiters.
 * LaTeX is real LaTeX (src/lib/markdown/markdown-to-latex.ts): `**b**` becomes `\textbf{b}`.
 */

const DELIMITERS: Record<'inline' | 'display', [string, string]> = { inline: ['$', '$'], display: ['$$', '$$'] }

/** The child tokens of a container (paragraphs, emphasis, lists, tables…), in reading order. */
const childrenOf = (token: Token): Token[] => {
  const children: Token[] = []
  if ('tokens' in token && Array.isArray(token.tokens)) children.push(...token.tokens)
  if (token.type === 'list') children.push(...(token as Tokens.List).items)
  if (token.type === 'table') {
    const table = token as Tokens.Table
    for (const cell of [...table.header, ...table.rows.flat()]) children.push(...cell.tokens)
  }
  return children
}

/** Leaves (text, code, maths…) in reading order: their raw text appears in the source in this order. */
const leavesOf = (tokens: Token[]): Token[] =>
  tokens.flatMap((token) => {
    if (isMathToken(token)) return [token]
    const children = childrenOf(token)
    return children.length ? leavesOf(children) : [token]
  })

/** A formula in `$` delimiters, or null when that form would read differently here. */
const rewriteFormula = (token: MathToken, following: string): string | null => {
  const [open, close] = DELIMITERS[token.displayMode ? 'display' : 'inline']
  if (!token.displayMode) {
    // `$x$5` is not maths, nor `$x $`: the inline `$` form needs non-space ends, no line break, no
    // unescaped `$` inside and no digit after.
    if (/\n|^\s|\s$/.test(token.text) || /^\d/.test(following) || /(^|[^\\])\$/.test(token.text)) return null
  } else if (token.text.includes(close)) return null
  return `${open}${token.text}${close}`
}

const rewrite = (markdown: string): string => {
  const leaves = leavesOf(answerMarkdown.lexer(markdown))
  let output = ''
  let cursor = 0
  for (const leaf of leaves) {
    const at = leaf.raw ? markdown.indexOf(leaf.raw, cursor) : -1
    if (at < 0) continue
    const end = at + leaf.raw.length
    if (isMathToken(leaf)) {
      // Block maths' raw carries its indentation and the blank lines after it: only the formula changes.
      const lead = /^ */.exec(leaf.raw)![0]
      const trail = /\s*$/.exec(leaf.raw.slice(lead.length))![0]
      const formula = rewriteFormula(leaf, markdown.slice(end))
      output += markdown.slice(cursor, at)
      output += formula === null ? leaf.raw : `${lead}${formula}${trail}`
    } else {
      output += markdown.slice(cursor, end)
    }
    cursor = end
  }
  return output + markdown.slice(cursor)
}

/**
 * The answer or card in the chosen format. The Markdown copy is checked against the original through
 * the shared parser (equal placeholder HTML renders to equal KaTeX and text); should any rewrite
 * change it, the original is copied as it is, which is exact by definition.
 */
export const copyText = (markdown: string, format: CopyFormat): string => {
  if (format === 'latex') return markdownToLatex(markdown)
  const copied = rewrite(markdown)
  return copied === markdown || answerMarkdownHtml(copied) === answerMarkdownHtml(markdown) ? copied : markdown
}

/** A flashcard as one Markdown document: its front, a rule, its back (what the copy actions copy). */
export const flashcardMarkdown = ({ front, back }: { front: string; back: string }) => `${front}\n\n---\n\n${back}`
