import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/link'
import type { Category, Post } from '@/payload-types'

import { PostCard, PostGrid } from '../site/PostCard'

/** The blog's list of posts under its category filter (links, so each category has its own page). */
export async function BlogIndex({
  locale,
  posts,
  categories,
  current,
}: {
  locale: Locale
  posts: Post[]
  categories: Category[]
  current: Category | null
}) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  // The whole blog leads with its newest post; a category lists its posts alike.
  const featured = current ? undefined : posts[0]
  const recent = current ? posts : posts.slice(1)
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{current ? current.title : t('heroTitle')}</h1>
          <p className="lead">{current ? current.description || t('heroSubtitle') : t('heroSubtitle')}</p>
        </div>
      </section>
      <div className="container section">
        <nav className="category-filters" aria-label={t('categoriesLabel')}>
          <Link href="/blog" aria-current={current ? undefined : 'page'}>
            {t('allCategories')}
          </Link>
          {categories.map((category) => (
            <Link
              key={category.id}
              href={`/blog/category/${category.slug}`}
              aria-current={current?.id === category.id ? 'page' : undefined}
            >
              {category.title}
            </Link>
          ))}
        </nav>
        {featured && <PostCard post={featured} locale={locale} isFeatured />}
        {recent.length > 0 && (
          <section aria-labelledby="recent-posts" className="recent-posts">
            <h2 id="recent-posts">
              {current ? t('categoryPosts', { category: current.title ?? '' }) : t('recentPosts')}
            </h2>
            <PostGrid>
              {recent.map((post) => (
                <PostCard key={post.id} post={post} locale={locale} />
              ))}
            </PostGrid>
          </section>
        )}
      </div>
    </>
  )
}
