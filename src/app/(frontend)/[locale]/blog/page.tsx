import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PostCard } from '@/components/site/PostCard'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { routeMetadata } from '@/lib/route-metadata'
import { listPosts } from '@/services/content/cached-queries'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'blog' })
  return routeMetadata(locale, 'blog', '/blog', t('title'))
}

export default async function BlogIndexPage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const [posts, t] = await Promise.all([
    listPosts({ payload: await getPayloadClient(), locale }),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  const [featured, ...recent] = posts
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t('heroTitle')}</h1>
          <p className="lead">{t('heroSubtitle')}</p>
        </div>
      </section>
      <div className="container section">
        {featured && <PostCard post={featured} locale={locale} isFeatured />}
        {recent.length > 0 && (
          <section aria-labelledby="recent-posts" className="recent-posts">
            <h2 id="recent-posts">{t('recentPosts')}</h2>
            <div className="post-grid">
              {recent.map((post) => (
                <PostCard key={post.id} post={post} locale={locale} />
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  )
}
