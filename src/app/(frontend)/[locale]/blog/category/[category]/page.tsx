import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BlogIndex } from '@/components/blog/BlogIndex'
import { redirect } from '@/i18n/navigation'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { buildMetadata } from '@/lib/seo'
import { findCategory, findPublication, listCategories, listPosts } from '@/services/content/cached-queries'
import { redirectToPublishedLocale } from '@/services/content/locale-redirect'

type Props = { params: Promise<{ locale: string; category: string }> }

/** Rendered on a document's first visit, then cached (src/lib/cache/rendering-policy.ts). */
export const generateStaticParams = () => []

const load = async (params: Props['params']) => {
  const [locale, { category: slug }, payload] = await Promise.all([
    resolvePageLocale(params),
    params,
    getPayloadClient(),
  ])
  const [category, publication] = await Promise.all([
    findCategory({ payload, locale, slug }),
    findPublication({ payload, collection: 'categories', slug }),
  ])
  return { locale, category, publication }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, publication } = await load(params)
  if (!category) return {}
  const t = await getTranslations({ locale, namespace: 'blog' })
  return buildMetadata({
    locale,
    locales: publication?.locales,
    path: `/blog/category/${category.slug}`,
    title: t('categoryTitle', { category: category.title ?? '' }),
    description: category.description || t('heroSubtitle'),
  })
}

/** `/blog/category/{slug}` (and `/{lang}/blog/category/{slug}`): the blog filtered to one category. */
export default async function BlogCategoryPage({ params }: Props) {
  const { locale, category, publication } = await load(params)
  // A category not translated into this language is shown in the nearest one that has it; an
  // unknown category is not an error page: back to the whole blog.
  if (!category) {
    redirectToPublishedLocale({ publication, locale, pathOf: (target) => `/blog/category/${target}` })
    return redirect({ href: '/blog', locale })
  }
  const payload = await getPayloadClient()
  const [posts, categories] = await Promise.all([
    listPosts({ payload, locale, categoryId: category.id }),
    listCategories({ payload, locale }),
  ])
  return <BlogIndex locale={locale} posts={posts} categories={categories} current={category} />
}
