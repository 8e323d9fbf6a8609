import { describe, expect, it } from 'vitest'

import { MAX_HEADING_LENGTH, MAX_OUTLINE_HEADINGS } from '@/config/writer'
import { fallbackOutline, parseOutline, topicSubject } from '@/services/writer/outline'

describe('parseOutline: the headings in a model reply', () => {
  it.each([
    ['structured output', '{"headings":["Intro","Body","End"]}', ['Intro', 'Body', 'End']],
    [
      'JSON in a code fence',
      '```json\n{"headings": ["A one", "B two", "C three"]}\n```',
      ['A one', 'B two', 'C three'],
    ],
    [
      'JSON among words',
      'Sure! Here is the outline:\n{"headings": ["Intro", "Causes", "Effects", "Conclusion"]}\nHope it helps.',
      ['Intro', 'Causes', 'Effects', 'Conclusion'],
    ],
    ['a bare JSON list', '["Introduction", "Main part", "Conclusion"]', ['Introduction', 'Main part', 'Conclusion']],
    [
      'objects with heading or title',
      '{"outline":[{"heading":"Intro"},{"title":"Middle"},{"heading":"End"}]}',
      ['Intro', 'Middle', 'End'],
    ],
    [
      'a numbered list with Markdown',
      '1. Introduction\n2. **Causes**\n3) Effects:\n4. Conclusion',
      ['Introduction', 'Causes', 'Effects', 'Conclusion'],
    ],
    ['Markdown headings', '## Introduction\n## The Roots\n## Conclusion', ['Introduction', 'The Roots', 'Conclusion']],
    ['roman numerals', 'I. Introduction\nII. Body\nIII. Conclusion', ['Introduction', 'Body', 'Conclusion']],
    ['bullets with a duplicate', '- Intro\n- intro\n- Middle\n* End', ['Intro', 'Middle', 'End']],
    ['a list after a sentence', 'Here you go.\n- Intro\n- Middle\n- End', ['Intro', 'Middle', 'End']],
    ['a refusal', 'Sorry, I cannot help with that.', null],
    ['too few headings', '{"headings":["Only","Two"]}', null],
    ['no strings', '{"headings":[1,2,3]}', null],
    ['blank headings only', '{"headings":["  ","",""]}', null],
    ['nothing', '', null],
  ] as const)('%s', (_label, reply, expected) => {
    expect(parseOutline(reply)).toEqual(expected)
  })

  it('caps the number and the length of headings', () => {
    const many = JSON.stringify({ headings: Array.from({ length: 20 }, (_, i) => `Part ${i + 1}`) })
    expect(parseOutline(many)).toHaveLength(MAX_OUTLINE_HEADINGS)
    const long = parseOutline(JSON.stringify({ headings: ['Intro', 'word '.repeat(60), 'End'] }))!
    expect([...long[1]!].length).toBeLessThanOrEqual(MAX_HEADING_LENGTH)
    // Cut between words, with no "…" to reach the essay, its exports or its file name.
    expect(long[1]).toMatch(/^(word )*word$/)
  })
})

describe('fallbackOutline: built from the topic when the model cannot help', () => {
  it('names the topic and follows the length', () => {
    expect(
      fallbackOutline({ topic: 'Volcanoes. Why they erupt and why it matters', length: 2, language: 'en' }),
    ).toEqual([
      'Introduction',
      'Background: Volcanoes',
      'Key ideas and arguments',
      'Evidence and examples',
      'Conclusion',
    ])
  })

  it('is written in the essay’s language', () => {
    expect(fallbackOutline({ topic: 'Les volcans', length: 1, language: 'fr' })).toEqual([
      'Introduction',
      'Contexte : Les volcans',
      'Idées et arguments clés',
      'Conclusion',
    ])
    expect(fallbackOutline({ topic: '火山', length: 1, language: 'ja' })[0]).toBe('はじめに')
  })

  it('shortens a long topic to its first sentence, at a word', () => {
    expect(topicSubject('Climate change!\nWhat can we do?')).toBe('Climate change')
    const subject = topicSubject(`The ${'very '.repeat(30)}long topic`)
    expect([...subject].length).toBeLessThanOrEqual(60)
    expect(subject).toMatch(/^The( very)+$/)
  })

  it('does not repeat a long topic in a heading, nor cut it with "…"', () => {
    const outline = fallbackOutline({
      topic: 'Why rivers flood every spring season. And how the towns along them can prepare for it.',
      length: 2,
      language: 'en',
    })
    expect(outline).toEqual([
      'Introduction',
      'Background',
      'Key ideas and arguments',
      'Evidence and examples',
      'Conclusion',
    ])
    expect(
      fallbackOutline({ topic: 'Les volcans actifs du monde entier et leurs dangers', length: 1, language: 'fr' })[1],
    ).toBe('Contexte')
    expect(outline.join(' ')).not.toContain('…')
  })
})
