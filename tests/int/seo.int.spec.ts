import type { Metadata } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postJsonLd, postMetadata } from '@/components/blog/post-seo'
import { helpArticleMetadata } from '@/components/help/article-seo'
import type { Locale } from '@/config/locales'
import { findHelpArticle } from '@/services/content/help'
import { HELP_CATEGORY_SLUGS } from '@/config/content'
import { findPostBySlug, getSiteSettings } from '@/services/content/queries'

import { blogCategory, sampleRichText } from '../helpers/factories'
import { pngBytes } from '../helpers/images'
import { removeStamped } from '../helpers/content-cleanup'
import { getTestPayload } from '../helpers/payload'

const stamp = Date.now().toString(36)
const context = { disableRevalidate: true }
let payload: Payload
let ogUrl: string

/** What the post and help pages put in <head>, for the document a visitor of `locale` reads. */
const blogMetadata = async (locale: Locale, slug: string) =>
  postMetadata((await findPostBySlug({ payload, locale, slug }))!, locale)
const helpMetadata = async (locale: Locale, slug: string) =>
  helpArticleMetadata((await findHelpArticle({ payload, locale, slug }))!, locale)
const ogImages = (metadata: Metadata) => metadata.openGraph?.images as Array<{ url: string }>

beforeAll(async () => {
  payload = await getTestPayload()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Social card' },
    file: { data: Buffer.from(await pngBytes(1400, 800)), mimetype: 'image/png', name: `og-${stamp}.png`, size: 0 },
    context,
  })
  ogUrl = media.sizes!.og!.url!
  const post = await payload.create({
    collection: 'posts',
    locale: 'en',
    data: {
      title: `Limits ${stamp}`,
      slug: `limits-${stamp}`,
      excerpt: 'What a limit is',
      category: await blogCategory(payload),
      author: 'Team',
      publishedAt: '2026-01-02T00:00:00.000Z',
      content: sampleRichText('x'),
      _status: 'published',
    },
    context,
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'fr',
    data: {
      title: `Limites ${stamp}`,
      excerpt: 'Ce qu’est une limite',
      seo: {
        title: `Les limites sans peine ${stamp}`,
        description: 'Guide des limites pour le lycée',
        image: media.id,
      },
      _status: 'published',
    },
    context,
  })
  const category =
    (await payload.find({ collection: 'help-categories', limit: 1, depth: 0 })).docs[0] ??
    (await payload.create({
      collection: 'help-categories',
      data: { name: 'Support', slug: HELP_CATEGORY_SLUGS[0], order: 0 },
      context,
    }))
  await payload.create({
    collection: 'help-articles',
    data: {
      title: 'Cancel',
      slug: `cancel-${stamp}`,
      category: category.id,
      summary: 'How to cancel',
      content: sampleRichText('x'),
      seo: { title: `Cancel your plan ${stamp}`, description: 'Two clicks, no questions' },
      _status: 'published',
    } as never,
    context,
  })
})

afterAll(() => removeStamped(payload, stamp))

describe('SEO fields', () => {
  it('a post’s French SEO title, description and image reach <head>; English falls back to its own title', async () => {
    const fr = await blogMetadata('fr', `limits-${stamp}`)
    expect(fr.title).toEqual({ absolute: `Les limites sans peine ${stamp}` })
    expect(fr.description).toBe('Guide des limites pour le lycée')
    expect(fr.openGraph?.title).toBe(`Les limites sans peine ${stamp}`)
    expect(ogImages(fr)[0]!.url).toBe(ogUrl)
    const en = await blogMetadata('en', `limits-${stamp}`)
    expect(en.title).toEqual({ absolute: `Limits ${stamp}` })
    expect(en.description).toBe('What a limit is')
  })

  it('the post’s JSON-LD says what its <head> says', async () => {
    const post = (await findPostBySlug({ payload, locale: 'fr', slug: `limits-${stamp}` }))!
    const ld = postJsonLd({ post, locale: 'fr', settings: await getSiteSettings({ payload, locale: 'fr' }) })
    const article = (ld['@graph'] as Array<Record<string, unknown>>).find((node) => node['@type'] === 'Article')!
    expect(article.description).toBe('Guide des limites pour le lycée')
    expect(article.image).toBe(ogUrl)
    expect(article.headline).toBe(`Limites ${stamp}`)
    expect(article.inLanguage).toBe('fr')
  })

  it('a help article has SEO fields of its own', async () => {
    const metadata = await helpMetadata('en', `cancel-${stamp}`)
    expect(metadata.title).toEqual({ absolute: `Cancel your plan ${stamp}` })
    expect(metadata.description).toBe('Two clicks, no questions')
  })

  it('an SEO title longer than the stored limit is refused with a 400-class validation error', async () => {
    await expect(
      payload.create({
        collection: 'help-articles',
        data: {
          title: 'Long',
          slug: `long-${stamp}`,
          category: (await payload.find({ collection: 'help-categories', limit: 1 })).docs[0]!.id,
          content: sampleRichText('x'),
          seo: { title: 'x'.repeat(500) },
        } as never,
        context,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
