import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import type { Post } from '@/payload-types'

/** Date and reading time (computed per language on save, see collections/Posts/reading-time.ts). */

export async function PostMeta({ post, locale }: { post: Post; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), getFormatter({ locale })])
  return (
    <p className="meta">
      <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'medium' })}</time>
      {post.readTimeMinutes ? (
        <>
          <span aria-hidden="true"> · </span>
          {t('minRead', { minutes: post.readTimeMinutes })}
        </>
      ) : null}
    </p>
  )
}
