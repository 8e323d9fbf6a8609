'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { FLASHCARD_GRADES, type FlashcardGrade } from '@/config/flashcards'
import { apiRequest } from '@/lib/api/client'
import { flashcardMarkdown } from '@/lib/markdown/copy-formats'

import { CopyFormatButtons } from './CopyFormatButtons'
import { type DueFlashcards, type Flashcard, reviewPath } from './flashcards-api'
import { MarkdownView } from './MarkdownView'

/**
 * The review of /dashboard/flashcards: the first due card's front, "Show answer", its back and
 * Again / Hard / Good / Easy; after a grade, when that card comes back.
 */
export function ReviewPanel({ due, onReviewed }: { due: DueFlashcards; onReviewed: () => Promise<unknown> }) {
  const t = useTranslations('flashcards')
  const format = useFormatter()
  const locale = useLocale()
  const [isRevealed, setIsRevealed] = useState(false)
  const [isSaving, setIsSaving] = useState(false)
  const [status, setStatus] = useState('')
  const card: Flashcard | undefined = due.cards[0]

  const grade = async (value: FlashcardGrade) => {
    if (!card) return
    setIsSaving(true)
    try {
      const reviewed = await apiRequest<{ card: Flashcard }>(reviewPath(card.id), {
        method: 'POST',
        body: { grade: value },
        locale,
        fallbackMessage: t('actionFailed'),
      })
      setStatus(
        t('nextDue', {
          date: format.dateTime(new Date(reviewed.card.due), { dateStyle: 'medium', timeStyle: 'short' }),
        }),
      )
      setIsRevealed(false)
      await onReviewed()
    } catch (error) {
      setStatus(error instanceof Error ? error.message : t('actionFailed'))
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <section className="dashboard-panel flashcard-review" aria-labelledby="review-title">
      <h2 id="review-title">{t('reviewTitle')}</h2>
      <p className="flashcard-due" role="status">
        {t('dueCount', { count: due.dueCount })}
      </p>
      {card ? (
        <article className="flashcard" aria-label={t('front')}>
          <MarkdownView markdown={card.front} className="flashcard-front" label={t('front')} />
          {isRevealed ? (
            <>
              <MarkdownView markdown={card.back} className="flashcard-back" label={t('back')} />
              <div className="flashcard-grades" role="group" aria-label={t('gradeGroup')}>
                {FLASHCARD_GRADES.map((value) => (
                  <button
                    key={value}
                    type="button"
                    className={`button ${value === 'good' ? 'button-primary' : 'button-ghost'}`}
                    data-grade={value}
                    disabled={isSaving}
                    onClick={() => void grade(value)}
                  >
                    {t(value)}
                  </button>
                ))}
              </div>
              <CopyFormatButtons markdown={flashcardMarkdown(card)} name={t('reviewTitle')} />
            </>
          ) : (
            <button type="button" className="button button-primary" onClick={() => setIsRevealed(true)}>
              {t('showAnswer')}
            </button>
          )}
        </article>
      ) : (
        <p className="muted">{due.total ? t('allCaughtUp') : t('empty')}</p>
      )}
      <p className="muted" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  )
}
