// A worker of its own: this file replaces modules the app imports (vi.mock), which the worker the
// other files share has loaded already (vitest.config.ts, project int).
// @vitest-environment-options {"ownWorker": "render-blocks"}
import { NextIntlClientProvider } from 'next-intl'
import type { Payload } from 'payload'
import { createElement, type ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { PAGE_BLOCKS } from '../../blocks'
import { BlockPage } from '../../blocks/BlockPage'
import type { Locale } from '@/config/locales'
import { contentPlaceholders } from '@/config/plans'
import { loadMessages } from '@/i18n/messages'
import type { Competitor, Page } from '@/payload-types'
import { listFaqs, listTestimonials } from '@/services/content/cached-queries'

import { seedContent } from '../../scripts/seed/content'
import { removeStamped } from '../helpers/content-cleanup'
import { pngBytes } from '../helpers/images'
import { everyBlockLayout, PAGE_WORDS } from '../helpers/page-fixture'
import { getTestPayload } from '../helpers/payload'

// Outside a Next.js server: each CMS read goes to the database, as a visitor (no draft mode).
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  unstable_cache: (read: () => unknown) => read,
}))
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
}))
// next-intl's navigation does not load outside Next.js; the offer's router is not used by a render.
vi.mock('@/i18n/navigation', () => ({ redirect: () => undefined, useRouter: () => ({ push: () => undefined }) }))
// The site's real messages, as next-intl's server functions give them inside Next.js.
vi.mock('next-intl/server', async () => {
  const { createFormatter, createTranslator } = await import('next-intl')
  const { loadMessages: load } = await import('@/i18n/messages')
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace?: string }) =>
      createTranslator({ locale, messages: await load(locale), namespace: namespace as never }),
    getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, timeZone: 'UTC' }),
    // The blocks' islands get their namespaces from the page (PageMessages), not the layout.
    getMessages: async ({ locale }: { locale: Locale }) => load(locale),
  }
})

const stamp = `blocks${Date.now().toString(36)}`
let payload: Payload
let page: Page

/** A page rendered as the site renders it (server components, client islands in their provider). */
const render = async (element: ReactElement, locale: Locale) => {
  const messages = await loadMessages(locale)
  const stream = await renderToReadableStream(
    createElement(NextIntlClientProvider, { locale, messages, timeZone: 'UTC' } as never, element),
  )
  await stream.allReady
  return new Response(stream).text()
}

const pageIn = async (locale: Locale) =>
  (await payload.findByID({ collection: 'pages', id: page.id, locale, depth: 1, overrideAccess: true })) as Page

beforeAll(async () => {
  payload = await getTestPayload()
  await seedContent({ payload })
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Revision calendar' },
    file: { data: Buffer.from(await pngBytes()), mimetype: 'image/png', name: `${stamp}.png`, size: 100 },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  page = await payload.create({
    collection: 'pages',
    locale: 'en',
    data: {
      title: 'Exam season',
      slug: `exam-${stamp}`,
      layout: everyBlockLayout(PAGE_WORDS.en, media.id) as never,
      _status: 'published',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'fr',
    data: { title: 'Examens', layout: everyBlockLayout(PAGE_WORDS.fr, media.id) as never, _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}, 300_000)

afterAll(async () => {
  await removeStamped(payload, stamp)
})

describe('every block renders its copy', () => {
  it('the fixture has one block of every type', () => {
    expect(new Set(everyBlockLayout(PAGE_WORDS.en, 1).map((block) => block.blockType))).toEqual(
      new Set(PAGE_BLOCKS.map((block) => block.slug)),
    )
  })

  it.each(['en', 'fr'] as const)(
    'in %s, each block shows its own words, in the order of the layout',
    async (locale) => {
      const html = await render(createElement(BlockPage, { page: await pageIn(locale), locale }), locale)
      const words = PAGE_WORDS[locale]
      const settings = await payload.findGlobal({ slug: 'site-settings', locale })
      const expected = [
        words.headline,
        words.benefit,
        words.feature,
        words.step,
        words.offer,
        words.comparisonRow,
        words.testimonials,
        words.faq,
        words.contact.replace('{email}', settings.supportEmail),
        words.cta,
        words.richText,
        words.caption,
      ]
      const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')
      const positions = expected.map((text) => html.indexOf(escaped(text)))
      expect(
        positions.filter((position) => position === -1),
        JSON.stringify(expected),
      ).toEqual([])
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)
      // The other language's words are not there; the plan placeholders are filled in.
      expect(html).not.toContain(PAGE_WORDS[locale === 'en' ? 'fr' : 'en'].headline)
      expect(html).not.toContain('{weeklyPrice}')
      expect(html).toContain(contentPlaceholders(locale).weeklyPrice!)
      // The collections' content as visitors read it (published, in this language; other files add
      // drafts and untranslated rows meanwhile): the reviews and questions, the image of the media block.
      const [faqs, testimonials] = await Promise.all([
        listFaqs({ payload, locale }),
        listTestimonials({ payload, locale }),
      ])
      expect(html).toContain(escaped(faqs[0]!.question!))
      expect(html).toContain(escaped(testimonials[0]!.content ?? ''))
      expect(html).toMatch(new RegExp(`<img[^>]+src="[^"]*${stamp}`))
      // The links: the hero's and the call to action's buttons in the page's language.
      expect(html).toContain(`href="${locale === 'en' ? '' : `/${locale}`}/signup"`)
    },
  )

  it('says what the blocks support in JSON-LD: the FAQ block gives the page an FAQPage', async () => {
    const html = await render(createElement(BlockPage, { page: await pageIn('en'), locale: 'en' }), 'en')
    const data = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)![1]!)
    const types = (data['@graph'] as Array<{ '@type': string }>).map((node) => node['@type'])
    expect(types).toEqual(['Organization', 'FAQPage'])
  })
})

/** The fixture hero's rating line ('{rating}/5 ({count})' filled in from the site settings). */
const RATING_LINE = /\d(\.\d)?\/5 \([\d,]+\)/

describe('a competitor page: the same blocks with its headline, its rows and its overrides', () => {
  const competitorOf = (overrides: unknown[] = []) =>
    ({
      id: 1,
      slug: `rival-${stamp}`,
      displayName: 'Rivalo',
      seoTitle: 'Rivalo alternative',
      seoDescription: 'Compared.',
      comparison: 'Rivalo is a homework app.',
      comparisonRows: [{ id: 'r1', feature: 'Steps shown', studify: 'Always', competitor: 'Sometimes' }],
      blockOverrides: overrides,
    }) as unknown as Competitor

  it('shows the competitor headline, its comparison (heading, rows, note) and a comparison page in JSON-LD', async () => {
    const html = await render(
      createElement(BlockPage, { page: await pageIn('en'), locale: 'en', competitor: competitorOf() }),
      'en',
    )
    expect(html).toContain(`${PAGE_WORDS.en.headline} — Rivalo`)
    expect(html).toContain('Versus Rivalo')
    expect(html).toContain('Steps shown')
    expect(html).toContain('About Rivalo.')
    expect(html).not.toContain(PAGE_WORDS.en.comparisonRow)
    expect(html).toContain('"@type":"WebPage"')
  })

  it('keeps the home page’s hero settings: the demo, its maths an isolated left-to-right island', async () => {
    const html = await render(
      createElement(BlockPage, { page: await pageIn('en'), locale: 'en', competitor: competitorOf() }),
      'en',
    )
    expect(html).toContain('<bdi dir="ltr" class="math">x + 1 = 2</bdi>')
    expect(html).toMatch(RATING_LINE)
  })

  it('replaces the block of the same type with its override, in place', async () => {
    const override = { blockType: 'callToAction', id: 'o1', heading: 'Switch from Rivalo today', link: null }
    const html = await render(
      createElement(BlockPage, { page: await pageIn('en'), locale: 'en', competitor: competitorOf([override]) }),
      'en',
    )
    expect(html).toContain('Switch from Rivalo today')
    expect(html).not.toContain(`<h2 id="final-cta-title">${PAGE_WORDS.en.cta}</h2>`)
    expect(html.indexOf('Switch from Rivalo today')).toBeGreaterThan(html.indexOf(PAGE_WORDS.en.faq))
    expect(html.indexOf('Switch from Rivalo today')).toBeLessThan(html.indexOf(PAGE_WORDS.en.richText))
  })
})

describe('the hero’s home-only settings (issue 34 item 15)', () => {
  /** The fixture page with a flash sale under way in its hero, as a page stored before item 15 may hold. */
  const withSale = (stored: Page, slug: string): Page => ({
    ...stored,
    slug,
    layout: (stored.layout ?? []).map((block) =>
      block.blockType === 'hero' ? { ...block, saleEndsAt: new Date(Date.now() + 86_400_000).toISOString() } : block,
    ),
  })

  it('a page other than home shows none of them, even stored: no flash sale, rating line or demo', async () => {
    const html = await render(
      createElement(BlockPage, { page: withSale(await pageIn('en'), page.slug), locale: 'en' }),
      'en',
    )
    expect(html).toContain(PAGE_WORDS.en.headline)
    expect(html).not.toContain('class="flash-sale"')
    expect(html).not.toMatch(RATING_LINE)
    expect(html).not.toContain('x + 1 = 2')
  })

  it('the home page shows them', async () => {
    const html = await render(
      createElement(BlockPage, { page: withSale(await pageIn('en'), 'home'), locale: 'en' }),
      'en',
    )
    expect(html).toContain('class="flash-sale"')
    expect(html).toMatch(RATING_LINE)
    expect(html).toContain('x + 1 = 2')
  })
})

describe('an FAQ block that chooses its questions (issue 34 item 15)', () => {
  const faqStamp = `${stamp}faq`
  const created: number[] = []

  afterAll(async () => {
    const options = { overrideAccess: true, context: { disableRevalidate: true } }
    if (created.length) await payload.delete({ collection: 'faqs', where: { id: { in: created } }, ...options })
    await payload.delete({ collection: 'pages', where: { slug: { like: faqStamp } }, ...options, trash: true })
  })

  const faq = async (question: string, order: number) => {
    const doc = await payload.create({
      collection: 'faqs',
      locale: 'en',
      data: { question, answer: `Answer to ${question}`, order, _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    created.push(doc.id)
    return doc
  }

  it('shows the chosen questions only, in the chosen order, on the page and in its FAQPage', async () => {
    const first = await faq(`First ${faqStamp}?`, 1)
    const second = await faq(`Second ${faqStamp}?`, 2)
    const unchosen = await faq(`Unchosen ${faqStamp}?`, 3)
    const chosen = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: {
        title: 'Chosen questions',
        slug: `chosen-${faqStamp}`,
        layout: [{ blockType: 'faq', title: 'Picked', faqs: [second.id, first.id] }] as never,
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const page = (await payload.findByID({ collection: 'pages', id: chosen.id, locale: 'en', depth: 1 })) as Page
    const html = await render(createElement(BlockPage, { page, locale: 'en' }), 'en')
    expect(html).toContain(second.question)
    expect(html).toContain(first.question)
    expect(html).not.toContain(unchosen.question)
    expect(html.indexOf(second.question!)).toBeLessThan(html.indexOf(first.question!))
    const data = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)![1]!)
    const faqPage = (data['@graph'] as Array<{ '@type': string; mainEntity?: Array<{ name: string }> }>).find(
      (node) => node['@type'] === 'FAQPage',
    )!
    expect(faqPage.mainEntity!.map((question) => question.name)).toEqual([second.question, first.question])
  })

  it('with none chosen shows every published question, as before', async () => {
    const all = await listFaqs({ payload, locale: 'en' })
    const html = await render(createElement(BlockPage, { page: await pageIn('en'), locale: 'en' }), 'en')
    const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')
    for (const item of all) expect(html).toContain(escaped(item.question!))
  })
})
