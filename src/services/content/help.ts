import type { Payload } from 'payload'

import type { Locale } from '../../config/locales'
import type { HelpArticle, HelpCategory } from '../../payload-types'
import { type PreviewViewer, readAs } from './read-as'
import { listHelpArticles, listHelpCategories } from './queries'

export type HelpIndex = {
  categories: Array<{ slug: string; name: string }>
  articles: Array<{ slug: string; title: string; summary: string; category: string }>
}

const categorySlug = (article: HelpArticle, categories: HelpCategory[]) => {
  const id = typeof article.category === 'object' ? article.category.id : article.category
  return categories.find((category) => category.id === id)?.slug ?? ''
}

/** The help centre's list: categories and each article's title and summary (search is the site search). */
export const getHelpIndex = async ({ payload, locale }: { payload: Payload; locale: Locale }): Promise<HelpIndex> => {
  const [categories, articles] = await Promise.all([
    listHelpCategories({ payload, locale }),
    listHelpArticles({ payload, locale }),
  ])
  return {
    categories: categories.map((category) => ({ slug: category.slug, name: category.name ?? category.slug })),
    articles: articles.map((article) => ({
      slug: article.slug,
      title: article.title ?? '',
      summary: article.summary ?? '',
      category: categorySlug(article, categories),
    })),
  }
}

export const findHelpArticle = async ({
  payload,
  locale,
  slug,
  viewer,
}: {
  payload: Payload
  locale: Locale
  slug: string
  viewer?: PreviewViewer | null
}) => {
  const result = await payload.find({
    collection: 'help-articles',
    locale,
    depth: 1,
    limit: 1,
    where: { slug: { equals: slug } },
    ...readAs(viewer),
  })
  return result.docs[0] ?? null
}
