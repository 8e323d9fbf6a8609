import type { ReactNode } from 'react'

import { type EssayBlock, type InlineRun, parseEssayMarkdown } from '@/lib/writer/markdown'

const Runs = ({ runs }: { runs: InlineRun[] }) => (
  <>
    {runs.map((run, index) => {
      let node: ReactNode = run.text
      if (run.italic) node = <em>{node}</em>
      if (run.bold) node = <strong>{node}</strong>
      return <span key={index}>{node}</span>
    })}
  </>
)

/** `##` sections are the page's second level under the essay's title (h1). */
const Heading = ({ level, runs }: { level: number; runs: InlineRun[] }) => {
  const Tag = (['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)[Math.min(level, 6) - 1]!
  return (
    <Tag>
      <Runs runs={runs} />
    </Tag>
  )
}

const Block = ({ block }: { block: EssayBlock }) => {
  if (block.type === 'heading') return <Heading level={block.level} runs={block.runs} />
  if (block.type === 'paragraph')
    return (
      <p>
        <Runs runs={block.runs} />
      </p>
    )
  const List = block.ordered ? 'ol' : 'ul'
  return (
    <List>
      {block.items.map((item, index) => (
        <li key={index}>
          <Runs runs={item} />
        </li>
      ))}
    </List>
  )
}

/** An essay's Markdown as React elements: nothing from the model ever becomes HTML. */
export function EssayMarkdown({ markdown }: { markdown: string }) {
  return (
    <>
      {parseEssayMarkdown(markdown).map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  )
}
