import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import { ankiNotes, flashcardsCsv } from '@/services/flashcards/export'
import type { FlashcardView } from '@/services/flashcards/flashcards'

import { parseAnkiNotes, parseDelimited } from '../helpers/delimited'

/**
 * Finding 10 (issue 22): Anki runs card HTML with scripts on, and spreadsheets run CSV cells that
 * start like a formula. Card text is the student's (or a model's), so neither may come out live.
 */
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

const HOSTILE = [
  '[open me](javascript:alert(document.cookie))',
  '[again](JaVaScRiPt:alert(1)) and [data](data:text/html,<script>alert(1)</script>)',
  '![tracker](https://evil.example/pixel.png)',
  '<img src=x onerror=alert(1)> <a href="javascript:alert(1)" onclick="alert(1)">raw</a>',
  '<script>alert(1)</script><svg onload=alert(1)></svg><iframe src="https://evil.example"></iframe>',
  '[ok](https://example.org/page) and $x^2$',
]

/** Every element of an exported field, parsed as a browser (or Anki's web view) would. */
const elementsOf = (html: string) => [...JSDOM.fragment(`<div>${html}</div>`).querySelectorAll('*')]

describe('Anki export', () => {
  const { notes } = parseAnkiNotes(ankiNotes(HOSTILE.map((text, index) => card(index + 1, text, text))))
  const fields = notes.flatMap(([, front, back]) => [front!, back!])

  it('has no script, frame, image, event handler or script URL left', () => {
    for (const field of fields) {
      for (const element of elementsOf(field)) {
        expect(['SCRIPT', 'IFRAME', 'IMG', 'SVG', 'OBJECT', 'EMBED'], field).not.toContain(
          element.tagName.toUpperCase(),
        )
        for (const attribute of element.attributes) {
          expect(attribute.name, field).not.toMatch(/^on/i)
          if (['href', 'src', 'xlink:href', 'action'].includes(attribute.name))
            expect(attribute.value, field).not.toMatch(/^\s*(javascript|data|vbscript):/i)
        }
        if (element.tagName === 'IMG') expect(element.getAttribute('src')).not.toMatch(/^https?:/)
      }
    }
  })

  it('keeps ordinary links (opening in a new tab) and maths', () => {
    const [, front] = notes[5]!
    const link = elementsOf(front!).find((element) => element.tagName === 'A')!
    expect(link.getAttribute('href')).toBe('https://example.org/page')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(front).toContain('\\(x^2\\)')
  })
})

describe('CSV export', () => {
  it.each(['=HYPERLINK("https://evil.example","click")', '+1+1', '-2+3', '@SUM(A1:A2)', '\tTAB', '\rCR'])(
    'writes %j as text, not a formula (OWASP: a leading quote)',
    (text) => {
      const [, row] = parseDelimited(flashcardsCsv([card(1, text, 'ok')]), ',')
      expect(row![0]).toBe(`'${text}`)
      expect(row![1]).toBe('ok')
    },
  )

  it('leaves ordinary text and the schedule columns as they are', () => {
    const [, row] = parseDelimited(flashcardsCsv([card(1, 'What is 2 = 2?', 'Yes - it is')]), ',')
    expect(row).toEqual([
      'What is 2 = 2?',
      'Yes - it is',
      '2026-01-05T09:00:00.000Z',
      'new',
      '0',
      '0',
      '2026-01-04T08:00:00.000Z',
    ])
  })
})
