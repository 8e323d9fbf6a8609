import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { applyTranslations, extractTranslatableText } from '@/lib/translation/translatable-fields'

import { sampleRichText } from '../../helpers/factories'

const FIELDS: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'displayName', type: 'text' },
  { name: 'machineDrafted', type: 'checkbox', localized: true },
  { name: 'content', type: 'richText', localized: true },
  { name: 'readTimeMinutes', type: 'number', localized: true },
  { name: 'category', type: 'relationship', relationTo: 'categories' },
  {
    name: 'seo',
    type: 'group',
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media', localized: true },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'rows',
        type: 'array',
        localized: true,
        fields: [
          { name: 'feature', type: 'text' },
          { name: 'order', type: 'number' },
        ],
      },
    ],
  },
]

const english = {
  title: 'Title',
  slug: 'the-slug',
  displayName: 'Brand',
  machineDrafted: false,
  content: sampleRichText('Body text.'),
  readTimeMinutes: 3,
  category: 4,
  seo: { title: 'SEO title', image: 12 },
  rows: [{ id: 'row-en-1', feature: 'Price {weeklyPrice}', order: 1 }],
}

describe('translatable fields of a document', () => {
  it('hands out localized text, rich text nodes, group and array texts — never the slug or unlocalized text', () => {
    expect(extractTranslatableText(FIELDS, english)).toEqual([
      'Title',
      'Body text.',
      'SEO title',
      'Price {weeklyPrice}',
    ])
  })

  it('rebuilds only the localized fields with translations: slug, relations, ids and marks are left out', () => {
    const data = applyTranslations(FIELDS, english, ['Titre', 'Texte.', 'Titre SEO', 'Prix {weeklyPrice}'])
    expect(data).toEqual({
      title: 'Titre',
      content: sampleRichText('Texte.'),
      readTimeMinutes: 3,
      seo: { title: 'Titre SEO', image: 12 },
      // The target locale's rows get ids of their own.
      rows: [{ feature: 'Prix {weeklyPrice}', order: 1 }],
    })
    expect(data).not.toHaveProperty('slug')
    expect(data).not.toHaveProperty('machineDrafted')
    expect(data).not.toHaveProperty('category')
  })

  it('refuses a translation count that does not match', () => {
    expect(() => applyTranslations(FIELDS, english, ['only one'])).toThrow(RangeError)
    expect(() => applyTranslations(FIELDS, english, ['a', 'b', 'c', 'd', 'e'])).toThrow(RangeError)
  })
})
