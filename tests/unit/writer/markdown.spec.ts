import { describe, expect, it } from 'vitest'

import { essayTitle, essayWords } from '@/lib/writer/essay-text'
import { essayMarkdown, markdownTitle, parseEssayMarkdown, parseInline, withoutTitle } from '@/lib/writer/markdown'

describe('essay Markdown', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(parseEssayMarkdown('## One\n\nFirst line\nsecond line.\n\n- a\n- **b**\n\n1. x\n2. y\n\n### Two')).toEqual([
      { type: 'heading', level: 2, runs: [{ text: 'One' }], text: 'One' },
      { type: 'paragraph', runs: [{ text: 'First line second line.' }] },
      { type: 'list', ordered: false, items: [[{ text: 'a' }], [{ text: 'b', bold: true }]] },
      { type: 'list', ordered: true, items: [[{ text: 'x' }], [{ text: 'y' }]] },
      { type: 'heading', level: 3, runs: [{ text: 'Two' }], text: 'Two' },
    ])
  })

  it('keeps unfinished emphasis as typed while an essay streams', () => {
    expect(parseInline('a **bold** and *it* and **open')).toEqual([
      { text: 'a ' },
      { text: 'bold', bold: true },
      { text: ' and ' },
      { text: 'it', italic: true },
      { text: ' and **open' },
    ])
  })

  it('takes the title from the first line, and the body under it', () => {
    const essay = '# The **Nile**\n\n## Source\n\nText here.'
    expect(markdownTitle(essay)).toBe('The Nile')
    expect(withoutTitle(essay)).toBe('## Source\n\nText here.')
    expect(markdownTitle('## Not a title')).toBeNull()
    expect(essayMarkdown({ title: 'The Nile', content: essay })).toBe('# The Nile\n\n## Source\n\nText here.\n')
    expect(essayMarkdown({ title: 'Rivers', content: '## A\n\nB' })).toBe('# Rivers\n\n## A\n\nB\n')
  })

  it('names an essay by its title once written, by its topic until then, and counts its body', () => {
    expect(essayTitle('', 'Why rivers flood\nand what to do')).toBe('Why rivers flood')
    expect(essayTitle('# Floods', 'Why rivers flood')).toBe('Floods')
    // A long topic is cut between words and never ends in "…" (the title names the download).
    const title = essayTitle('', `Why ${'rivers flood '.repeat(40)}`)
    expect([...title].length).toBeLessThanOrEqual(160)
    expect(title).toMatch(/^Why( rivers flood)*( rivers)?$/)
    expect(essayWords('# A long title here\n\n## Part\n\nOne two three.')).toBe(4)
  })
})
