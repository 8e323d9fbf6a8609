import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { helpArticleMetadata, helpArticleSeo } from '@/components/help/article-seo'
import { RichText } from '@/components/rich-text/RichText'
import { JsonLd } from '@/components/site/JsonLd'
import { Link } from '@/i18n/link'
import { redirect } from '@/i18n/navigation'
import { resolvePageLocale } from '@/i18n/page-locale'
import { pageUrl } from '@/lib/absolute-url'
import { getPayloadClient } from '@/lib/payload'
import { followRedirect } from '@/services/content/redirects'
import { richTextQuestions } from '@/lib/rich-text-questions'
import { article as articleNode, faqPage, graph, organization } from '@/lib/structured-data'
import { findHelpArticle, findPublication, getSiteSettings } from '@/services/content/cached-queries'
import { redirectToPublishedLocale } from '@/services/content/locale-redirect'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** Rendered on a document's first visit, then cached (src/lib/cache/rendering-policy.ts). */
export const generateStaticParams = () => []

const load = async (params: Props['params']) => {
  const [locale, { slug }, payload] = await Promise.all([resolvePageLocale(params), params, getPayloadClient()])
  const [article, publication] = await Promise.all([
    findHelpArticle({ payload, locale, slug }),
    findPublication({ payload, collection: 'help-articles', slug }),
  ])
  return { locale, slug, article, publication }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article, publication } = await load(params)
  if (!article) return {}
  return helpArticleMetadata(article, locale, publication?.locales)
}

export default async function HelpArticlePage({ params }: Props) {
  const { locale, slug, article, publication } = await load(params)
  if (!article) {
    // Not published in this language: the nearest one it is published in.
    redirectToPublishedLocale({ publication, locale, pathOf: (target) => `/help/${target}` })
    await followRedirect({ payload: await getPayloadClient(), locale, from: `/help/${slug}` })
    return redirect({ href: '/help', locale })
  }
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'help' }),
    getSiteSettings({ payload: await getPayloadClient(), locale }),
  ])
  const category = typeof article.category === 'object' ? article.category : null
  const url = pageUrl(locale, `/help/${article.slug}`)
  // An article written as questions with answers (the FAQ) is a FAQPage; any other is an Article.
  const questions = richTextQuestions(article.content)
  const structuredData = questions
    ? faqPage(questions, url)
    : articleNode({
        locale,
        url,
        headline: article.title ?? '',
        description: helpArticleSeo(article).description,
        image: helpArticleSeo(article).image?.url,
        dateModified: article.updatedAt,
        datePublished: article.createdAt,
        section: category?.name,
      })
  return (
    <article className="container post">
      <JsonLd data={graph([organization(settings), structuredData])} />
      <Link href="/help" className="back-link">
        ← {t('back')}
      </Link>
      {category && <p className="badge">{category.name}</p>}
      <h1>{article.title}</h1>
      {article.content && <RichText data={article.content} locale={locale} />}
    </article>
  )
}
