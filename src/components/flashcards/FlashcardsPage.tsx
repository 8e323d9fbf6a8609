'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import useSWR from 'swr'

import { FLASHCARD_EXPORT_FORMATS } from '@/config/flashcards'
import { useRouter } from '@/i18n/navigation'
import { apiRequest } from '@/lib/api/client'

import { useSession } from '../auth/SessionProvider'
import { LoadingSpinner } from '../dashboard/LoadingSpinner'
import { ErrorBanner } from '../forms/ErrorBanner'
import { DeckList } from './DeckList'
import {
  DECK_KEY,
  type DueFlashcards,
  DUE_KEY,
  exportHref,
  type Flashcard,
  type FlashcardDeck,
  FROM_MISTAKES_PATH,
} from './flashcards-api'
import { ReviewPanel } from './ReviewPanel'
import '../dashboard/dashboard.css'
import './flashcards.css'

const EXPORT_LABELS = { anki: 'exportAnki', csv: 'exportCsv' } as const

/** /dashboard/flashcards (issue 18 §3): review what is due, make cards from mistakes, export, the deck. */
export function FlashcardsPage() {
  const t = useTranslations('flashcards')
  const locale = useLocale()
  const router = useRouter()
  const { user, isLoading } = useSession()
  const fetcher = <T,>(path: string) => apiRequest<T>(path, { locale })
  const due = useSWR<DueFlashcards>(user ? DUE_KEY : null, fetcher<DueFlashcards>)
  const deck = useSWR<FlashcardDeck>(user ? DECK_KEY : null, fetcher<FlashcardDeck>)
  const [mistakesStatus, setMistakesStatus] = useState('')
  const [isMaking, setIsMaking] = useState(false)
  const [dismissed, setDismissed] = useState<unknown>(null)

  useEffect(() => {
    if (!isLoading && !user) router.replace('/login?redirect=/dashboard/flashcards')
  }, [isLoading, user, router])

  if (isLoading || !user || (!due.data && !due.error)) return <LoadingSpinner label={t('loading')} />
  const refresh = () => Promise.all([due.mutate(), deck.mutate()])
  const loadError = due.error ?? deck.error

  const fromMistakes = async () => {
    setIsMaking(true)
    try {
      const made = await apiRequest<{ cards: Flashcard[] }>(FROM_MISTAKES_PATH, {
        method: 'POST',
        locale,
        fallbackMessage: t('actionFailed'),
      })
      setMistakesStatus(t('mistakesMade', { count: made.cards.length }))
      await refresh()
    } catch (error) {
      setMistakesStatus(error instanceof Error ? error.message : t('actionFailed'))
    } finally {
      setIsMaking(false)
    }
  }

  return (
    <div className="dashboard flashcards-page">
      <header className="dashboard-intro">
        <h1>{t('metaTitle')}</h1>
        <p className="lead">{t('subtitle')}</p>
      </header>
      <ErrorBanner
        message={loadError && loadError !== dismissed ? t('loadFailed') : null}
        onDismiss={() => setDismissed(loadError)}
      />
      <div className="dashboard-columns">
        {due.data ? <ReviewPanel due={due.data} onReviewed={refresh} /> : <div />}
        <div className="dashboard-side">
          <section className="dashboard-panel" aria-labelledby="mistakes-title">
            <h2 id="mistakes-title">{t('fromMistakes')}</h2>
            <button
              type="button"
              className="button button-ghost"
              disabled={isMaking}
              onClick={() => void fromMistakes()}
            >
              {t('fromMistakes')}
            </button>
            <p className="muted" role="status">
              {mistakesStatus}
            </p>
          </section>
          <section className="dashboard-panel" aria-labelledby="export-title">
            <h2 id="export-title">{t('exportTitle')}</h2>
            <div className="flashcard-exports">
              {FLASHCARD_EXPORT_FORMATS.map((format) => (
                <a key={format} className="button button-ghost" href={exportHref(format)} download data-export={format}>
                  {t(EXPORT_LABELS[format])}
                </a>
              ))}
            </div>
            <p className="muted">{t('exportHint')}</p>
          </section>
        </div>
      </div>
      {deck.data?.cards.length ? <DeckList cards={deck.data.cards} onChanged={refresh} /> : null}
    </div>
  )
}
