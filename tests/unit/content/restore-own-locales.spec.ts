import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { localizedPart } from '../../../src/services/content/restore-own-locales'

/**
 * A translator's "Restore this version" writes back the localized part of the version only
 * (issue 34 item 9). A localized field inside a shared (non-localized) array or blocks field lives
 * in each row: the part is the array as it is now (its rows, their order and shared values), with
 * the version's text in the rows that are still there (matched by row id).
 */
const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  {
    name: 'steps',
    type: 'array',
    fields: [
      { name: 'icon', type: 'text' },
      { name: 'label', type: 'text', localized: true },
    ],
  },
  {
    name: 'sections',
    type: 'blocks',
    blocks: [
      {
        slug: 'note',
        fields: [
          { name: 'body', type: 'text', localized: true },
          { name: 'tone', type: 'text' },
        ],
      },
    ],
  },
  { name: 'tags', type: 'array', fields: [{ name: 'tag', type: 'text' }] },
]

describe('the localized part of a version (a translator’s restore)', () => {
  it('takes localized fields inside a shared array and shared blocks, row by row', () => {
    const version = {
      title: 'Alt',
      slug: 'old-slug',
      steps: [
        { id: 'a', icon: 'old-icon', label: 'Schritt A (alt)' },
        { id: 'gone', icon: 'x', label: 'Entfernt' },
        { id: 'b', icon: 'b', label: 'Schritt B (alt)' },
      ],
      sections: [{ id: 's1', blockType: 'note', body: 'Notiz (alt)', tone: 'old' }],
      tags: [{ id: 't', tag: 'old' }],
    }
    const current = {
      title: 'Neu',
      slug: 'new-slug',
      steps: [
        { id: 'b', icon: 'b', label: 'Schritt B (neu)' },
        { id: 'a', icon: 'new-icon', label: 'Schritt A (neu)' },
        { id: 'c', icon: 'c', label: 'Schritt C' },
      ],
      sections: [{ id: 's1', blockType: 'note', body: 'Notiz (neu)', tone: 'new' }],
      tags: [{ id: 't', tag: 'new' }],
    }
    expect(localizedPart(fields, version, current)).toEqual({
      title: 'Alt',
      // The rows as they are now, in their order, with their shared values; the version's text.
      steps: [
        { id: 'b', icon: 'b', label: 'Schritt B (alt)' },
        { id: 'a', icon: 'new-icon', label: 'Schritt A (alt)' },
        { id: 'c', icon: 'c', label: 'Schritt C' },
      ],
      sections: [{ id: 's1', blockType: 'note', body: 'Notiz (alt)', tone: 'new' }],
    })
  })
})
