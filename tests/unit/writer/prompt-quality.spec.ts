import { describe, expect, it } from 'vitest'

import { PROMPT_QUALITY } from '@/config/writer'
import { countWords, promptQuality } from '@/lib/writer/words'

describe('prompt-quality hint (spec §5)', () => {
  it.each([
    ['', 'weak'],
    ['cats', 'weak'],
    // Four words, long enough: too few words.
    ['Explain photosynthesis in plants', 'weak'],
    // Five meaningful words but 24 characters: too short.
    ['World war one and its en', 'weak'],
    // Exactly 25 characters, six meaningful words: no longer weak.
    ['World war one and its end', 'good'],
    // Many words, none of them meaningful (one character, or no letter).
    ['a b c d e f g h i j k l m n o p q r s t u v w x y z', 'weak'],
    ['10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26', 'weak'],
    // Four meaningful words among single letters: fewer than 5 meaningful words.
    ['a b c d history of the Romans', 'weak'],
    ['The history of the Roman Empire', 'good'],
    // Seven meaningful words over 50 characters: Great needs 8.
    ['Photosynthesis converts sunlight into chemical energy efficiently', 'good'],
    // Ten meaningful words, 49 characters: Great needs 50.
    ['The causes of the First World War and its effects', 'good'],
    // …and 50 exactly.
    ['The causes of the First World War and its effects.', 'great'],
    ['Compare how Shakespeare and Marlowe portray ambition in their tragedies', 'great'],
    ['   The history of the Roman Empire   ', 'good'],
  ] as const)('%j → %s', (topic, expected) => {
    expect(promptQuality(topic)).toBe(expected)
  })

  it('uses the thresholds of the one config module', () => {
    expect(PROMPT_QUALITY).toEqual({
      weak: { minWords: 5, minMeaningfulWords: 5, minCharacters: 25 },
      great: { minMeaningfulWords: 8, minCharacters: 50 },
    })
  })

  it('counts words as a reader does, in scripts written without spaces too', () => {
    expect(countWords('Hello, world! It’s a fine day.')).toBe(6)
    expect(countWords('## Heading\n\n**Bold** and *italic* text')).toBe(5)
    expect(countWords('我喜欢学习历史')).toBeGreaterThan(1)
    expect(countWords('   ')).toBe(0)
  })
})
