import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { hasLocalizedField, localeWriteRefusal, sharedChangeRefusal, sharedFieldChanges } from '@/access/locale-writes'

const translator = { role: 'editor', allowedLocales: ['fr'] }
const editor = { role: 'editor' }

/** A post's fields as Payload flattens them: localized texts, shared slug, category, date, a layout. */
const fields = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'category', type: 'relationship', relationTo: 'categories' },
  { name: 'publishedAt', type: 'date' },
  { name: 'featured', type: 'checkbox' },
  { name: 'kind', type: 'select', defaultValue: 'article' },
  {
    name: 'seo',
    type: 'group',
    flattenedFields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'noIndex', type: 'checkbox' },
    ],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      {
        slug: 'cta',
        flattenedFields: [
          { name: 'heading', type: 'text', localized: true },
          { name: 'url', type: 'text' },
        ],
      },
    ],
  },
  { name: 'deletedAt', type: 'date' },
] as unknown as FlattenedField[]

const stored = {
  id: 7,
  title: 'Titre',
  slug: 'study-tips',
  category: 3,
  publishedAt: '2025-01-01T00:00:00.000Z',
  featured: null,
  kind: 'article',
  seo: { title: 'SEO', noIndex: false },
  layout: [{ id: 'a1', blockType: 'cta', heading: 'Prêt ?', url: '/signup' }],
  deletedAt: null,
  updatedAt: '2025-02-01T00:00:00.000Z',
  _status: 'published',
}

const changes = (data: Record<string, unknown>, doc: Record<string, unknown> | undefined = stored) =>
  sharedFieldChanges({ fields, data, stored: doc, blocks: [] })

describe('the shared fields a write changes', () => {
  it.each([
    ['localized text only', { title: 'Nouveau' }, []],
    ['the whole document sent back, its title changed', { ...stored, title: 'Nouveau', updatedAt: 'x' }, []],
    ['a populated category and a date spelt differently', { category: { id: 3 }, publishedAt: '2025-01-01' }, []],
    ['an unchecked box and an empty text for stored nulls', { featured: false, seo: { noIndex: false } }, []],
    ['a localized text inside a shared block', { layout: [{ id: 'a1', blockType: 'cta', heading: 'Allez' }] }, []],
    ['the slug', { slug: 'renamed' }, ['slug']],
    ['the category', { category: 4 }, ['category']],
    ['the publication date', { publishedAt: '2030-01-01T00:00:00.000Z' }, ['publishedAt']],
    ['a shared field in a group', { seo: { title: 'x', noIndex: true } }, ['seo.noIndex']],
    ['a shared field in a block', { layout: [{ id: 'a1', blockType: 'cta', url: '/evil' }] }, ['layout.0.url']],
    ['a block added', { layout: [...stored.layout, { blockType: 'cta', heading: 'x' }] }, ['layout']],
    ['blocks removed', { layout: [] }, ['layout']],
    ['restored from the trash', { deletedAt: null }, ['deletedAt']],
  ])('%s', (_name, data, expected) => {
    const doc = _name === 'restored from the trash' ? { ...stored, deletedAt: '2025-03-01T00:00:00.000Z' } : stored
    expect(changes(data, doc)).toEqual(expected)
  })

  it('of a new document: any shared value but the default', () => {
    expect(changes({ title: 'Nouveau', kind: 'article' }, undefined)).toEqual([])
    expect(changes({ title: 'Nouveau', slug: 'new' }, undefined)).toEqual(['slug'])
  })

  it('refuse with the field named, or as a change of every locale for the trash', () => {
    expect(sharedChangeRefusal([])).toBeNull()
    expect(sharedChangeRefusal(['slug', 'category'])).toEqual({
      key: 'sharedFieldNotAllowed',
      values: { field: 'slug' },
    })
    expect(sharedChangeRefusal(['deletedAt'])).toEqual({ key: 'everyLocaleRequired' })
  })
})

describe("a translator's write, judged on the request alone", () => {
  const refusal = (user: object, operation: string, args: object, locale = 'fr', hasLocalizedFields = true) =>
    localeWriteRefusal({ user, operation, args, locale, hasLocalizedFields })?.key ?? null

  it.each([
    ['a French draft', 'update', { data: { title: 'x' } }, 'fr', null],
    ['an English draft', 'update', { data: { title: 'x' } }, 'en', 'localeNotAllowed'],
    ['every locale at once', 'update', { data: {} }, 'all', 'localeNotAllowed'],
    ['French through another locale', 'update', { data: {}, publishSpecificLocale: 'de' }, 'fr', 'localeNotAllowed'],
    ['publish all locales', 'update', { data: {}, publishAllLocales: 'true' }, 'fr', 'allLocalesPublishNotAllowed'],
    ['unpublish all locales', 'update', { data: {}, unpublishAllLocales: true }, 'fr', 'allLocalesPublishNotAllowed'],
    ['a duplicate', 'create', { data: {}, duplicateFromID: 4 }, 'fr', 'everyLocaleRequired'],
    ['a trash', 'update', { data: { deletedAt: '2025-01-01' } }, 'fr', 'everyLocaleRequired'],
    ['a version restore', 'restoreVersion', {}, 'fr', 'everyLocaleRequired'],
    ['a delete', 'deleteByID', {}, 'fr', 'everyLocaleRequired'],
    ['a bulk delete', 'delete', {}, 'fr', 'everyLocaleRequired'],
  ])('%s', (_name, operation, args, locale, expected) => {
    expect(refusal(translator, operation, args, locale)).toBe(expected)
    expect(refusal(editor, operation, args, locale)).toBeNull()
  })

  it('names their own locales when refusing to publish all', () => {
    expect(
      localeWriteRefusal({
        user: { role: 'contributor', allowedLocales: ['fr', 'de'] },
        operation: 'update',
        args: { publishAllLocales: true },
        locale: 'fr',
        hasLocalizedFields: true,
      }),
    ).toEqual({ key: 'allLocalesPublishNotAllowed', values: { locales: 'fr, de' } })
  })

  it('refuses any write to what has no localized field (redirects)', () => {
    expect(refusal(translator, 'create', { data: { from: '/x' } }, 'fr', false)).toBe('everyLocaleRequired')
    expect(refusal(editor, 'create', { data: { from: '/x' } }, 'fr', false)).toBeNull()
    expect(hasLocalizedField([{ name: 'from', type: 'text' }] as unknown as FlattenedField[])).toBe(false)
    expect(hasLocalizedField(fields)).toBe(true)
  })
})
