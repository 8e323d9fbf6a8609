'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'

import { Link } from '@/i18n/link'
import { type HelpArticleSummary, matchesQuery } from '@/lib/help-search'

export type HelpCategoryOption = { slug: string; name: string }

export function HelpCenter({
  articles,
  categories,
  locale,
}: {
  articles: HelpArticleSummary[]
  categories: HelpCategoryOption[]
  locale: string
}) {
  const t = useTranslations('help')
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<string | null>(null)

  const visible = useMemo(
    () =>
      articles.filter(
        (article) => (!category || article.category === category) && matchesQuery(article, query, locale),
      ),
    [articles, category, query, locale],
  )

  return (
    <div className="help-center">
      <div className="help-search" role="search">
        <label htmlFor="help-search-input" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id="help-search-input"
          type="search"
          value={query}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="category-filters" role="group" aria-label={t('categoriesLabel')}>
        <button type="button" aria-pressed={category === null} onClick={() => setCategory(null)}>
          {t('allCategories')}
        </button>
        {categories.map((option) => (
          <button
            key={option.slug}
            type="button"
            aria-pressed={category === option.slug}
            onClick={() => setCategory(option.slug)}
          >
            {option.name}
          </button>
        ))}
      </div>
      <p className="muted" role="status">
        {t('resultsCount', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="empty-state">{t('noResults')}</p>
      ) : (
        <ul className="help-articles">
          {visible.map((article) => (
            <li key={article.slug}>
              <Link href={`/help/${article.slug}`} className="help-article-link">
                <span className="badge">{categories.find((option) => option.slug === article.category)?.name}</span>
                <span className="help-article-title">{article.title}</span>
                <span className="muted">{article.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
