import { PROMPT_QUALITY, type PromptQuality } from '../../config/writer'

type Segment = { segment: string; isWordLike?: boolean }
type WordSegmenter = { segment: (text: string) => Iterable<Segment> }

const segmenter: WordSegmenter | null =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new (Intl as unknown as { Segmenter: new (locale?: string, options?: object) => WordSegmenter }).Segmenter(
        undefined,
        { granularity: 'word' },
      )
    : null

/**
 * The words of a text. Word boundaries come from Intl.Segmenter, so Chinese or Japanese (written
 * without spaces) count their words as a reader would; without it, runs between spaces.
 */
export const wordsOf = (text: string): string[] => {
  if (!segmenter) return text.split(/\s+/).filter(Boolean)
  const words: string[] = []
  for (const { segment, isWordLike } of segmenter.segment(text)) if (isWordLike) words.push(segment)
  return words
}

export const countWords = (text: string): number => wordsOf(text).length

/** Spec §5: a word that carries meaning has at least 2 characters, one of them a letter. */
const isMeaningful = (word: string) => [...word].length >= 2 && /\p{L}/u.test(word)

/**
 * The prompt-quality hint of spec §5. Weak: fewer than 5 words, fewer than 5 meaningful words
 * or fewer than 25 characters. Great: at least 8 meaningful words and 50 characters. Good in between.
 */
export const promptQuality = (topic: string): PromptQuality => {
  const text = topic.trim()
  const words = wordsOf(text)
  const meaningful = words.filter(isMeaningful).length
  const characters = [...text].length
  const { weak, great } = PROMPT_QUALITY
  if (words.length < weak.minWords || meaningful < weak.minMeaningfulWords || characters < weak.minCharacters) {
    return 'weak'
  }
  if (meaningful >= great.minMeaningfulWords && characters >= great.minCharacters) return 'great'
  return 'good'
}

/** Counted in characters as people see them (code points), not UTF-16 units. */
export const characterCount = (text: string) => [...text].length
