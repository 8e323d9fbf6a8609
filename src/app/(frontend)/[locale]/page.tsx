import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PostCard } from '@/components/site/PostCard'
import { contentPlaceholders, fillPlaceholders } from '@/config/plans'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { getLanding, getSiteSettings, listFaqs, listPosts } from '@/services/content/queries'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const settings = await getSiteSettings({ payload: await getPayloadClient(), locale })
  return {
    title: settings.seo?.title,
    description: settings.seo?.description,
    keywords: settings.seo?.keywords ?? undefined,
  }
}

export default async function HomePage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const payload = await getPayloadClient()
  const [landing, faqs, posts, t] = await Promise.all([
    getLanding({ payload, locale }),
    listFaqs({ payload, locale }),
    listPosts({ payload, locale, limit: 3 }),
    getTranslations({ locale, namespace: 'home' }),
  ])
  const placeholders = contentPlaceholders(locale)

  return (
    <>
      <section className="hero container">
        <h1>{landing.hero.headline}</h1>
        {landing.hero.subheadline && <p className="lead">{landing.hero.subheadline}</p>}
        <ul className="benefits">
          {landing.hero.benefits?.map((benefit) => (
            <li key={benefit.id}>{benefit.text}</li>
          ))}
        </ul>
      </section>

      {posts.length > 0 && (
        <section className="container" aria-labelledby="latest-articles">
          <h2 id="latest-articles">{t('latestArticles')}</h2>
          <div className="post-grid">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} locale={locale} />
            ))}
          </div>
        </section>
      )}

      <section className="container" aria-labelledby="faq">
        <h2 id="faq">{t('faqTitle')}</h2>
        {faqs.map((faq) => (
          <details key={faq.id} className="faq-item">
            <summary>{faq.question}</summary>
            <p>{fillPlaceholders(faq.answer ?? '', placeholders)}</p>
          </details>
        ))}
      </section>
    </>
  )
}
