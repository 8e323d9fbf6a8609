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

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const LIST_ITEM = /^\s*([-*+]|\d{1,3}[.)])\s+(.*)$/
const INLINE = /(\*\*[^*\n]+\*\*|__[^_\n]+__|\*[^*\s][^*\n]*\*)/g

/** Bold (`**x**`, `__x__`) and italic (`*x*`); anything unclosed stays as typed (a stream mid-word). */
export const parseInline = (text: string): InlineRun[] =>
  text
    .split(INLINE)
    .filter(Boolean)
    .map((part) => {
      if (/^(\*\*|__).+\1$/.test(part)) return { text: part.slice(2, -2), bold: true }
      if (/^\*.+\*$/.test(part)) return { text: part.slice(1, -1), italic: true }
      return { text: part }
    })

export const plainText = (runs: InlineRun[]) => runs.map((run) => run.text).join('')

export const parseEssayMarkdown = (markdown: string): EssayBlock[] => {
  const blocks: EssayBlock[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: InlineRun[][] } | null = null
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', runs: parseInline(paragraph.join(' ')) })
    if (list) blocks.push({ type: 'list', ...list })
    paragraph = []
    list = null
  }
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/^\s*>\s?/, '').trimEnd()
    const heading = HEADING.exec(line)
    const item = LIST_ITEM.exec(line)
    if (!line.trim()) flush()
    else if (heading) {
      flush()
      const runs = parseInline(heading[2]!)
      blocks.push({ type: 'heading', level: heading[1]!.length, runs, text: plainText(runs) })
    } else if (item) {
      const ordered = /\d/.test(item[1]!)
      if (paragraph.length || (list && list.ordered !== ordered)) flush()
      list ??= { ordered, items: [] }
      list.items.push(parseInline(item[2]!))
    } else if (list && /^\s+\S/.test(raw)) {
      // An indented line continues the list item above it.
      const last = list.items.at(-1)!
      last.push({ text: ' ' }, ...parseInline(line.trim()))
    } else {
      if (list) flush()
      paragraph.push(line.trim())
    }
  }
  flush()
  return blocks
}

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
