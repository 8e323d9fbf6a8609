/**
 * The translatable words of a Lexical (rich text) document, and the document rebuilt around their
 * translations. Only `text` nodes are handed out: every other node (links and their targets,
 * internal-link relations, uploads, maths and code blocks, tables' structure) is copied as it is,
 * and so is a text node formatted as inline code (bit 16) — code is never translated.
 */
type LexicalNode = { type?: string; text?: string; format?: number; children?: unknown[]; [key: string]: unknown }

/** Lexical's inline-code format bit. */
const CODE_FORMAT = 16

/** Nodes whose insides are data, not prose: blocks (maths, code, media, offer…), code, uploads, relations. */
const OPAQUE_TYPES = new Set(['block', 'inlineBlock', 'code', 'code-highlight', 'upload', 'relationship', 'equation'])

const isTranslatable = (node: LexicalNode) =>
  node.type === 'text' &&
  typeof node.text === 'string' &&
  node.text.trim().length > 0 &&
  ((node.format ?? 0) & CODE_FORMAT) === 0

const walk = (node: unknown, visit: (node: LexicalNode) => void) => {
  if (!node || typeof node !== 'object') return
  const lexical = node as LexicalNode
  if (lexical.type && OPAQUE_TYPES.has(lexical.type)) return
  visit(lexical)
  if (Array.isArray(lexical.children)) for (const child of lexical.children) walk(child, visit)
}

/** The text of every translatable text node, in document order. */
export const extractLexicalText = (document: unknown): string[] => {
  const texts: string[] = []
  const root = (document as { root?: unknown } | null)?.root
  walk(root, (node) => {
    if (isTranslatable(node)) texts.push(node.text!)
  })
  return texts
}

/**
 * A copy of `document` whose translatable text nodes carry `translations` in the same order as
 * `extractLexicalText` gave them out. Throws when the count differs (a reply that lost a line
 * must not shift every later text into the wrong place).
 */
export const replaceLexicalText = <T>(document: T, translations: readonly string[]): T => {
  const copy = structuredClone(document)
  let index = 0
  walk((copy as { root?: unknown } | null)?.root, (node) => {
    if (!isTranslatable(node)) return
    if (index >= translations.length) throw new RangeError('fewer translations than texts')
    // The spaces around a run of text join it to its neighbours (" E = " before a formula): kept
    // from the source, whatever the model did with them.
    const [, lead, , trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(node.text!)!
    node.text = `${lead}${translations[index]!.trim()}${trail}`
    index += 1
  })
  if (index !== translations.length) throw new RangeError('more translations than texts')
  return copy
}
