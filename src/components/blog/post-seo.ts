import type { Locale } from '@/config/locales'
import { pageUrl } from '@/lib/absolute-url'
import { buildMetadata } from '@/lib/seo'
import { resolveSeo } from '@/lib/seo-defaults'
import { article, graph, organization } from '@/lib/structured-data'
import type { Post, SiteSetting } from '@/payload-types'

import { categoryOf, heroOf } from '../site/PostCard'

/** The post's SEO fields, or defaults from its title, excerpt and hero: <head> and JSON-LD both read this. */
export const postSeo = (post: Post) =>
  resolveSeo({ seo: post.seo, title: post.title ?? '', description: post.excerpt ?? '', image: heroOf(post) })

/** The post page's structured data: the organization and the article as its SEO fields describe it. */
export const postJsonLd = ({ post, locale, settings }: { post: Post; locale: Locale; settings: SiteSetting }) => {
  const seo = postSeo(post)
  return graph([
    organization(settings),
    article({
      locale,
      url: pageUrl(locale, `/blog/${post.slug}`),
      headline: post.title ?? '',
      description: seo.description,
      image: seo.image?.url,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: post.author,
      section: categoryOf(post)?.title ?? undefined,
    }),
  ])
}

/** The post page's <head>: its SEO fields or their defaults, as an article; hreflang names `locales`. */
export const postMetadata = (post: Post, locale: Locale, locales?: readonly Locale[]) =>
  buildMetadata({
    locale,
    locales,
    path: `/blog/${post.slug}`,
    ...postSeo(post),
    type: 'article',
    publishedTime: post.publishedAt,
  })
