import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BlogIndex } from '@/components/blog/BlogIndex'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { routeMetadata } from '@/services/content/route-metadata'
import { listCategories, listPosts } from '@/services/content/cached-queries'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'blog' })
  return routeMetadata(locale, 'blog', '/blog', t('title'))
}

export default async function BlogIndexPage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const payload = await getPayloadClient()
  const [posts, categories] = await Promise.all([listPosts({ payload, locale }), listCategories({ payload, locale })])
  return <BlogIndex locale={locale} posts={posts} categories={categories} current={null} />
}
