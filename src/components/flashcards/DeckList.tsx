'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { apiRequest } from '@/lib/api/client'
import { flashcardMarkdown } from '@/lib/markdown/copy-formats'

import { CopyFormatButtons } from './CopyFormatButtons'
import { cardPath, type Flashcard } from './flashcards-api'
import { MarkdownView } from './MarkdownView'

/** A short plain name for a card in labels: its front's first line, cut. */
const cardName = (card: Flashcard) => {
  const line = card.front.split('\n')[0]!.trim()
  return line.length > 60 ? `${line.slice(0, 59)}…` : line
}

/** Every card of the deck, newest first: front, back, next review, copy and delete. */
export function DeckList({ cards, onChanged }: { cards: Flashcard[]; onChanged: () => Promise<unknown> }) {
  const t = useTranslations('flashcards')
  const format = useFormatter()
  const locale = useLocale()
  const [status, setStatus] = useState('')

  const remove = async (card: Flashcard) => {
    try {
      await apiRequest(cardPath(card.id), { method: 'DELETE', locale, fallbackMessage: t('actionFailed') })
      setStatus(t('deleted'))
      await onChanged()
    } catch (error) {
      setStatus(error instanceof Error ? error.message : t('actionFailed'))
    }
  }

  return (
    <section className="dashboard-panel" aria-labelledby="deck-title">
      <h2 id="deck-title">{t('deckTitle')}</h2>
      <p className="muted">{t('deckSize', { count: cards.length })}</p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <ul className="flashcard-deck">
        {cards.map((card) => (
          <li key={card.id} className="flashcard-row">
            <MarkdownView markdown={card.front} className="flashcard-front" label={t('front')} />
            <MarkdownView markdown={card.back} className="flashcard-back" label={t('back')} />
            <p className="muted">
              {t('nextDue', { date: format.dateTime(new Date(card.due), { dateStyle: 'medium', timeStyle: 'short' }) })}
            </p>
            <div className="flashcard-row-actions">
              <CopyFormatButtons markdown={flashcardMarkdown(card)} name={cardName(card)} />
              <button
                type="button"
                className="button button-ghost button-small"
                aria-label={t('deleteLabel', { front: cardName(card) })}
                onClick={() => void remove(card)}
              >
                {t('delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
