import { describe, expect, it } from 'vitest'

import { collectionPreview } from '../../../collections/shared/preview'
import { LIVE_PREVIEW_BREAKPOINTS, PREVIEW_ROUTE } from '@/config/preview'
import { parsePreviewPath, previewPagePath, previewUrl } from '@/lib/preview-path'

const pathOf = (url: string | null) => (url ? new URL(url, 'http://site.test').searchParams.get('path') : null)

describe('previewPagePath: the public page of a document in the locale being edited', () => {
  it.each([
    [{ collection: 'posts', slug: 'study-tips' }, 'en', '/blog/study-tips'],
    [{ collection: 'posts', slug: 'study-tips' }, 'de', '/de/blog/study-tips'],
    [{ collection: 'help-articles', slug: 'reset-password' }, 'ar', '/ar/help/reset-password'],
    [{ collection: 'competitors', slug: 'chatgpt' }, 'ja', '/ja/alternative/chatgpt'],
    [{ collection: 'pages', slug: 'home' }, 'en', '/'],
    [{ collection: 'pages', slug: 'home' }, 'fr', '/fr'],
    [{ collection: 'pages', slug: 'exam-season' }, 'fr', '/fr/exam-season'],
    // An unknown or missing locale is the default language, never a made-up prefix.
    [{ collection: 'pages', slug: 'home' }, 'xx', '/'],
    [{ collection: 'posts', slug: 'a' }, undefined, '/blog/a'],
  ] as const)('%j in %s → %s', (document, locale, expected) => {
    expect(previewPagePath(document, locale)).toBe(expected)
  })

  it.each([undefined, null, '', 'Has Spaces', '../admin', 'a/b', '%2e%2e', 42])(
    'a document without a usable slug (%j) has no page to preview',
    (slug) => {
      expect(previewPagePath({ collection: 'posts', slug }, 'en')).toBeNull()
      expect(previewUrl({ collection: 'posts', slug }, 'en')).toBeNull()
    },
  )

  it('opens the page through the preview route, the path as its only parameter', () => {
    const url = previewUrl({ collection: 'posts', slug: 'study-tips' }, 'de')!
    expect(url.startsWith(`${PREVIEW_ROUTE}?`)).toBe(true)
    expect(pathOf(url)).toBe('/de/blog/study-tips')
  })
})

describe("the admin's Preview button and live preview", () => {
  it('build the URL in the locale being edited (preview gets a code, live preview a locale object)', async () => {
    const posts = collectionPreview('posts')
    const request = {} as never
    expect(pathOf(await posts.preview({ slug: 'study-tips' }, { locale: 'de', req: request, token: null }))).toBe(
      '/de/blog/study-tips',
    )
    const url = posts.livePreview.url as (args: unknown) => string | null
    expect(pathOf(url({ data: { slug: 'study-tips' }, locale: { code: 'ar', label: 'العربية' }, req: request }))).toBe(
      '/ar/blog/study-tips',
    )
    const pages = collectionPreview('pages')
    expect(pathOf(await pages.preview({ slug: 'home' }, { locale: 'ko', req: request, token: null }))).toBe('/ko')
  })

  it('offers a phone, a tablet and a desktop', () => {
    expect(collectionPreview('competitors').livePreview.breakpoints).toBe(LIVE_PREVIEW_BREAKPOINTS)
    expect(LIVE_PREVIEW_BREAKPOINTS.map((breakpoint) => breakpoint.width)).toEqual([390, 768, 1440])
  })
})

describe('parsePreviewPath: only our own site pages may be previewed (no open redirect)', () => {
  it.each(['/', '/blog/study-tips', '/de/blog/study-tips', '/ar', '/pricing'])('accepts %j', (path) => {
    expect(parsePreviewPath(path)).toBe(path)
  })

  it.each([
    null,
    undefined,
    '',
    42,
    ['/blog'],
    'blog/study-tips',
    'https://evil.example/',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /blog',
    'javascript:alert(1)',
    '/blog/../admin',
    '/./admin',
    '/%2e%2e/admin',
    '/%2F%2Fevil.example',
    '/blog?next=//evil.example',
    '/blog#x',
    '/admin',
    '/admin/collections/users',
    '/api/users',
    '/_next/static/x',
    '/next/preview',
    '/next/exit-preview',
    '/blög',
    `/${'a'.repeat(400)}`,
  ])('refuses %j', (path) => {
    expect(parsePreviewPath(path)).toBeNull()
  })
})
