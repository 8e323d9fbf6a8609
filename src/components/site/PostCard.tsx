import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { MAX_ORIGINAL_IMAGE_PX } from '@/config/content'
import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/link'
import type { Category, Media, Post } from '@/payload-types'

import { PostMeta } from '../blog/PostMeta'
import styles from './PostCard.module.css'

/** The post's category when it was read with depth ≥ 1 (a bare id otherwise). */
export const categoryOf = (post: Post): Category | null => (typeof post.category === 'object' ? post.category : null)

/** The post's category as a badge linking to the blog filtered by it. */
export function CategoryBadge({ post }: { post: Post }) {
  const category = categoryOf(post)
  if (!category?.title) return null
  return (
    <Link href={`/blog/category/${category.slug}`} className="badge">
      {category.title}
    </Link>
  )
}

export const heroOf = (post: Post): Media | null => (typeof post.heroImage === 'object' ? post.heroImage : null) ?? null

/**
 * The hero as a `srcset`: the 640 px WebP card, then the WebP original, or the 1200 px rendition
 * for an original uploaded before originals were capped. Phones load the small one.
 */
export const heroSrcSet = (hero: Media): string | undefined =>
  [hero.sizes?.card, (hero.width ?? Infinity) <= MAX_ORIGINAL_IMAGE_PX ? hero : hero.sizes?.og]
    .filter((size) => size?.url && size.width)
    .map((size) => `${size!.url} ${size!.width}w`)
    .join(', ') || undefined

/** The grid of cards: one card alone is laid out like the featured one. */
export function PostGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>
}

export async function PostCard({
  post,
  locale,
  isFeatured = false,
}: {
  post: Post
  locale: Locale
  isFeatured?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const hero = heroOf(post)
  const image = hero?.sizes?.card
  const Heading = isFeatured ? 'h2' : 'h3'
  return (
    <article className={isFeatured ? `${styles.card} ${styles.featured}` : styles.card}>
      {image?.url && (
        // eslint-disable-next-line @next/next/no-img-element -- pre-sized CMS rendition
        <img
          src={image.url}
          alt=""
          width={image.width ?? 640}
          height={image.height ?? 336}
          loading={isFeatured ? 'eager' : 'lazy'}
        />
      )}
      <div className={styles.body}>
        {isFeatured && <p className="eyebrow">{t('featured')}</p>}
        <p>
          <CategoryBadge post={post} />
        </p>
        <Heading>
          <Link href={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <PostMeta post={post} locale={locale} />
        <p>{post.excerpt}</p>
        <Link href={`/blog/${post.slug}`} className={styles.readMore} aria-label={`${t('readMore')}: ${post.title}`}>
          {t('readMore')} →
        </Link>
      </div>
    </article>
  )
}
