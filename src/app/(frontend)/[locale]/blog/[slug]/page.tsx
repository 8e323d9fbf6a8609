import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { postJsonLd, postMetadata } from '@/components/blog/post-seo'
import { PostMeta } from '@/components/blog/PostMeta'
import { RichText } from '@/components/rich-text/RichText'
import { ShareButton } from '@/components/blog/ShareButton'
import { PageMessages } from '@/components/site/PageMessages'
import { JsonLd } from '@/components/site/JsonLd'
import { CategoryBadge, heroOf, heroSrcSet, PostCard, PostGrid } from '@/components/site/PostCard'
import { Link } from '@/i18n/link'
import { redirect } from '@/i18n/navigation'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { followRedirect } from '@/services/content/redirects'
import { findPostBySlug, findPublication, getSiteSettings, listPosts } from '@/services/content/cached-queries'
import { redirectToPublishedLocale } from '@/services/content/locale-redirect'

import styles from './page.module.css'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** Rendered on a document's first visit, then cached (src/lib/cache/rendering-policy.ts). */
export const generateStaticParams = () => []

const load = async (params: Props['params']) => {
  const [locale, { slug }, payload] = await Promise.all([resolvePageLocale(params), params, getPayloadClient()])
  const [post, publication] = await Promise.all([
    findPostBySlug({ payload, locale, slug }),
    findPublication({ payload, collection: 'posts', slug }),
  ])
  return { locale, slug, post, publication }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post, publication } = await load(params)
  if (!post) return {}
  return postMetadata(post, locale, publication?.locales)
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug, post, publication } = await load(params)
  // An unknown slug is not an error page: back to the blog (spec §2). A post not published in this
  // language goes to the nearest one it is published in.
  if (!post) {
    redirectToPublishedLocale({ publication, locale, pathOf: (target) => `/blog/${target}` })
    await followRedirect({ payload: await getPayloadClient(), locale, from: `/blog/${slug}` })
    return redirect({ href: '/blog', locale })
  }

  const payload = await getPayloadClient()
  const [t, common, others, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'common' }),
    listPosts({ payload, locale, limit: 4 }),
    getSiteSettings({ payload, locale }),
  ])
  const hero = heroOf(post)
  const moreArticles = others.filter((other) => other.id !== post.id).slice(0, 3)

  return (
    <>
      <article className="container post">
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumbs}>
          <ol>
            <li>
              <Link href="/">{common('home')}</Link>
            </li>
            <li>
              <Link href="/blog">{common('blog')}</Link>
            </li>
            <li aria-current="page">{post.title}</li>
          </ol>
        </nav>
        {hero?.url && (
          // eslint-disable-next-line @next/next/no-img-element -- pre-sized CMS rendition
          <img
            className={styles.hero}
            src={hero.url}
            srcSet={heroSrcSet(hero)}
            // The article column is at most 800 px wide: phones take the 640 px rendition.
            sizes="(max-width: 800px) 100vw, 800px"
            alt={hero.alt ?? ''}
            width={1200}
            height={630}
            fetchPriority="high"
          />
        )}
        <p>
          <CategoryBadge post={post} />
        </p>
        <h1>{post.title}</h1>
        <div className={styles.metaRow}>
          <PostMeta post={post} locale={locale} />
          <PageMessages locale={locale} namespaces={['blog']}>
            <ShareButton title={post.title ?? ''} text={post.excerpt ?? ''} />
          </PageMessages>
        </div>
        {post.content && <RichText data={post.content} locale={locale} />}
      </article>

      {moreArticles.length > 0 && (
        <section className="container section" aria-labelledby="more-articles">
          <h2 id="more-articles">{t('moreArticles')}</h2>
          <PostGrid>
            {moreArticles.map((other) => (
              <PostCard key={other.id} post={other} locale={locale} />
            ))}
          </PostGrid>
        </section>
      )}

      <JsonLd data={postJsonLd({ post, locale, settings })} />
    </>
  )
}
