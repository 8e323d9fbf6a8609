import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/navigation'
import type { Post } from '@/payload-types'

export async function PostCard({ post, locale }: { post: Post; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), getFormatter({ locale })])
  return (
    <article className="post-card">
      <p className="badge">{post.category}</p>
      <h3>
        <Link href={`/blog/${post.slug}`}>{post.title}</Link>
      </h3>
      <p>{post.excerpt}</p>
      <p className="meta">
        <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'medium' })}</time>
        {' · '}
        {t('minRead', { minutes: post.readTimeMinutes })}
      </p>
    </article>
  )
}
