import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/link'
import { redirect } from '@/i18n/navigation'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { buildMetadata } from '@/lib/seo'
import { findHelpArticle } from '@/services/content/help'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const generateStaticParams = () => []

const load = async (params: Props['params']) => {
  const [locale, { slug }] = await Promise.all([resolvePageLocale(params), params])
  return { locale, article: await findHelpArticle({ payload: await getPayloadClient(), locale, slug }) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await load(params)
  if (!article) return {}
  return buildMetadata({
    locale,
    path: `/help/${article.slug}`,
    title: `${article.title} — Studify`,
    description: article.summary ?? '',
  })
}

export default async function HelpArticlePage({ params }: Props) {
  const { locale, article } = await load(params)
  if (!article) return redirect({ href: '/help', locale })
  const t = await getTranslations({ locale, namespace: 'help' })
  const category = typeof article.category === 'object' ? article.category : null
  return (
    <article className="container post">
      <Link href="/help" className="back-link">
        ← {t('back')}
      </Link>
      {category && <p className="badge">{category.name}</p>}
      <h1>{article.title}</h1>
      <div className="prose">{article.content && <RichText data={article.content} />}</div>
    </article>
  )
}
