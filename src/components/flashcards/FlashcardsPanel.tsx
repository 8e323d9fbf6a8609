'use client'

import { useLocale, useTranslations } from 'next-intl'
import useSWR from 'swr'

import { Link } from '@/i18n/link'
import { apiRequest } from '@/lib/api/client'

import { type DueFlashcards, DUE_KEY } from './flashcards-api'

/** The dashboard's flashcards panel: how many cards are due, and the way to the review. */
export function FlashcardsPanel() {
  const t = useTranslations('dashboard.flashcards')
  const tCards = useTranslations('flashcards')
  const locale = useLocale()
  const { data } = useSWR<DueFlashcards>(DUE_KEY, (path: string) => apiRequest<DueFlashcards>(path, { locale }))
  return (
    <section className="dashboard-panel" aria-labelledby="flashcards-panel-title">
      <h2 id="flashcards-panel-title">{t('title')}</h2>
      <p className="muted">{t('body')}</p>
      {data ? (
        <p className="flashcard-due" data-testid="flashcards-due">
          {tCards('dueCount', { count: data.dueCount })}
        </p>
      ) : null}
      <Link className="button button-primary" href="/dashboard/flashcards">
        {t('action')}
      </Link>
    </section>
  )
}
