import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'

import { resolvePageLocale } from '@/i18n/page-locale'
import { Link, redirect } from '@/i18n/navigation'
import { getPayloadClient } from '@/lib/payload'
import type { Media } from '@/payload-types'
import { findPostBySlug } from '@/services/content/queries'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([resolvePageLocale(params), params])
  const post = await findPostBySlug({ payload: await getPayloadClient(), locale, slug })
  if (!post) return {}
  return {
    title: post.seo?.title || post.title,
    description: post.seo?.description || post.excerpt,
    keywords: post.seo?.keywords || undefined,
  }
}

export default async function BlogPostPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([resolvePageLocale(params), params])
  const post = await findPostBySlug({ payload: await getPayloadClient(), locale, slug })
  if (!post) return redirect({ href: '/blog', locale })

  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), getFormatter({ locale })])
  const hero = typeof post.heroImage === 'object' ? (post.heroImage as Media | null) : null

  return (
    <article className="container post">
      <nav aria-label={t('breadcrumb')} className="breadcrumbs">
        <Link href="/">{(await getTranslations({ locale, namespace: 'common' }))('home')}</Link> /{' '}
        <Link href="/blog">{t('title')}</Link> / <span aria-current="page">{post.title}</span>
      </nav>
      <p className="badge">{post.category}</p>
      <h1>{post.title}</h1>
      <p className="meta">
        <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}</time>
        {' · '}
        {t('minRead', { minutes: post.readTimeMinutes })}
        {' · '}
        {t('byAuthor', { author: post.author ?? '' })}
      </p>
      {hero?.url && (
        // eslint-disable-next-line @next/next/no-img-element -- sized CMS image served by Payload
        <img
          className="hero-image"
          src={hero.sizes?.card?.url || hero.url}
          alt={hero.alt ?? ''}
          width={hero.sizes?.card?.width ?? 640}
          height={hero.sizes?.card?.height ?? 336}
        />
      )}
      {post.contentBeforeOffer && <RichText data={post.contentBeforeOffer} />}
      {post.contentAfterOffer && <RichText data={post.contentAfterOffer} />}
    </article>
  )
}
