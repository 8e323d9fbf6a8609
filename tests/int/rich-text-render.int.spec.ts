import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { createTranslator } from 'next-intl'
import type { Payload, RichTextField } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_BLOCKS, CONTENT_INLINE_BLOCKS } from '../../fields/rich-text/blocks'
import { offerCopy } from '@/components/rich-text/offer-copy'
import { RichTextView } from '@/components/rich-text/RichTextView'
import { HELP_CATEGORY_SLUGS } from '@/config/content'
import type { Locale } from '@/config/locales'
import { loadMessages } from '@/i18n/messages'
import { findPostBySlug } from '@/services/content/queries'

import { blogCategory } from '../helpers/factories'
import { pngBytes } from '../helpers/images'
import { removeStamped } from '../helpers/content-cleanup'
import { getTestPayload } from '../helpers/payload'
import { everyNodeDocument, FORMATS, type FixtureWords } from '../helpers/rich-text-fixture'

const WORDS: Record<'en' | 'fr', FixtureWords> = {
  en: {
    heading: 'Integrals',
    paragraph: '',
    link: 'the guide post',
    caption: 'A unit square',
    callout: 'Check units.',
  },
  fr: {
    heading: 'Intégrales',
    paragraph: '',
    link: 'l’article guide',
    caption: 'Un carré unité',
    callout: 'Vérifiez les unités.',
  },
}
const stamp = Date.now().toString(36)
const nodeTypes = (node: unknown, into = new Set<string>()): Set<string> => {
  if (!node || typeof node !== 'object') return into
  const { type, children, root } = node as { type?: string; children?: unknown[]; root?: unknown }
  if (type && type !== 'root') into.add(type)
  for (const child of [...(children ?? []), ...(root ? [root] : [])]) nodeTypes(child, into)
  return into
}
const blockTypes = (state: unknown): string[] =>
  JSON.stringify(state)
    .match(/"blockType":"([^"]+)"/g)!
    .map((match) => match.slice(13, -1))

let payload: Payload
let targetSlug: string
let helpSlug: string
let postSlug: string

const render = async (locale: Locale) => {
  const post = await findPostBySlug({ payload, locale, slug: postSlug })
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'blog' })
  const offer = offerCopy(t, locale)
  const html = renderToStaticMarkup(
    createElement(RichTextView, { data: post!.content as unknown as SerializedEditorState, locale, offer }),
  )
  return { html, offer, post: post! }
}

beforeAll(async () => {
  payload = await getTestPayload()
  const context = { disableRevalidate: true }
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A square' },
    file: { data: Buffer.from(await pngBytes(800, 600)), mimetype: 'image/png', name: `sq-${stamp}.png`, size: 0 },
    context,
  })
  const category =
    (await payload.find({ collection: 'help-categories', limit: 1, depth: 0 })).docs[0] ??
    (await payload.create({
      collection: 'help-categories',
      data: { name: 'Support', slug: HELP_CATEGORY_SLUGS[0], order: 0 },
      context,
    }))
  helpSlug = `guide-${stamp}`
  const help = await payload.create({
    collection: 'help-articles',
    data: {
      title: 'Guide',
      slug: helpSlug,
      category: category.id,
      content: {
        root: {
          type: 'root',
          children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'x', version: 1 }] }],
          direction: null,
          format: '',
          indent: 0,
          version: 1,
        },
      },
    } as never,
    publishAllLocales: true,
    context,
  })
  targetSlug = `target-${stamp}`
  const created = await payload.create({
    collection: 'posts',
    data: {
      title: 'Target',
      slug: targetSlug,
      excerpt: 'x',
      category: await blogCategory(payload),
      author: 'Team',
      publishedAt: new Date().toISOString(),
      content: {
        root: {
          type: 'root',
          children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'x', version: 1 }] }],
          direction: null,
          format: '',
          indent: 0,
          version: 1,
        },
      } as never,
    },
    publishAllLocales: true,
    context,
  })
  postSlug = `every-node-${stamp}`
  const ids = { post: created.id, helpArticle: help.id, media: media.id }
  const post = await payload.create({
    collection: 'posts',
    locale: 'en',
    data: {
      title: 'Every node',
      slug: postSlug,
      excerpt: 'x',
      category: await blogCategory(payload),
      author: 'Team',
      publishedAt: new Date().toISOString(),
      content: everyNodeDocument(ids, WORDS.en) as never,
    },
    publishAllLocales: true,
    context,
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'fr',
    data: { title: 'Chaque nœud', content: everyNodeDocument(ids, WORDS.fr) as never, _status: 'published' },
    context,
  })
})

afterAll(() => removeStamped(payload, stamp))

describe('article body rendering (every node the editor offers)', () => {
  it('has a fixture node for every node type and block the posts editor offers', () => {
    const field = payload.collections.posts.config.fields.find(
      (candidate) => 'name' in candidate && candidate.name === 'content',
    ) as RichTextField
    const editorConfig = (field.editor as unknown as { editorConfig: { features: { nodes: { node: unknown }[] } } })
      .editorConfig
    const offered = editorConfig.features.nodes.map(
      ({ node }) =>
        (typeof node === 'function' ? node : (node as { replace: { getType(): string } }).replace) as unknown as {
          getType(): string
        },
    )
    const fixture = everyNodeDocument({ post: 1, helpArticle: 1, media: 1 }, WORDS.en)
    const used = nodeTypes(fixture)
    const offeredTypes = offered.map((klass) => klass.getType())
    expect(offeredTypes.length).toBeGreaterThan(10)
    expect(offeredTypes.filter((type) => !used.has(type))).toEqual([])
    const slugs = [...CONTENT_BLOCKS, ...CONTENT_INLINE_BLOCKS].map((block) => block.slug)
    expect(slugs.filter((slug) => !blockTypes(fixture).includes(slug))).toEqual([])
  })

  it.each(['en', 'fr'] as const)('renders every node in %s, links in the visitor language', async (locale) => {
    const { html, offer } = await render(locale)
    const prefix = locale === 'en' ? '' : `/${locale}`
    expect(html).not.toContain('unknown node')
    expect(html).not.toContain('href="#"')
    expect(html).toContain(`<h2>${WORDS[locale].heading}</h2>`)
    // Internal link, relationship card and CTA button point at the documents' localized paths.
    expect(html).toContain(`<a href="${prefix}/blog/${targetSlug}">${WORDS[locale].link}</a>`)
    expect(html).toContain(`<a class="rich-card" href="${prefix}/help/${helpSlug}"><strong>Guide</strong>`)
    expect(html).toMatch(new RegExp(`<a href="${prefix}/help/${helpSlug}" class="button button-primary">Guide</a>`))
    expect(html).toContain('<a href="https://example.com/x">https://example.com/x</a>')
    // Every text format, line break, tab.
    for (const tag of ['strong', 'em', 'code', 'sub', 'sup'])
      expect(html).toMatch(new RegExp(`<${tag}>f\\d+ </${tag}>`))
    expect(html).toContain('<span style="text-decoration:line-through">f4 </span>')
    expect(html).toContain('<span style="text-decoration:underline">f8 </span>')
    expect(FORMATS).toHaveLength(7)
    expect(html).toContain('<br/>')
    // KaTeX typeset on the server: displayed and inline formulas carry their LaTeX source in MathML.
    expect(html).toMatch(/<div class="rich-math"><span class="katex-display">/)
    expect(html).toContain('<annotation encoding="application/x-tex">\\int_0^1 x^2\\,dx = \\frac{1}{3}</annotation>')
    expect(html).toMatch(/<span class="rich-math-inline"><span class="katex">.*mc\^2<\/annotation>/)
    // Code is text, not markup.
    expect(html).toContain('<code class="language-python">print(&quot;&lt;b&gt;1&lt;/b&gt;&quot;)</code>')
    expect(html).toMatch(/<table[^>]*>.*<th[^>]*>.*x².*<td[^>]*>.*9/)
    expect(html).toMatch(/<figure class="rich-media"><img src="[^"]+\.webp"[^>]*alt="A square"/)
    expect(html).toContain(`<figcaption>${WORDS[locale].caption}</figcaption>`)
    expect(html).toContain(
      `<aside class="rich-callout rich-callout-tip" role="note"><p class="rich-callout-title">Note</p><p>${WORDS[locale].callout}</p></aside>`,
    )
    expect(html).toMatch(/<blockquote>A quote<\/blockquote>/)
    expect(html).toMatch(/<ul class="list-bullet">.*one.*<ol class="list-number">.*first/)
    expect(html).toMatch(/role="checkbox"|aria-checked="true"/)
    expect(html).toContain('<hr/>')
    expect(html).toMatch(/<picture>|<img[^>]+alt="A square"[^>]*>/)
    // The offer block speaks the visitor's language and links to the localized checkout.
    expect(html).toContain(`<h2>${offer.title}</h2>`)
    expect(offer.href).toBe(`${prefix}/checkout?plan=weekly_trial&billing=weekly`)
  })

  it('renders French words in French and English words in English', async () => {
    const [en, fr] = await Promise.all([render('en'), render('fr')])
    expect(fr.offer.title).not.toBe(en.offer.title)
    expect(fr.html).toContain(fr.offer.title)
    expect(en.html).not.toContain(WORDS.fr.caption)
  })

  it('renders a link to a document the visitor cannot read as text, not "#"', async () => {
    await payload.delete({
      collection: 'posts',
      where: { slug: { equals: targetSlug } },
      context: { disableRevalidate: true },
    })
    const { html } = await render('fr')
    expect(html).toContain(`<span>${WORDS.fr.link}</span>`)
    expect(html).not.toContain(`/blog/${targetSlug}`)
  })
})
