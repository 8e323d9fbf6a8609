// A worker of its own: this file replaces modules the app imports (vi.mock), which the worker the
// other files share has loaded already (vitest.config.ts, project int).
// @vitest-environment-options {"ownWorker": "pages"}
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import MarketingPage from '@/app/(frontend)/[locale]/[slug]/page'
import sitemap from '@/app/sitemap'
import { LOCALES, type Locale } from '@/config/locales'
import { pageUrl } from '@/lib/absolute-url'
import { proxy } from '@/proxy'

import { convertLandingToHome } from '../../migrations/data/landing-to-home'
import { removeStamped } from '../helpers/content-cleanup'
import { createUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { restResponse } from '../helpers/rest'

// Outside a Next.js server: each CMS read goes to the database, as a visitor (no draft mode).
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  unstable_cache: (read: () => unknown) => read,
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
}))
vi.mock('@/i18n/navigation', async () => {
  const { redirect } = await import('next/navigation')
  const { localizedPath } = await import('@/lib/paths')
  return { redirect: ({ href, locale }: { href: string; locale: Locale }) => redirect(localizedPath(locale, href)) }
})
vi.mock('@/i18n/page-locale', () => ({
  resolvePageLocale: async (params: Promise<{ locale: string }>) => (await params).locale,
}))
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
}))

const ORIGIN = 'http://localhost:3000'
const stamp = `pg${Date.now().toString(36)}`
const context = { disableRevalidate: true }
let payload: Payload

const layout = (heading: string) => [
  { blockType: 'callToAction', heading, link: { type: 'custom', url: '/signup', label: 'Go' } },
]

/** The redirect a render threw, as `location status`, or null when it rendered. */
const visit = async (locale: Locale, slug: string): Promise<string | null> => {
  try {
    await MarketingPage({ params: Promise.resolve({ locale, slug }) })
    return null
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '')
    if (!digest.startsWith('NEXT_REDIRECT')) throw error
    const [, , location, status] = digest.split(';')
    return `${location} ${status}`
  }
}

/** A page written in French and published in French only (its English is a draft). */
const frenchOnlyPage = async (name: string) => {
  const slug = `${name}-${stamp}`
  const page = await payload.create({
    collection: 'pages',
    locale: 'en',
    draft: true,
    data: { title: 'Exam season', slug, layout: layout('English draft') as never },
    context,
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'fr',
    data: { title: 'Saison des examens', layout: layout('Révisez') as never, _status: 'published' },
    context,
  })
  return { id: page.id, slug }
}

beforeAll(async () => {
  payload = await getTestPayload()
}, 300_000)

afterAll(async () => {
  await removeStamped(payload, stamp)
})

describe('a new marketing page, published in French only', () => {
  it('is served at /fr/{slug}; other languages go there (307); an unknown slug goes home', async () => {
    const { slug } = await frenchOnlyPage('exam')
    expect(await visit('fr', slug)).toBeNull()
    expect(await visit('en', slug)).toBe(`/fr/${slug} 307`)
    expect(await visit('de', slug)).toBe(`/fr/${slug} 307`)
    expect(await visit('fr', `nothing-${stamp}`)).toBe('/fr 307')
    // The home page lives at `/`, never at /home.
    expect(await visit('fr', 'home')).toBe('/fr 307')
  })

  it('is in the sitemap in French alone, with its hreflang', async () => {
    const { slug } = await frenchOnlyPage('sitemap')
    const urls = new Set(LOCALES.map((locale) => pageUrl(locale, `/${slug}`)))
    const entries = (await sitemap()).filter((entry) => urls.has(entry.url))
    expect(entries.map((entry) => entry.url)).toEqual([pageUrl('fr', `/${slug}`)])
    expect(Object.keys(entries[0]!.alternates!.languages!)).toEqual(['fr', 'x-default'])
    // The home page is listed once, at `/`.
    expect((await sitemap()).some((entry) => entry.url.endsWith('/home'))).toBe(false)
  })

  it('the proxy lets its address through and sends unknown ones home without rendering', async () => {
    const { slug } = await frenchOnlyPage('proxied')
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', ORIGIN)
    vi.stubGlobal('fetch', async (input: string | URL) =>
      restResponse('GET', `${new URL(String(input)).pathname.replace(/^\/api/, '')}${new URL(String(input)).search}`),
    )
    try {
      for (const path of [`/fr/${slug}`, `/${slug}`]) {
        const response = await proxy(new NextRequest(new URL(path, ORIGIN)))
        expect(response.headers.get('location'), path).toBeNull()
      }
      const unknown = await proxy(new NextRequest(new URL(`/fr/nothing-${stamp}`, ORIGIN)))
      expect(unknown.status).toBe(307)
      expect(unknown.headers.get('location')).toBe(`${ORIGIN}/fr`)
      expect(unknown.headers.get('x-robots-tag')).toBe('noindex')
      // The site's own routes are not looked up as pages.
      const pricing = await proxy(new NextRequest(new URL('/fr/pricing', ORIGIN)))
      expect(pricing.headers.get('location')).toBeNull()
    } finally {
      vi.unstubAllGlobals()
      vi.unstubAllEnvs()
    }
  })
})

describe('the pages collection', () => {
  it("refuses an address that is one of the site's own routes or a language", async () => {
    for (const slug of ['pricing', 'blog', 'fr', 'admin']) {
      await expect(
        payload.create({ collection: 'pages', data: { title: 'Clash', slug, _status: 'published' }, context }),
        slug,
      ).rejects.toThrow(/slug/i)
    }
  })

  it('shows visitors published pages only; contributors save drafts, editors publish', async () => {
    const { id } = await frenchOnlyPage('access')
    const visitor = { overrideAccess: false, user: null } as const
    expect((await payload.findByID({ collection: 'pages', id, locale: 'fr', ...visitor })).title).toBe(
      'Saison des examens',
    )
    const english = await payload.find({ collection: 'pages', where: { id: { equals: id } }, locale: 'en', ...visitor })
    expect(english.docs).toHaveLength(0)
    const contributor = await createUser(payload, { role: 'contributor' })
    const draft = { collection: 'pages', id, locale: 'en', overrideAccess: false, user: contributor, context } as const
    await expect(payload.update({ ...draft, draft: true, data: { title: 'Draft' } })).resolves.toBeTruthy()
    // Refused as a contributor's publish (403, that reason), not for any other; English stays unpublished.
    await expect(payload.update({ ...draft, data: { title: 'Live', _status: 'published' } })).rejects.toMatchObject({
      status: 403,
      data: { reason: 'contributorCannotPublish' },
    })
    const englishNow = () =>
      payload.find({ collection: 'pages', where: { id: { equals: id } }, locale: 'en', ...visitor })
    expect((await englishNow()).docs).toHaveLength(0)
    const editor = await createUser(payload, { role: 'editor' })
    const published = await payload.update({ ...draft, user: editor, data: { title: 'Live', _status: 'published' } })
    expect(published._status).toBe('published')
    expect((await englishNow()).docs.map((page) => page.title)).toEqual(['Live'])
  })
})

describe('an older database: the Landing global becomes the home page', () => {
  it("writes its words, per language, published where the global was, beside the seed's", async () => {
    const slug = `home-${stamp}`
    const tables = {
      main: [{ id: 1, hero_sale_ends_at: null }],
      locales: [
        { _locale: 'en', _status: 'published', hero_headline: 'Old English headline' },
        { _locale: 'fr', _status: 'published', hero_headline: 'Ancien titre' },
        { _locale: 'de', _status: 'draft', hero_headline: 'Alter Entwurf' },
      ],
      benefits: [],
      features: [],
      rows: [],
    }
    expect(await convertLandingToHome({ payload, req: {}, tables, slug })).toEqual(['en', 'fr', 'de'])
    const read = async (locale: Locale) =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: slug } },
          locale,
          overrideAccess: false,
          user: null,
        })
      ).docs[0]
    const headline = async (locale: Locale) =>
      (await read(locale))?.layout?.find((block) => block.blockType === 'hero')?.headline
    expect(await headline('en')).toBe('Old English headline')
    expect(await headline('fr')).toBe('Ancien titre')
    // German was a draft: not published to visitors.
    expect(await read('de')).toBeUndefined()
    const french = await read('fr')
    expect(french?.layout?.find((block) => block.blockType === 'howItWorks')?.title).toBe('Comment ça marche')
    // Once there, a second run leaves it alone.
    expect(await convertLandingToHome({ payload, req: {}, tables, slug })).toEqual([])
  })
})
