import type { Token, Tokens } from 'marked'

import { answerMarkdown, isMathToken } from './answer-markdown'

/**
 * An answer or card as real LaTeX (issue 27): what pastes into a .tex file or Overleaf and
 * compiles. Markdown's marks become LaTeX commands (`**b**` → `\textbf{b}`, lists → itemize /
 * enumerate, code → `\texttt` / verbatim, links → `\href`), text is escaped, and maths keeps its
 * TeX between `\(…\)` / `\[…\]`. Read through the same lexer as the panel's renderer, so a formula
 * is found exactly where the panel draws one.
 */

const SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '%': '\\%',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
}

export const escapeLatex = (text: string) => text.replace(/[\\{}$&#%_^~]/g, (char) => SPECIALS[char]!)

/** marked keeps HTML entities in text tokens (`&amp;`, `&#39;`): LaTeX gets the characters. */
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const SECTIONS = ['\\section*', '\\subsection*', '\\subsubsection*', '\\paragraph*', '\\subparagraph*']

const inline = (tokens: Token[] | undefined): string => (tokens ?? []).map(inlineToken).join('')

const inlineToken = (token: Token): string => {
  if (isMathToken(token)) return token.displayMode ? `\\[${token.text}\\]` : `\\(${token.text}\\)`
  switch (token.type) {
    case 'strong':
      return `\\textbf{${inline((token as Tokens.Strong).tokens)}}`
    case 'em':
      return `\\emph{${inline((token as Tokens.Em).tokens)}}`
    case 'del':
      // Plain LaTeX has no strike-through without a package: the text stays, unmarked.
      return inline((token as Tokens.Del).tokens)
    case 'codespan':
      return `\\texttt{${escapeLatex(decodeEntities((token as Tokens.Codespan).text))}}`
    case 'br':
      return '\\\\\n'
    case 'link': {
      const link = token as Tokens.Link
      return `\\href{${link.href.replace(/[\\{}%#]/g, (char) => `\\${char}`)}}{${inline(link.tokens)}}`
    }
    case 'image':
      return escapeLatex((token as Tokens.Image).text)
    case 'text': {
      const text = token as Tokens.Text
      return text.tokens ? inline(text.tokens) : escapeLatex(decodeEntities(text.text))
    }
    default:
      return 'raw' in token ? escapeLatex(decodeEntities(token.raw)) : ''
  }
}

const listItem = (item: Tokens.ListItem) => {
  const body = item.tokens.map((child) => (child.type === 'text' ? inlineToken(child) : block(child))).join('\n')
  const box = item.task ? (item.checked ? '[$\\boxtimes$] ' : '[$\\square$] ') : ''
  return `  \\item ${box}${body.trim()}`
}

const table = (token: Tokens.Table) => {
  const columns = token.align.map((align) => (align === 'center' ? 'c' : align === 'right' ? 'r' : 'l')).join(' ')
  const row = (cells: Tokens.TableCell[]) => `${cells.map((cell) => inline(cell.tokens)).join(' & ')} \\\\`
  return [
    `\\begin{tabular}{${columns}}`,
    '\\hline',
    row(token.header),
    '\\hline',
    ...token.rows.map(row),
    '\\hline',
    '\\end{tabular}',
  ].join('\n')
}

const block = (token: Token): string => {
  if (isMathToken(token)) return `\\[\n${token.text}\n\\]`
  switch (token.type) {
    case 'paragraph':
      return inline((token as Tokens.Paragraph).tokens)
    case 'heading': {
      const heading = token as Tokens.Heading
      return `${SECTIONS[Math.min(heading.depth, SECTIONS.length) - 1]}{${inline(heading.tokens)}}`
    }
    case 'list': {
      const list = token as Tokens.List
      const environment = list.ordered ? 'enumerate' : 'itemize'
      return [`\\begin{${environment}}`, ...list.items.map(listItem), `\\end{${environment}}`].join('\n')
    }
    case 'code':
      return `\\begin{verbatim}\n${(token as Tokens.Code).text}\n\\end{verbatim}`
    case 'blockquote':
      return `\\begin{quote}\n${blocks((token as Tokens.Blockquote).tokens)}\n\\end{quote}`
    case 'table':
      return table(token as Tokens.Table)
    case 'hr':
      return '\\medskip\\hrule\\medskip'
    case 'space':
      return ''
    case 'text': {
      const text = token as Tokens.Text
      return text.tokens ? inline(text.tokens) : escapeLatex(decodeEntities(text.text))
    }
    default:
      return 'raw' in token ? escapeLatex(decodeEntities(token.raw.trim())) : ''
  }
}

const blocks = (tokens: Token[]) =>
  tokens
    .map(block)
    .filter((text) => text !== '')
    .join('\n\n')

export const markdownToLatex = (markdown: string): string => blocks(answerMarkdown.lexer(markdown))
