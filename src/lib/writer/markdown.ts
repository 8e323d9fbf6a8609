import { Lexer, type Token, type Tokens } from 'marked'

/**
 * The small Markdown an essay is written in — headings, paragraphs, lists, bold and italic — as
 * plain data. The essay view renders these blocks as React elements (no HTML string, nothing to
 * sanitise) and the .docx export turns the same blocks into Word paragraphs.
 */
export type InlineRun = { text: string; bold?: boolean; italic?: boolean }
export type EssayBlock =
  | { type: 'heading'; level: number; runs: InlineRun[]; text: string }
  | { type: 'paragraph'; runs: InlineRun[] }
  | { type: 'list'; ordered: boolean; items: InlineRun[][] }

type Style = Pick<InlineRun, 'bold' | 'italic'>

/** Inline tokens as runs: strong is bold, em italic; a soft line break is a space. */
const runsOf = (tokens: Token[] = [], style: Style = {}): InlineRun[] =>
  tokens.flatMap((token): InlineRun[] => {
    if (token.type === 'strong') return runsOf((token as Tokens.Strong).tokens, { ...style, bold: true })
    if (token.type === 'em') return runsOf((token as Tokens.Em).tokens, { ...style, italic: true })
    if ('tokens' in token && token.tokens?.length) return runsOf(token.tokens, style)
    const text = token.type === 'br' ? ' ' : ('text' in token ? String(token.text) : token.raw).replace(/\n/g, ' ')
    return text ? [{ text, ...style }] : []
  })

/** Neighbouring runs of one style become one run. */
const merged = (runs: InlineRun[]) =>
  runs.reduce<InlineRun[]>((all, run) => {
    const last = all.at(-1)
    if (last && Boolean(last.bold) === Boolean(run.bold) && Boolean(last.italic) === Boolean(run.italic)) {
      all[all.length - 1] = { ...last, text: last.text + run.text }
    } else all.push(run)
    return all
  }, [])

/** Bold (`**x**`, `__x__`) and italic (`*x*`), read by `marked`; anything unclosed stays as typed (a stream mid-word). */
export const parseInline = (text: string): InlineRun[] => merged(runsOf(Lexer.lexInline(text)))

export const plainText = (runs: InlineRun[]) => runs.map((run) => run.text).join('')

/** A list item's text: its paragraphs and any nested list, on one line. */
const itemRuns = (item: Tokens.ListItem): InlineRun[] =>
  merged(
    item.tokens.flatMap((token, index) => {
      const runs = token.type === 'list' ? (token as Tokens.List).items.flatMap(itemRuns) : runsOf(blockInline(token))
      return index ? [{ text: ' ' }, ...runs] : runs
    }),
  )

/** A block's inline tokens; code and anything without inline tokens keeps its text. */
const blockInline = (token: Token): Token[] =>
  'tokens' in token && token.tokens ? token.tokens : [{ type: 'text', raw: token.raw, text: token.raw.trim() }]

const blocksOf = (tokens: Token[]): EssayBlock[] =>
  tokens.flatMap((token): EssayBlock[] => {
    switch (token.type) {
      case 'heading': {
        const runs = merged(runsOf((token as Tokens.Heading).tokens))
        return [{ type: 'heading', level: (token as Tokens.Heading).depth, runs, text: plainText(runs) }]
      }
      case 'list': {
        const list = token as Tokens.List
        return [{ type: 'list', ordered: list.ordered, items: list.items.map(itemRuns) }]
      }
      case 'blockquote':
        return blocksOf((token as Tokens.Blockquote).tokens)
      case 'space':
      case 'hr':
      case 'def':
        return []
      default: {
        const runs = merged(runsOf(blockInline(token)))
        return plainText(runs).trim() ? [{ type: 'paragraph', runs }] : []
      }
    }
  })

/** The essay's blocks, read by `marked`'s lexer (the one Markdown parser of the app). */
export const parseEssayMarkdown = (markdown: string): EssayBlock[] => blocksOf(Lexer.lex(markdown))

/** The essay's own title: its first level-1 heading, if it starts with one. */
export const markdownTitle = (markdown: string): string | null => {
  const first = markdown.trimStart().split('\n', 1)[0] ?? ''
  const match = /^#\s+(.*?)\s*#*\s*$/.exec(first)
  return match ? plainText(parseInline(match[1]!)).trim() || null : null
}

/** The body under the title line (the title is shown, and exported, on its own). */
export const withoutTitle = (markdown: string): string =>
  markdownTitle(markdown)
    ? markdown
        .trimStart()
        .replace(/^[^\n]*\n?/, '')
        .trimStart()
    : markdown

/** The essay as one Markdown document under its title: what Copy and the .md download give. */
export const essayMarkdown = ({ title, content }: { title: string; content: string }) =>
  `# ${title}\n\n${withoutTitle(content).trim()}\n`
