import { READING_TIME, type ReadingTimeConfig } from '../../config/reading'

type Node = { type?: unknown; text?: unknown; [key: string]: unknown }

/** Every text run of a Lexical document, blocks' nested rich text (callouts, captions…) included. */
const textsOf = (value: unknown, into: string[] = []): string[] => {
  if (Array.isArray(value)) {
    for (const item of value) textsOf(item, into)
  } else if (value && typeof value === 'object') {
    const node = value as Node
    if (node.type === 'text' && typeof node.text === 'string') into.push(node.text)
    for (const [key, child] of Object.entries(node))
      if (key !== 'text' && child && typeof child === 'object') textsOf(child, into)
  }
  return into
}

/**
 * The words of a rich-text body as a reader of `locale` counts them: the language's own word
 * boundaries (Intl.Segmenter), so Japanese or Chinese without spaces count by words, not by lines.
 */
export const countWords = (richText: unknown, locale: string): number => {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' })
  let words = 0
  for (const text of textsOf(richText))
    for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1
  return words
}

/** Whole minutes to read a body in `locale` (at least the configured minimum). */
export const readingMinutes = (richText: unknown, locale: string, config: ReadingTimeConfig = READING_TIME): number =>
  Math.max(config.minimumMinutes, Math.round(countWords(richText, locale) / config.wordsPerMinute))
