import type { FlashcardExportFormat } from '../../config/flashcards'
import { sanitizedMarkdownHtml } from '../../lib/markdown/sanitize-server'
import type { FlashcardView } from './flashcards'

/**
 * The deck as files (issue 18 §3): Anki's "Notes in Plain Text" (tab-separated, HTML fields, maths
 * in Anki's own `\(…\)` / `\[…\]`, a stable GUID per card so importing again updates instead of
 * duplicating) and a CSV of the Markdown sides with their schedule (RFC 4180).
 * Card text is untrusted in both: Anki runs card HTML with scripts on, so its fields go through the
 * site's sanitiser; spreadsheets run cells that start like a formula, so those are written as text.
 */

/** A field quoted RFC 4180-style when it holds the separator, a quote or a line break (Anki reads the same). */
const field = (value: string, separator: string) =>
  value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value

const line = (values: string[], separator: string) => values.map((value) => field(value, separator)).join(separator)

/** OWASP's CSV injection rule: a cell starting with = + - @ tab or CR gets a leading `'` (shown as text). */
const FORMULA_START = /^[=+\-@\t\r]/
const textCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)

/** Our maths placeholders become Anki's MathJax delimiters; their TeX is already HTML-escaped text. */
const ankiHtml = (markdown: string) =>
  sanitizedMarkdownHtml(markdown)
    .replace(/<(span|div) data-math="(inline|display)">([^<]*)<\/\1>/g, (_all, _tag, mode: string, tex: string) =>
      mode === 'display' ? `\\[${tex}\\]` : `\\(${tex}\\)`,
    )
    .trim()

export const ANKI_HEADERS = ['#separator:tab', '#html:true', '#notetype:Basic', '#deck:Studify', '#guid column:1']

export const ankiNotes = (cards: FlashcardView[]): string =>
  [
    ...ANKI_HEADERS,
    ...cards.map((card) => line([`studify-${card.id}`, ankiHtml(card.front), ankiHtml(card.back)], '\t')),
  ].join('\n') + '\n'

export const CSV_COLUMNS = ['front', 'back', 'due', 'state', 'reps', 'lapses', 'createdAt'] as const

/** UTF-8's byte-order mark: without it Excel reads the file in the system's code page ("Ã‰tape"). */
const UTF8_BOM = '\uFEFF'

export const flashcardsCsv = (cards: FlashcardView[]): string =>
  UTF8_BOM +
  [
    line([...CSV_COLUMNS], ','),
    ...cards.map((card) =>
      line(
        [
          textCell(card.front),
          textCell(card.back),
          card.due,
          card.state,
          String(card.reps),
          String(card.lapses),
          card.createdAt,
        ],
        ',',
      ),
    ),
  ].join('\r\n') +
  '\r\n'

export const FLASHCARD_EXPORTS: Record<
  FlashcardExportFormat,
  { type: string; fileName: string; build: (cards: FlashcardView[]) => string }
> = {
  anki: { type: 'text/plain; charset=utf-8', fileName: 'studify-flashcards-anki.txt', build: ankiNotes },
  csv: { type: 'text/csv; charset=utf-8', fileName: 'studify-flashcards.csv', build: flashcardsCsv },
}
