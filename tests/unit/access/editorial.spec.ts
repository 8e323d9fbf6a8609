import { describe, expect, it } from 'vitest'

import { editorialViolation } from '../../../src/access/editorial-guard'
import { filterAvailableLocales, mayWriteLocale } from '@/access/editorial'
import { LOCALES } from '@/config/locales'
import { allowedLocalesOf } from '@/config/roles'
import { adminLocaleRedirect } from '@/lib/admin-gate'

const contributor = { id: 1, role: 'contributor' }
const editor = { id: 2, role: 'editor' }
const translator = { id: 3, role: 'editor', allowedLocales: ['de', 'fr'] }

describe('allowed locales', () => {
  it('are the chosen ones for editors and contributors, all 14 when none are chosen or for admins', () => {
    expect(allowedLocalesOf(translator)).toEqual(['fr', 'de'])
    expect(allowedLocalesOf(editor)).toEqual(LOCALES)
    expect(allowedLocalesOf({ role: 'admin', allowedLocales: ['de'] })).toEqual(LOCALES)
    expect(allowedLocalesOf(null)).toEqual(LOCALES)
  })

  it('never include every locale at once for a translator', () => {
    expect(mayWriteLocale(translator, 'de')).toBe(true)
    for (const locale of ['en', 'all', '*', undefined]) expect(mayWriteLocale(translator, locale)).toBe(false)
    expect(mayWriteLocale(editor, 'all')).toBe(true)
  })

  it('filter the admin locale selector', () => {
    const locales = LOCALES.map((code) => ({ code, label: code }))
    expect(filterAvailableLocales({ locales, req: { user: translator } }).map((locale) => locale.code)).toEqual([
      'fr',
      'de',
    ])
    expect(filterAvailableLocales({ locales, req: { user: null } })).toHaveLength(14)
  })
})

describe('the editorial guard', () => {
  const update = (user: object, args: object) => editorialViolation({ user, operation: 'update', args })

  it.each([
    ['a draft save', { draft: true, data: { title: 'x' } }, null],
    ['a draft save sent as a query string', { draft: 'true', data: {} }, null],
    ['a publish', { data: { _status: 'published' } }, 'contributorCannotPublish'],
    ['a draft flagged published', { draft: true, data: { _status: 'published' } }, 'contributorCannotPublish'],
    ['a save of the live document', { data: { title: 'x' } }, 'contributorCannotPublish'],
    ['publish all locales', { draft: true, publishAllLocales: 'true', data: {} }, 'contributorCannotPublish'],
    ['unpublish', { unpublishAllLocales: true, data: {} }, 'contributorCannotPublish'],
    ['publish one locale', { draft: true, publishSpecificLocale: 'en', data: {} }, 'contributorCannotPublish'],
    ['a trash', { draft: true, data: { deletedAt: '2025-01-01' } }, 'contributorCannotDelete'],
  ])('a contributor: %s', (_name, args, violation) => {
    expect(update(contributor, args)).toBe(violation)
    expect(update(editor, args)).toBeNull()
  })

  // A translator's locales: tests/unit/access/locale-writes.spec.ts.
  it('keeps restores as published and deletes to editors', () => {
    const restore = (user: object, args: object) => editorialViolation({ user, operation: 'restoreVersion', args })
    expect(restore(contributor, {})).toBe('contributorCannotPublish')
    expect(restore(contributor, { draft: 'true' })).toBeNull()
    expect(restore(editor, {})).toBeNull()
    for (const operation of ['delete', 'deleteByID']) {
      expect(editorialViolation({ user: contributor, operation, args: {} })).toBe('contributorCannotDelete')
      expect(editorialViolation({ user: editor, operation, args: {} })).toBeNull()
    }
  })
})

describe("a translator's admin views name one of their locales", () => {
  const redirect = (user: object | null, segments: string[], searchParams: Record<string, string | string[]>) =>
    adminLocaleRedirect({ user, segments, searchParams })

  it('sends ?locale=fr, or no locale, to their first locale, keeping the rest of the query', () => {
    const german = { role: 'contributor', allowedLocales: ['de'] }
    expect(redirect(german, ['collections', 'posts', '7'], { locale: 'fr', depth: '1' })).toBe(
      '/admin/collections/posts/7?locale=de&depth=1',
    )
    expect(redirect(german, ['globals', 'landing'], {})).toBe('/admin/globals/landing?locale=de')
    expect(redirect(german, ['collections', 'posts'], { locale: 'de' })).toBeNull()
  })

  it('leaves everyone else, and views that show no content, alone', () => {
    expect(redirect(editor, ['collections', 'posts', '7'], { locale: 'fr' })).toBeNull()
    expect(redirect(null, ['collections', 'posts'], { locale: 'fr' })).toBeNull()
    expect(redirect({ role: 'editor', allowedLocales: ['de'] }, ['account'], { locale: 'fr' })).toBeNull()
  })
})
