import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import {
  CACHED_ROUTES,
  documentTag,
  listTag,
  PER_REQUEST_ROUTES,
  publicationTag,
  tagsOfChange,
} from '@/lib/cache/rendering-policy'

const LOCALE_DIR = path.join('src', 'app', '(frontend)', '[locale]')

/** Every page under `/[locale]`, as its route (`/blog/[slug]`), with its source. */
const pages = (dir = LOCALE_DIR): Array<{ route: string; source: string }> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pages(full)
    if (entry.name !== 'page.tsx') return []
    const route = `/${path.relative(LOCALE_DIR, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/'
    return [{ route, source: readFileSync(full, 'utf8') }]
  })

const FORCE_DYNAMIC = /^export const dynamic = 'force-dynamic'$/m

describe('the rendering policy (src/lib/cache/rendering-policy.ts)', () => {
  it('names every page exactly once, cached or per request', () => {
    const routes = pages().map(({ route }) => route)
    expect([...CACHED_ROUTES, ...PER_REQUEST_ROUTES].sort()).toEqual(routes.sort())
  })

  it('is what each page declares (route segment config must be a literal in the page itself)', () => {
    for (const { route, source } of pages()) {
      const cached = (CACHED_ROUTES as readonly string[]).includes(route)
      if (cached) {
        expect(source, route).not.toMatch(/^export const (dynamic|revalidate|fetchCache) /m)
        // A page of a document is rendered on its first visit, not ahead: no params to list.
        if (/\/\[[^\]]+\]$/.test(route))
          expect(source, route).toMatch(/^export const generateStaticParams = \(\) => \[\]$/m)
      } else {
        expect(source, route).toMatch(FORCE_DYNAMIC)
      }
    }
    const layout = readFileSync(path.join(LOCALE_DIR, 'layout.tsx'), 'utf8')
    expect(layout).not.toMatch(/^export const dynamic /m)
    expect(layout).toMatch(/^export const generateStaticParams = \(\) => \[\]$/m)
  })

  it('drops a default-locale change in every locale and another locale’s in that locale only', () => {
    expect(tagsOfChange({ collection: 'posts', slugs: ['a'], locale: 'fr', publicationChanged: false }).sort()).toEqual(
      [listTag('posts', 'fr'), documentTag('posts', 'a', 'fr')].sort(),
    )
    expect(tagsOfChange({ collection: 'posts', slugs: ['a'], locale: 'en', publicationChanged: false }).sort()).toEqual(
      LOCALES.flatMap((locale) => [listTag('posts', locale), documentTag('posts', 'a', locale)]).sort(),
    )
    // `all` (a write of every locale at once) and no locale reach every locale too.
    for (const locale of ['all', null])
      expect(tagsOfChange({ collection: 'posts', slugs: ['a'], locale, publicationChanged: false })).toHaveLength(
        LOCALES.length * 2,
      )
  })

  it('drops the publication, and so hreflang and redirects, only when a locale was published or unpublished', () => {
    const renamed = tagsOfChange({ collection: 'posts', slugs: ['old', 'new'], locale: 'de', publicationChanged: true })
    expect(renamed).toEqual(
      expect.arrayContaining([
        documentTag('posts', 'old', 'de'),
        documentTag('posts', 'new', 'de'),
        publicationTag('posts'),
        publicationTag('posts', 'old'),
        publicationTag('posts', 'new'),
      ]),
    )
    expect(tagsOfChange({ collection: 'pricing', slugs: [], locale: 'de', publicationChanged: false })).toEqual([
      listTag('pricing', 'de'),
      documentTag('pricing', '', 'de'),
    ])
  })
})
