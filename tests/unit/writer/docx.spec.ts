import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { attachmentDisposition, essayDocx } from '@/services/writer/export'

const documentXml = async (essay: Parameters<typeof essayDocx>[0]) =>
  strFromU8(unzipSync(new Uint8Array(await essayDocx(essay)))['word/document.xml']!)

/** The paragraphs of a Word document: their style and their text. */
const paragraphs = (xml: string) =>
  [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, body]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(body!)?.[1] ?? null,
    text: [...body!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''),
    isBold: body!.includes('<w:b/>'),
    isRtl: body!.includes('<w:bidi/>'),
  }))

describe('the .docx export', () => {
  it('has the title, the date, and each section heading as a Word heading', async () => {
    const xml = await documentXml({
      title: 'Rivers',
      content: '# Rivers\n\n## Where rivers begin\n\nSprings **feed** them.\n\n## Where rivers end\n\nThe sea.',
      language: 'en',
      createdAt: '2026-03-01T10:00:00Z',
    })
    const found = paragraphs(xml)
    expect(found[0]).toMatchObject({ style: 'Title', text: 'Rivers' })
    expect(found[1]!.text).toBe('March 1, 2026')
    expect(found.filter((paragraph) => paragraph.style === 'Heading1').map((paragraph) => paragraph.text)).toEqual([
      'Where rivers begin',
      'Where rivers end',
    ])
    expect(found.find((paragraph) => paragraph.text === 'Springs feed them.')).toMatchObject({ isBold: true })
    // The title line is the document's title, not repeated as a heading.
    expect(found.filter((paragraph) => paragraph.text === 'Rivers')).toHaveLength(1)
  })

  it('writes Arabic right to left', async () => {
    const found = paragraphs(
      await documentXml({
        title: 'الأنهار',
        content: '## البداية\n\nنص.',
        language: 'ar',
        createdAt: '2026-03-01T10:00:00Z',
      }),
    )
    expect(found.every((paragraph) => paragraph.isRtl)).toBe(true)
  })

  it('names the file after the essay, readable by old and new clients', () => {
    expect(attachmentDisposition('Rivers: where they begin?', 'docx')).toBe(
      `attachment; filename="Rivers-where-they-begin.docx"; filename*=UTF-8''Rivers%20where%20they%20begin.docx`,
    )
    expect(attachmentDisposition('الأنهار', 'md')).toBe(
      `attachment; filename="essay.md"; filename*=UTF-8''${encodeURIComponent('الأنهار.md')}`,
    )
    // A long title is shortened between words; an old clipped title loses its "…".
    const long = attachmentDisposition(
      `Why rivers flood every spring season and how the towns prepare for the wa…`,
      'md',
    )
    expect(long).toContain(`filename="Why-rivers-flood-every-spring-season-and-how-the-towns-prepare-for-the.md"`)
    expect(long).not.toContain(encodeURIComponent('…'))
  })
})
