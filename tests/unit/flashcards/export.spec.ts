import { describe, expect, it } from 'vitest'

import { ankiNotes, CSV_COLUMNS, flashcardsCsv } from '@/services/flashcards/export'
import type { FlashcardView } from '@/services/flashcards/flashcards'

import { parseAnkiNotes, parseDelimited } from '../../helpers/delimited'

const card = (id: number, front: string, back: string): FlashcardView => ({
  id,
  front,
  back,
  answerId: null,
  due: '2026-01-05T09:00:00.000Z',
  state: 'new',
  reps: 0,
  lapses: 0,
  scheduledDays: 0,
  lastReview: null,
  createdAt: '2026-01-04T08:00:00.000Z',
})

/** Everything a field can hold that a delimited file must quote or keep intact. */
const AWKWARD: [string, string][] = [
  ['Tabs\tinside', 'Back with a tab\there'],
  ['He said "hi", twice', 'Quotes: "a" and ""b""'],
  ['Line one\nline two', 'CRLF\r\nand LF\nlines'],
  ['# starts like a header', 'Ünïcödé — 数学 — عربي — 🧮'],
  ['Comma, separated', 'Trailing space '],
]

describe('CSV export (RFC 4180)', () => {
  it('parses back to exactly the sides and schedule, CRLF-terminated', () => {
    const cards = AWKWARD.map(([front, back], index) => card(index + 1, front, back))
    const text = flashcardsCsv(cards)
    expect(text.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = parseDelimited(text.replace(/^\uFEFF/, ''), ',')
    expect(header).toEqual([...CSV_COLUMNS])
    expect(rows).toEqual(
      cards.map((c) => [c.front, c.back, c.due, c.state, String(c.reps), String(c.lapses), c.createdAt]),
    )
  })

  // Excel reads a CSV without a byte-order mark in the system's code page: "Étape" became "Ã‰tape".
  it('starts with the UTF-8 byte-order mark, once, before the header', () => {
    const text = flashcardsCsv([card(1, 'Étape', 'خطوة')])
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text.slice(1).startsWith('front,back,')).toBe(true)
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.lastIndexOf('\uFEFF')).toBe(0)
  })

  it('quotes only fields that need it', () => {
    expect(flashcardsCsv([card(1, 'plain', 'a "b"')]).split('\r\n')[1]).toBe(
      'plain,"a ""b""",2026-01-05T09:00:00.000Z,new,0,0,2026-01-04T08:00:00.000Z',
    )
  })
})

describe('Anki export (Notes in Plain Text)', () => {
  it('declares tab separation, HTML fields, the note type, deck and GUID column', () => {
    const { headers } = parseAnkiNotes(ankiNotes([card(1, 'a', 'b')]))
    expect(headers).toEqual(['#separator:tab', '#html:true', '#notetype:Basic', '#deck:Studify', '#guid column:1'])
  })

  it('parses back to one note per card, HTML escaped, with tabs, quotes, line breaks and unicode intact', () => {
    const cards = AWKWARD.map(([front, back], index) => card(index + 1, front, back))
    const { notes } = parseAnkiNotes(ankiNotes(cards))
    expect(notes.map(([guid]) => guid)).toEqual(cards.map((c) => `studify-${c.id}`))
    expect(notes[0]).toEqual(['studify-1', '<p>Tabs\tinside</p>', '<p>Back with a tab\there</p>'])
    expect(notes[1]).toEqual([
      'studify-2',
      // Serialised by the sanitiser's DOM: quotes in text need no escaping there.
      '<p>He said "hi", twice</p>',
      '<p>Quotes: "a" and ""b""</p>',
    ])
    expect(notes[2]![1]).toBe('<p>Line one\nline two</p>')
    expect(notes[3]).toEqual(['studify-4', '<h1>starts like a header</h1>', '<p>Ünïcödé — 数学 — عربي — 🧮</p>'])
  })

  // Issue 38: automatic linking took the quotes and the comma into the address.
  it('links a bare address only up to the quote that closes it', () => {
    const { notes } = parseAnkiNotes(
      ankiNotes([card(8, '"http://evil.example","click"', 'see https://a.example/x, then')]),
    )
    const link = (href: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">${href}</a>`
    expect(notes[0]![1]).toBe(`<p>"${link('http://evil.example')}","click"</p>`)
    expect(notes[0]![2]).toBe(`<p>see ${link('https://a.example/x')}, then</p>`)
  })

  it('writes maths in Anki’s own MathJax delimiters and Markdown as HTML', () => {
    const { notes } = parseAnkiNotes(
      ankiNotes([card(7, 'Solve $x^2 = 4$', '**Two roots:**\n\n$$x = \\pm 2$$\n\n- check: $2^2 = 4 < 5$')]),
    )
    expect(notes[0]).toEqual([
      'studify-7',
      '<p>Solve \\(x^2 = 4\\)</p>',
      '<p><strong>Two roots:</strong></p>\n\\[x = \\pm 2\\]<ul>\n<li>check: \\(2^2 = 4 &lt; 5\\)</li>\n</ul>',
    ])
  })
})
