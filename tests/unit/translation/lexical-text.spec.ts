import { describe, expect, it } from 'vitest'

import { extractLexicalText, replaceLexicalText } from '@/lib/translation/lexical-text'

import { everyNodeDocument } from '../../helpers/rich-text-fixture'

const WORDS = { heading: 'Heading', paragraph: 'Paragraph', link: 'Read more', caption: 'Caption', callout: 'Callout' }
const source = everyNodeDocument({ post: 7, helpArticle: 9, media: 11 }, WORDS)

/** Every node with its text blanked: what must not change when only texts are replaced. */
const skeleton = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(skeleton)
  if (!node || typeof node !== 'object') return node
  const entries = Object.entries(node).map(([key, value]) =>
    key === 'text' && (node as { type?: string }).type === 'text' ? [key, '·'] : [key, skeleton(value)],
  )
  return Object.fromEntries(entries)
}

describe('Lexical text for translation', () => {
  it('hands out the prose text nodes in document order and nothing inside code, maths, blocks or inline code', () => {
    const texts = extractLexicalText(source)
    expect(texts[0]).toBe('Heading')
    expect(texts).toContain('Read more')
    expect(texts).toContain('A quote')
    expect(texts).toContain('https://example.com/x')
    // Inline code (format bit 16) is code, and whitespace-only runs have nothing to translate.
    expect(texts).not.toContain('f16 ')
    expect(texts).not.toContain(' ')
    // Blocks keep their data: code, LaTeX, captions and callouts are not text nodes of the body.
    const joined = texts.join('\n')
    expect(joined).not.toContain('print(')
    expect(joined).not.toContain('\\int')
    expect(joined).not.toContain('mc^2')
    expect(joined).not.toContain('Caption')
  })

  it('puts translations back in place, keeping every node, link target, relation, block and format', () => {
    const texts = extractLexicalText(source)
    const translated = replaceLexicalText(
      source,
      texts.map((text) => `FR(${text.trim()})`),
    )
    expect(skeleton(translated)).toEqual(skeleton(source))
    expect(extractLexicalText(translated)).toEqual(
      texts.map((text) => text.replace(/\S[\s\S]*\S|\S/, (core) => `FR(${core})`)),
    )
    const paragraph = (translated.root.children[1] as { children: Record<string, unknown>[] }).children
    const link = paragraph.find((node) => node.type === 'link') as { fields: unknown; children: { text: string }[] }
    expect(link.fields).toEqual({ linkType: 'internal', doc: { relationTo: 'posts', value: 7 }, newTab: false })
    expect(link.children[0]!.text).toBe('FR(Read more)')
    // Inline code stays English; the source document is not modified.
    expect(paragraph.find((node) => node.format === 16)).toMatchObject({ text: 'f16 ' })
    expect(extractLexicalText(source)).toEqual(texts)
  })

  it('keeps the spaces that join a text run to its neighbours', () => {
    const texts = extractLexicalText(source)
    const index = texts.indexOf(' E = ')
    expect(index).toBeGreaterThan(-1)
    const translated = replaceLexicalText(
      source,
      texts.map((text, i) => (i === index ? 'E egal ' : text)),
    )
    expect(extractLexicalText(translated)[index]).toBe(' E egal ')
  })

  it('refuses a reply with too few or too many translations instead of shifting texts', () => {
    const texts = extractLexicalText(source)
    expect(() => replaceLexicalText(source, texts.slice(1))).toThrow(RangeError)
    expect(() => replaceLexicalText(source, [...texts, 'extra'])).toThrow(RangeError)
  })
})
