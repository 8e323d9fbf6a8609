import { describe, expect, it } from 'vitest'

import { categoriesFromLegacy, slugOfTitle } from '@/lib/categories/from-legacy'
import { countWords, readingMinutes } from '@/lib/rich-text/reading-time'

import { sampleRichText } from '../../helpers/factories'

describe('countWords', () => {
  it('counts the words of every text node, blocks’ nested rich text included', () => {
    const doc = sampleRichText('One two, three.')
    const withCallout = {
      root: {
        ...doc.root,
        children: [
          ...doc.root.children,
          { type: 'block', fields: { blockType: 'callout', content: sampleRichText('four five') } },
        ],
      },
    }
    expect(countWords(doc, 'en')).toBe(3)
    expect(countWords(withCallout, 'en')).toBe(5)
  })

  it('counts words in languages written without spaces', () => {
    expect(countWords(sampleRichText('私は学生です'), 'ja')).toBeGreaterThan(1)
  })
})

describe('readingMinutes', () => {
  it('divides by the reading speed, rounds, and never says less than the minimum', () => {
    const config = { wordsPerMinute: 2, minimumMinutes: 1 }
    expect(readingMinutes(sampleRichText('a b c d e f'), 'en', config)).toBe(3)
    expect(readingMinutes(sampleRichText(''), 'en', config)).toBe(1)
  })
})

describe('categoriesFromLegacy', () => {
  it('makes one category per English value, titled in each language, and keeps every value', () => {
    const categories = categoriesFromLegacy([
      { postId: 1, locale: 'en', category: 'Study Apps' },
      { postId: 1, locale: 'fr', category: "Applis d'étude" },
      { postId: 2, locale: 'en', category: 'Calculus Help' },
      { postId: 2, locale: 'ja', category: '微積分サポート' },
      { postId: 3, locale: 'en', category: 'Study Apps ' },
      { postId: 3, locale: 'de', category: 'Lern-Apps' },
    ])
    expect(categories).toEqual([
      {
        slug: 'study-apps',
        titles: { en: 'Study Apps', fr: "Applis d'étude", de: 'Lern-Apps' },
        postIds: [1, 3],
      },
      { slug: 'calculus-help', titles: { en: 'Calculus Help', ja: '微積分サポート' }, postIds: [2] },
    ])
  })

  it('gives every category a unique slug, even from titles without Latin letters', () => {
    expect(slugOfTitle('Ça, c’est l’Été!')).toBe('ca-c-est-l-ete')
    const slugs = categoriesFromLegacy([
      { postId: 1, locale: 'en', category: 'Maths!' },
      { postId: 2, locale: 'en', category: 'Maths?' },
      { postId: 3, locale: 'en', category: '数学' },
    ]).map((category) => category.slug)
    expect(slugs).toEqual(['maths', 'maths-2', 'category-3'])
  })
})
