import { existsSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { LINKABLE_COLLECTIONS } from '@/config/content'
import { collectionPath, SLUG_ROUTES } from '@/lib/content-routes'

describe('collectionPath: where a document shows, one answer for links, previews, search and redirects', () => {
  it.each([
    ['posts', 'photosynthesis', '/blog/photosynthesis'],
    ['help-articles', 'billing', '/help/billing'],
    ['competitors', 'chegg', '/alternative/chegg'],
    ['pages', 'about-us', '/about-us'],
    ['pages', 'home', '/'],
    ['categories', 'maths', null],
    ['users', 'x', null],
  ])('%s %s → %s', (collection, slug, path) => {
    expect(collectionPath(collection, slug)).toBe(path)
  })

  it('every collection an editor can link to has a path', () => {
    for (const collection of LINKABLE_COLLECTIONS) expect(collectionPath(collection, 'a'), collection).not.toBeNull()
  })

  it('every slug section is a folder of the site’s routes', () => {
    for (const section of Object.keys(SLUG_ROUTES))
      expect(existsSync(`src/app/(frontend)/[locale]/${section}`), section).toBe(true)
  })
})
