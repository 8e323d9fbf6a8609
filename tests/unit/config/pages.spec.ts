import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import { HOME_PAGE_SLUG, isReservedPageSlug, pagePath } from '@/config/pages'

const ROUTES = path.resolve('src/app/(frontend)/[locale]')

describe('the addresses a marketing page may take', () => {
  it("reserves every one of the site's own top-level routes", () => {
    const routes = readdirSync(ROUTES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name)
    expect(routes.length).toBeGreaterThan(10)
    expect(routes.filter((route) => !isReservedPageSlug(route))).toEqual([])
  })

  it('reserves the language codes and what Next.js and Payload serve', () => {
    for (const slug of [...LOCALES, 'admin', 'api', 'next']) expect(isReservedPageSlug(slug), slug).toBe(true)
    expect(isReservedPageSlug('exam-season')).toBe(false)
  })

  it('puts the home page at / and the others at /{slug}', () => {
    expect(pagePath(HOME_PAGE_SLUG)).toBe('/')
    expect(pagePath('exam-season')).toBe('/exam-season')
  })
})
