import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PostCard } from '@/components/site/PostCard'
import type { Locale } from '@/config/locales'
import { getPayloadClient } from '@/lib/payload'
import { listPosts } from '@/services/content/queries'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'blog' })
  return { title: t('title') }
}

export default async function BlogIndexPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
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
