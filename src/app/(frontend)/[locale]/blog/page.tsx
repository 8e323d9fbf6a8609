import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PostCard } from '@/components/site/PostCard'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { listPosts } from '@/services/content/queries'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'blog' })
  return { title: t('title') }
}

export default async function BlogIndexPage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const [posts, t] = await Promise.all([
    listPosts({ payload: await getPayloadClient(), locale }),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  return (
    <section className="container">
      <h1>{t('title')}</h1>
      <div className="post-grid">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} locale={locale} />
        ))}
      </div>
    </section>
  )
}
