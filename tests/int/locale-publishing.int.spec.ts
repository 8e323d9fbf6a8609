// A worker of its own: this file replaces modules the app imports (vi.mock), which the worker the
// other files share has loaded already (vitest.config.ts, project int).
// @vitest-environment-options {"ownWorker": "locale-publishing"}
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import BlogPostPage, { generateMetadata as postPageMetadata } from '@/app/(frontend)/[locale]/blog/[slug]/page'
import BlogCategoryPage from '@/app/(frontend)/[locale]/blog/category/[category]/page'
import sitemap from '@/app/sitemap'
import { proxy } from '@/proxy'
import { LOCALES, type Locale } from '@/config/locales'
import { pageUrl } from '@/lib/absolute-url'
import { ensureGlobalPagePublished } from '@/services/content/global-pages'
import { findPublication, globalPublishedLocales } from '@/services/content/publication'
import { findPostBySlug, listCategories, listPosts } from '@/services/content/queries'
import { searchSite } from '@/services/content/search'

import { removeStamped } from '../helpers/content-cleanup'
import { createUser, sampleRichText, STRONG_PASSWORD } from '../helpers/factories'
import { seedContent } from '../../scripts/seed/content'
import { getTestPayload } from '../helpers/payload'
import { rest, restResponse } from '../helpers/rest'

// The pages' CMS reads are cached by Next.js's data cache, which exists only inside a Next.js
// server: here each read goes to the database (the e2e run covers the cached production build).
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  unstable_cache: (read: () => unknown) => read,
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
}))

// next-intl's navigation does not load outside Next.js: its redirect is Next.js's, with the prefix.
vi.mock('@/i18n/navigation', async () => {
  const { redirect } = await import('next/navigation')
  const { localizedPath } = await import('@/lib/paths')
  return { redirect: ({ href, locale }: { href: string; locale: Locale }) => redirect(localizedPath(locale, href)) }
})

// next-intl's request locale needs React's server runtime: the page's locale segment is its locale.
vi.mock('@/i18n/page-locale', () => ({
  resolvePageLocale: async (params: Promise<{ locale: string }>) => (await params).locale,
}))

// A visitor's request: no draft mode (an editor's preview is tests/int/preview.int.spec.ts).
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
}))

// A page that renders asks for its messages: their keys stand in (the texts are not under test).
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }))

const ORIGIN = 'http://localhost:3000'
const stamp = `lp${Date.now().toString(36)}`
const word = `quaternion${stamp}`
const context = () => ({ disableRevalidate: true })
let payload: Payload
let categoryId: number
let categorySlug: string

const body = (text: string) => sampleRichText(`${text} ${word}`)

/** A post written in English; `publish` lists the other locales published with their own text. */
const createPost = async (name: string, { english = true, publish = [] as Locale[] } = {}) => {
  const slug = `${name}-${stamp}`
  const post = await payload.create({
    collection: 'posts',
    locale: 'en',
    draft: !english,
    data: {
      title: `English ${name}`,
      slug,
      excerpt: 'An English excerpt.',
      category: categoryId,
      author: 'Team',
      publishedAt: '2025-01-01T00:00:00.000Z',
      content: body('English body.'),
      ...(english ? { _status: 'published' as const } : {}),
    },
    context: context(),
  })
  for (const locale of publish) {
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale,
      data: {
        title: `${locale} ${name}`,
        excerpt: `${locale} excerpt`,
        author: 'Team',
        content: body(`${locale} body.`),
        _status: 'published',
      },
      context: context(),
    })
  }
  return { id: post.id, slug }
}

/** The redirect a render threw (Next.js's `redirect`), as `location status`, or null when it rendered. */
const redirectOf = async (render: () => Promise<unknown>): Promise<string | null> => {
  try {
    await render()
    return null
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '')
    if (!digest.startsWith('NEXT_REDIRECT')) throw error
    const [, , location, status] = digest.split(';')
    return `${location} ${status}`
  }
}

const visitPost = (locale: Locale, slug: string) =>
  redirectOf(() => BlogPostPage({ params: Promise.resolve({ locale, slug }) }))

/** The sitemap's entries of `path` in any locale. */
const sitemapOf = async (path: string) => {
  const urls = new Set(LOCALES.map((locale) => pageUrl(locale, path)))
  return (await sitemap()).filter((entry) => urls.has(entry.url))
}

let enDe: { id: number; slug: string }

beforeAll(async () => {
  payload = await getTestPayload()
  categorySlug = `maths-${stamp}`
  const category = await payload.create({
    collection: 'categories',
    locale: 'en',
    data: { title: 'Maths', slug: categorySlug },
    context: context(),
  })
  await payload.update({
    collection: 'categories',
    id: category.id,
    locale: 'de',
    data: { title: 'Mathematik' },
    context: context(),
  })
  categoryId = category.id
  enDe = await createPost('en-de', { publish: ['de'] })
}, 120_000)

afterAll(async () => {
  await removeStamped(payload, stamp)
  await payload.delete({ collection: 'categories', where: { slug: { like: stamp } }, overrideAccess: true })
})

describe('a post published in English and German only', () => {
  it('is published in exactly those locales', async () => {
    expect((await findPublication({ payload, collection: 'posts', slug: enDe.slug }))?.locales).toEqual(['en', 'de'])
  })

  it('/fr/blog/x and /ja/blog/x redirect (307) to the English page; /de/blog/x is German', async () => {
    expect(await visitPost('fr', enDe.slug)).toBe(`/blog/${enDe.slug} 307`)
    expect(await visitPost('ja', enDe.slug)).toBe(`/blog/${enDe.slug} 307`)
    expect(await visitPost('de', enDe.slug)).toBeNull()
    expect(await visitPost('en', enDe.slug)).toBeNull()
    expect((await findPostBySlug({ payload, locale: 'de', slug: enDe.slug }))?.title).toBe('de en-de')
  })

  it('its hreflang names English, German and x-default (English), nothing else', async () => {
    const metadata = await postPageMetadata({ params: Promise.resolve({ locale: 'de', slug: enDe.slug }) })
    expect(metadata.alternates?.languages).toEqual({
      en: `${ORIGIN}/blog/${enDe.slug}`,
      de: `${ORIGIN}/de/blog/${enDe.slug}`,
      'x-default': `${ORIGIN}/blog/${enDe.slug}`,
    })
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}/de/blog/${enDe.slug}`)
  })

  it('the sitemap lists it in English and German, each with the matching hreflang set', async () => {
    const entries = await sitemapOf(`/blog/${enDe.slug}`)
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      [`${ORIGIN}/blog/${enDe.slug}`, `${ORIGIN}/de/blog/${enDe.slug}`].sort(),
    )
    for (const entry of entries) {
      expect(entry.alternates?.languages).toEqual({
        en: `${ORIGIN}/blog/${enDe.slug}`,
        de: `${ORIGIN}/de/blog/${enDe.slug}`,
        'x-default': `${ORIGIN}/blog/${enDe.slug}`,
      })
    }
  })

  it('is in the German blog list and search, absent from the French ones', async () => {
    const slugs = async (locale: Locale) => (await listPosts({ payload, locale, limit: 1000 })).map((post) => post.slug)
    expect(await slugs('de')).toContain(enDe.slug)
    expect(await slugs('fr')).not.toContain(enDe.slug)
    const inCategory = async (locale: Locale) =>
      (await listPosts({ payload, locale, categoryId, limit: 100 })).map((post) => post.slug)
    expect(await inCategory('de')).toContain(enDe.slug)
    expect(await inCategory('fr')).toEqual([])

    const found = async (locale: Locale) => (await searchSite({ payload, locale, query: word })).map((r) => r.path)
    expect(await found('de')).toContain(`/blog/${enDe.slug}`)
    expect(await found('en')).toContain(`/blog/${enDe.slug}`)
    expect(await found('fr')).not.toContain(`/blog/${enDe.slug}`)
  })
})

describe("the admin's Publish button (issue 34 item 1)", () => {
  it('publishes the edited locale by default; all locales stay a separate choice', () => {
    // Payload's button publishes all locales unless this says 'active' (its sub-menu then offers all).
    const localization = payload.config.localization
    expect(localization && localization.defaultLocalePublishOption).toBe('active')
  })

  it('what it sends for an English draft (publishSpecificLocale=en) publishes English alone: no French page, sitemap or hreflang', async () => {
    const editor = await createUser(payload, { role: 'editor' })
    const login = await rest('POST', '/auth/login', { body: { email: editor.email, password: STRONG_PASSWORD } })
    const post = await createPost('admin-publish', { english: false })
    const published = await rest('PATCH', `/posts/${post.id}?depth=0&locale=en&publishSpecificLocale=en`, {
      token: login.json.token as string,
      body: { _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect((await findPublication({ payload, collection: 'posts', slug: post.slug }))?.locales).toEqual(['en'])
    expect(await visitPost('fr', post.slug)).toBe(`/blog/${post.slug} 307`)
    expect((await sitemapOf(`/blog/${post.slug}`)).map((entry) => entry.url)).toEqual([`${ORIGIN}/blog/${post.slug}`])
    const metadata = await postPageMetadata({ params: Promise.resolve({ locale: 'en', slug: post.slug }) })
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['en', 'x-default'])
  })
})

describe('the nearest published locale', () => {
  it('a post published in German only: every other locale, English included, goes to German', async () => {
    const post = await createPost('de-only', { english: false, publish: ['de'] })
    expect(await visitPost('en', post.slug)).toBe(`/de/blog/${post.slug} 307`)
    expect(await visitPost('fr', post.slug)).toBe(`/de/blog/${post.slug} 307`)
    expect(await visitPost('de', post.slug)).toBeNull()
    const entries = await sitemapOf(`/blog/${post.slug}`)
    expect(entries.map((entry) => entry.url)).toEqual([`${ORIGIN}/de/blog/${post.slug}`])
    // x-default is the first published locale when English is not one.
    expect(entries[0]!.alternates?.languages).toEqual({
      de: `${ORIGIN}/de/blog/${post.slug}`,
      'x-default': `${ORIGIN}/de/blog/${post.slug}`,
    })
  })

  it('the proxy lets the page of a post published in German only through in every language', async () => {
    const post = await createPost('proxied', { english: false, publish: ['de'] })
    // The proxy lists the slugs over this app's REST API (here in-process), as an anonymous visitor.
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', ORIGIN)
    vi.stubGlobal('fetch', async (input: string | URL) =>
      restResponse('GET', `${new URL(String(input)).pathname.replace(/^\/api/, '')}${new URL(String(input)).search}`),
    )
    try {
      for (const path of [`/fr/blog/${post.slug}`, `/blog/${post.slug}`, `/de/blog/${post.slug}`]) {
        const response = await proxy(new NextRequest(new URL(path, ORIGIN)))
        // Not the unknown-slug fallback to the blog: the page renders, or redirects to German.
        expect(response.headers.get('location'), path).toBeNull()
      }
    } finally {
      vi.unstubAllGlobals()
      vi.unstubAllEnvs()
    }
  })

  it('Czech goes to Slovak before English; Portuguese to Spanish', async () => {
    const post = await createPost('neighbours', { publish: ['sk', 'es'] })
    expect(await visitPost('cs', post.slug)).toBe(`/sk/blog/${post.slug} 307`)
    expect(await visitPost('pt', post.slug)).toBe(`/es/blog/${post.slug} 307`)
    expect(await visitPost('ru', post.slug)).toBe(`/blog/${post.slug} 307`)
    // Its category has no Slovak title: no English badge on the Slovak page, the German one keeps its own.
    expect((await findPostBySlug({ payload, locale: 'sk', slug: post.slug }))?.category).toBe(categoryId)
    const german = await findPostBySlug({ payload, locale: 'de', slug: enDe.slug })
    expect((german?.category as { title?: string }).title).toBe('Mathematik')
  })
})

describe('a draft-only German edit of an English-published post', () => {
  it('is shown nowhere: German visitors go to English, the sitemap and hreflang leave German out', async () => {
    const post = await createPost('en-only')
    const editor = await createUser(payload, { role: 'editor' })
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'de',
      draft: true,
      data: { title: 'Deutscher Entwurf', content: body('Entwurf.') },
      overrideAccess: false,
      user: editor,
      context: context(),
    })
    expect(await findPostBySlug({ payload, locale: 'de', slug: post.slug })).toBeNull()
    expect(await visitPost('de', post.slug)).toBe(`/blog/${post.slug} 307`)
    expect((await sitemapOf(`/blog/${post.slug}`)).map((entry) => entry.url)).toEqual([`${ORIGIN}/blog/${post.slug}`])
    const metadata = await postPageMetadata({ params: Promise.resolve({ locale: 'en', slug: post.slug }) })
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['en', 'x-default'])
    expect((await searchSite({ payload, locale: 'de', query: word })).map((r) => r.path)).not.toContain(
      `/blog/${post.slug}`,
    )
  })
})

describe('blog categories (no drafts): a language has one when it has its own title', () => {
  it('lists and serves it in English and German, redirects French to English', async () => {
    const titles = async (locale: Locale) => (await listCategories({ payload, locale })).map((c) => c.slug)
    expect(await titles('de')).toContain(categorySlug)
    expect(await titles('fr')).not.toContain(categorySlug)
    const visit = (locale: Locale) =>
      redirectOf(() => BlogCategoryPage({ params: Promise.resolve({ locale, category: categorySlug }) }))
    expect(await visit('fr')).toBe(`/blog/category/${categorySlug} 307`)
    expect(await visit('de')).toBeNull()
    expect((await sitemapOf(`/blog/category/${categorySlug}`)).map((entry) => entry.url).sort()).toEqual(
      [`${ORIGIN}/blog/category/${categorySlug}`, `${ORIGIN}/de/blog/category/${categorySlug}`].sort(),
    )
  })
})

describe('a global unpublished in one locale', () => {
  // The legal global: the drafts and versions files edit pricing at the same time.
  const publishLegal = (locale: Locale) =>
    payload.updateGlobal({ slug: 'legal', locale, data: { _status: 'published' }, context: context() })

  beforeAll(async () => {
    // The site's legal texts as every installation starts with them (idempotent).
    await seedContent({ payload })
  }, 180_000)

  afterAll(async () => {
    await publishLegal('ja')
  })

  it('is not served in it: the page redirects (307) to English and the sitemap leaves it out', async () => {
    await publishLegal('en')
    await publishLegal('ja')
    expect(await globalPublishedLocales({ payload, slug: 'legal' })).toContain('ja')
    await payload.updateGlobal({ slug: 'legal', locale: 'ja', data: { _status: 'draft' }, context: context() })

    expect(await globalPublishedLocales({ payload, slug: 'legal' })).not.toContain('ja')
    expect(await redirectOf(() => ensureGlobalPagePublished({ payload, locale: 'ja', path: '/terms' }))).toBe(
      '/terms 307',
    )
    expect(await redirectOf(() => ensureGlobalPagePublished({ payload, locale: 'en', path: '/terms' }))).toBeNull()
    for (const path of ['/terms', '/privacy', '/cookies']) {
      const urls = (await sitemapOf(path)).map((entry) => entry.url)
      expect(urls).toContain(`${ORIGIN}${path}`)
      expect(urls).not.toContain(`${ORIGIN}/ja${path}`)
    }
  })
})
