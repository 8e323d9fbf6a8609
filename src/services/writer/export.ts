import { clipAtWord } from '../../lib/writer/clip'
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx'

import { isLocale, LANGUAGES } from '../../config/locales'
import { type EssayBlock, type InlineRun, parseEssayMarkdown, withoutTitle } from '../../lib/writer/markdown'

export { essayMarkdown } from '../../lib/writer/markdown'

export type ExportableEssay = { title: string; content: string; language: string; createdAt: string }

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const

const ORDERED_LIST = 'essay-ordered-list'

/**
 * The .docx file: the title in Word's Title style, the date, then the essay with its `##`
 * sections as Word's Heading 1 (`###` as Heading 2, …), so Word's navigation pane and table of
 * contents see them; lists as Word lists; Arabic right to left.
 */
export const essayDocx = async (essay: ExportableEssay): Promise<Buffer> => {
  const isRtl = isLocale(essay.language) && LANGUAGES[essay.language].isRtl
  const runs = (items: InlineRun[]): ParagraphChild[] =>
    items.map((run) => new TextRun({ text: run.text, bold: run.bold, italics: run.italic, rightToLeft: isRtl }))
  const date = new Intl.DateTimeFormat(essay.language, { dateStyle: 'long' }).format(new Date(essay.createdAt))
  let listInstance = 0
  const toParagraphs = (block: EssayBlock): Paragraph[] => {
    if (block.type === 'heading') {
      // The essay's sections are `##`: they become the document's first heading level.
      const level = HEADINGS[Math.min(Math.max(block.level - 2, 0), HEADINGS.length - 1)]
      return [new Paragraph({ heading: level, bidirectional: isRtl, children: runs(block.runs) })]
    }
    if (block.type === 'paragraph') return [new Paragraph({ bidirectional: isRtl, children: runs(block.runs) })]
    listInstance += 1
    return block.items.map(
      (item) =>
        new Paragraph({
          bidirectional: isRtl,
          children: runs(item),
          ...(block.ordered
            ? { numbering: { reference: ORDERED_LIST, level: 0, instance: listInstance } }
            : { bullet: { level: 0 } }),
        }),
    )
  }
  const document = new Document({
    title: essay.title,
    creator: 'Studify',
    numbering: {
      config: [
        {
          reference: ORDERED_LIST,
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, bidirectional: isRtl, children: runs([{ text: essay.title }]) }),
          new Paragraph({ bidirectional: isRtl, children: runs([{ text: date, italic: true }]) }),
          ...parseEssayMarkdown(withoutTitle(essay.content)).flatMap(toParagraphs),
        ],
      },
    ],
  })
  return Packer.toBuffer(document)
}

export const EXPORT_TYPES = {
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

/** `attachment` with an ASCII name for old clients and the real (UTF-8) name for the rest. */
export const attachmentDisposition = (title: string, extension: keyof typeof EXPORT_TYPES) => {
  const base =
    clipAtWord(
      title
        // A title stored before titles were cut between words ends in half a word and "…".
        .replace(/\S*…$/, '')
        .replace(/[\\/:*?"<>|\u0000-\u001f…]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      80,
    ) || 'essay'
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[^A-Za-z0-9 ._-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'essay'
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`
}
