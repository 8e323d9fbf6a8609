import { describe, expect, it } from 'vitest'

import { defaultAlternateLocale, LOCALE_FALLBACKS, nearestPublishedLocale } from '@/config/locale-fallbacks'
import { LOCALES } from '@/config/locales'
import { languageAlternates } from '@/lib/seo'
import { publishedElsewhere } from '@/services/content/publication'
import { publishedLocalesOf } from '@/lib/published-locales'

const ORIGIN = 'http://localhost:3000'

describe('locale fallback chains', () => {
  it('every chain names real, other locales once, and ends in English (English has none)', () => {
    expect(Object.keys(LOCALE_FALLBACKS).sort()).toEqual([...LOCALES].sort())
    expect(LOCALE_FALLBACKS.en).toEqual([])
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      const chain = LOCALE_FALLBACKS[locale]
      expect(chain.at(-1), locale).toBe('en')
      expect(chain, locale).not.toContain(locale)
      expect(new Set(chain).size, locale).toBe(chain.length)
    }
  })

  it('serves the locale itself, else its nearest published neighbour, else the first published', () => {
    expect(nearestPublishedLocale('de', ['en', 'de'])).toBe('de')
    expect(nearestPublishedLocale('fr', ['en', 'de'])).toBe('en')
    expect(nearestPublishedLocale('cs', ['en', 'sk'])).toBe('sk')
    expect(nearestPublishedLocale('pt', ['en', 'es'])).toBe('es')
    expect(nearestPublishedLocale('it', ['en', 'es', 'fr'])).toBe('es')
    expect(nearestPublishedLocale('fr', ['ja', 'de'])).toBe('de')
    expect(nearestPublishedLocale('en', ['ko'])).toBe('ko')
    expect(nearestPublishedLocale('en', [])).toBeNull()
  })

  it('x-default is English when published, else the first published locale', () => {
    expect(defaultAlternateLocale(['de', 'en'])).toBe('en')
    expect(defaultAlternateLocale(['sk', 'de'])).toBe('de')
    expect(defaultAlternateLocale([])).toBeNull()
  })
})

describe('published locales of a row read in every locale', () => {
  it('drafted content: the locales whose own status is published', () => {
    const row = { _status: { en: 'published', de: 'published', fr: 'draft' }, title: { en: 'a', fr: 'b' } }
    expect(publishedLocalesOf({ row, drafted: true })).toEqual(['en', 'de'])
    expect(publishedLocalesOf({ row: { _status: 'published' }, drafted: true })).toEqual([...LOCALES])
    expect(publishedLocalesOf({ row: { _status: 'draft' }, drafted: true })).toEqual([])
  })

  it('content without drafts: the locales with a title of their own', () => {
    const row = { title: { en: 'Maths', de: 'Mathematik', fr: '  ', ja: null } }
    expect(publishedLocalesOf({ row, drafted: false })).toEqual(['en', 'de'])
  })

  it('sends a visitor to the nearest published locale at its slug there', () => {
    const publication = { locales: ['en' as const, 'de' as const], slugs: { en: 'x', de: 'x' } }
    expect(publishedElsewhere(publication, 'fr')).toEqual({ locale: 'en', slug: 'x' })
    expect(publishedElsewhere(publication, 'de')).toBeNull()
    expect(publishedElsewhere({ locales: [], slugs: {} }, 'fr')).toBeNull()
  })
})

describe('hreflang alternates', () => {
  it('name only the published locales, x-default the English or first one', () => {
    expect(languageAlternates('/blog/x', ['en', 'de'])).toEqual({
      en: `${ORIGIN}/blog/x`,
      de: `${ORIGIN}/de/blog/x`,
      'x-default': `${ORIGIN}/blog/x`,
    })
    expect(languageAlternates('/blog/x', ['ja'])).toEqual({
      ja: `${ORIGIN}/ja/blog/x`,
      'x-default': `${ORIGIN}/ja/blog/x`,
    })
    expect(Object.keys(languageAlternates('/pricing'))).toHaveLength(LOCALES.length + 1)
  })
})
