'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useMemo, useState } from 'react'

import { Link } from '@/i18n/link'

import cards from './ArticleCards.module.css'

export type HelpCategoryOption = { slug: string; name: string }
export type HelpArticleSummary = { slug: string; title: string; summary: string; category: string }

/** The help centre's article list with its category filter; the search box is the site search (server). */
export function HelpCenter({
  articles,
  categories,
  searchBox,
}: {
  articles: HelpArticleSummary[]
  categories: HelpCategoryOption[]
  searchBox: ReactNode
}) {
  const t = useTranslations('help')
  const [category, setCategory] = useState<string | null>(null)

  const visible = useMemo(
    () => articles.filter((article) => !category || article.category === category),
    [articles, category],
  )

  return (
    <div className="help-center">
      {searchBox}
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
        <ul className={cards.list}>
          {visible.map((article) => (
            <li key={article.slug}>
              <Link href={`/help/${article.slug}`} className={cards.link}>
                <span className="badge">{categories.find((option) => option.slug === article.category)?.name}</span>
                <span className={cards.title}>{article.title}</span>
                <span className="muted">{article.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
