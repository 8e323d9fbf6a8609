import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { HelpCenter } from '@/components/help/HelpCenter'
import { SearchBox } from '@/components/search/SearchBox'
import { JsonLd } from '@/components/site/JsonLd'
import { PageMessages } from '@/components/site/PageMessages'
import { resolvePageLocale } from '@/i18n/page-locale'
import { pageUrl } from '@/lib/absolute-url'
import { getPayloadClient } from '@/lib/payload'
import { routeMetadata } from '@/services/content/route-metadata'
import { collectionPage, graph, organization } from '@/lib/structured-data'
import { getHelpIndex, getSiteSettings } from '@/services/content/cached-queries'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'help' })
  return routeMetadata(locale, 'help', '/help', t('title'))
}

export default async function HelpPage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const payload = await getPayloadClient()
  const [index, settings, t] = await Promise.all([
    getHelpIndex({ payload, locale }),
    getSiteSettings({ payload, locale }),
    getTranslations({ locale, namespace: 'help' }),
  ])
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="lead">{t('subtitle')}</p>
        </div>
      </section>
      <div className="container section">
        <PageMessages locale={locale} namespaces={['help']}>
          <HelpCenter
            articles={index.articles}
            categories={index.categories}
            searchBox={<SearchBox locale={locale} id="help-search-input" />}
          />
        </PageMessages>
        <p className="muted help-contact">{t('stillNeedHelp', { email: settings.supportEmail })}</p>
      </div>
      <JsonLd
        data={graph([
          organization(settings),
          collectionPage({
            locale,
            url: pageUrl(locale, '/help'),
            name: t('title'),
            items: index.articles.map((article) => ({
              name: article.title,
              url: pageUrl(locale, `/help/${article.slug}`),
              description: article.summary,
            })),
          }),
        ])}
      />
    </>
  )
}
