import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import cards from '@/components/help/ArticleCards.module.css'
import { SearchBox } from '@/components/search/SearchBox'
import { Link } from '@/i18n/link'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { buildMetadata } from '@/lib/seo'
import { normalizeQuery, searchSite } from '@/services/content/search'

import styles from './page.module.css'

// Results depend on ?q: rendered per request, never the cached first visit (the layout's static params).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  // Result pages are not indexed: endless query variants of pages that exist on their own.
  return { ...buildMetadata({ locale, path: '/search', title: t('title'), description: '' }), robots: { index: false } }
}

/** Site search over blog posts and help articles in the visitor's language (server-rendered). */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params)
  const { q } = await searchParams
  const query = normalizeQuery(Array.isArray(q) ? q[0] : q)
  const [t, results] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    searchSite({ payload: await getPayloadClient(), locale, query }),
  ])
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t('title')}</h1>
        </div>
      </section>
      <div className="container section">
        <SearchBox locale={locale} query={query} id="site-search-input" />
        {query && (
          <p className="muted" role="status">
            {t('resultsFor', { count: results.length, query })}
          </p>
        )}
        {query && results.length === 0 && <p className="empty-state">{t('noResults')}</p>}
        {results.length > 0 && (
          <ul className={`${cards.list} ${styles.results}`}>
            {results.map((result) => (
              <li key={result.path}>
                <Link href={result.path} className={cards.link}>
                  <span className="badge">{t(result.kind === 'posts' ? 'kindPost' : 'kindHelp')}</span>
                  <span className={cards.title}>{result.title}</span>
                  {result.excerpt && <span className="muted">{result.excerpt}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
