import { useCallback, useEffect, useRef, useState } from 'react'

import type { FlashcardGrade } from '@/config/flashcards'
import { COPY_FORMATS, type CopyFormat } from '@/lib/markdown/copy-format-names'
import { copyText, flashcardMarkdown } from '@/lib/markdown/copy-formats'
import { localizedPath } from '@/lib/paths'

import type { Credentials } from '../api/client'
import {
  FLASHCARD_GRADES,
  fetchDueFlashcards,
  makeCardsFromMistakes,
  type PanelFlashcard,
  reviewFlashcard,
} from '../api/flashcards'
import { showDueCount } from '../badge'
import { siteUrl } from '../config/site'
import { formatNumber, formatShortDate, type MessageKey, t, uiLocale } from './i18n'
import { Markdown } from './Markdown'

const GRADE_LABELS: Record<FlashcardGrade, MessageKey> = {
  again: 'gradeAgain',
  hard: 'gradeHard',
  good: 'gradeGood',
  easy: 'gradeEasy',
}
const COPY_LABELS: Record<CopyFormat, MessageKey> = { markdown: 'copyMarkdown', latex: 'copyLatex' }
const COPIED_MS = 2000

/**
 * The panel's review (issue 18 §3): the due cards one at a time — front, "Show answer", back,
 * Again / Hard / Good / Easy, then when that card comes back — with "Make cards from my mistakes"
 * and a link to the whole deck and its export on the site.
 */
export function FlashcardsReview({
  credentials,
  describeError,
}: {
  credentials: Credentials
  /** The reader-facing text of a failed call (a refused token signs the panel out). */
  describeError: (error: unknown) => string
}) {
  const [queue, setQueue] = useState<PanelFlashcard[] | null>(null)
  const [dueCount, setDueCount] = useState(0)
  const [isRevealed, setIsRevealed] = useState(false)
  const [isSaving, setIsSaving] = useState(false)
  const [status, setStatus] = useState(() => t('loading'))
  const showAnswer = useRef<HTMLButtonElement>(null)
  const goodButton = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const load = useCallback(
    () =>
      fetchDueFlashcards(credentials).then(
        (due) => {
          setQueue(due.cards)
          setDueCount(due.dueCount)
          setIsRevealed(false)
          setStatus('')
          void showDueCount(due.dueCount)
        },
        (error: unknown) => {
          setQueue([])
          setStatus(describeError(error) || t('flashcardsLoadFailed'))
        },
      ),
    [credentials, describeError],
  )
  useEffect(() => {
    void load()
  }, [load])

  const current = queue?.[0]
  useEffect(() => {
    if (isRevealed) goodButton.current?.focus()
  }, [isRevealed])

  const grade = async (value: FlashcardGrade) => {
    if (!current) return
    setIsSaving(true)
    try {
      const reviewed = await reviewFlashcard(current.id, value, credentials)
      setDueCount(reviewed.dueCount)
      void showDueCount(reviewed.dueCount)
      const rest = (queue ?? []).slice(1)
      setQueue(rest)
      setIsRevealed(false)
      // The session's cards are done, but a card graded Again may already be due again.
      if (!rest.length && reviewed.dueCount > 0) await load()
      setStatus(t('nextDue', formatShortDate(reviewed.card.due)))
      showAnswer.current?.focus()
    } catch (error) {
      setStatus(describeError(error))
    } finally {
      setIsSaving(false)
    }
  }
  const fromMistakes = async () => {
    setIsSaving(true)
    try {
      const made = await makeCardsFromMistakes(credentials)
      await load()
      setStatus(t('mistakesMade', formatNumber(made.cards.length)))
    } catch (error) {
      setStatus(describeError(error))
    } finally {
      setIsSaving(false)
    }
  }
  const copy = async (format: CopyFormat) => {
    if (!current) return
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(copyText(flashcardMarkdown(current), format))
      setStatus(t('copied'))
    } catch {
      setStatus(t('copyFailed'))
    }
    timer.current = setTimeout(() => setStatus(''), COPIED_MS)
  }

  return (
    <section className="flashcards" aria-labelledby="flashcards-title">
      <h1 id="flashcards-title">{t('flashcards')}</h1>
      {queue && (
        <p className="due-count" role="status">
          {current || dueCount ? t('dueNow', formatNumber(dueCount)) : t('allCaughtUp')}
        </p>
      )}
      {current && (
        <article className="flashcard">
          <Markdown markdown={current.front} className="card-front" label={t('cardFront')} />
          {isRevealed ? (
            <>
              <Markdown markdown={current.back} className="card-back" label={t('cardBack')} />
              <div className="grades" role="group" aria-label={t('gradeGroup')}>
                {FLASHCARD_GRADES.map((value) => (
                  <button
                    key={value}
                    ref={value === 'good' ? goodButton : undefined}
                    type="button"
                    className={`button grade grade-${value}`}
                    disabled={isSaving}
                    onClick={() => void grade(value)}
                  >
                    {t(GRADE_LABELS[value])}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <button ref={showAnswer} type="button" className="button primary" onClick={() => setIsRevealed(true)}>
              {t('showAnswer')}
            </button>
          )}
          <div className="copy-actions">
            {COPY_FORMATS.map((format) => (
              <button key={format} type="button" className="link" onClick={() => void copy(format)}>
                {t(COPY_LABELS[format])}
              </button>
            ))}
          </div>
        </article>
      )}
      <p className="muted review-status" role="status">
        {status}
      </p>
      <div className="flashcards-foot">
        <button type="button" className="button small" disabled={isSaving} onClick={() => void fromMistakes()}>
          {t('fromMistakes')}
        </button>
        <a
          className="link"
          href={siteUrl(localizedPath(uiLocale(), '/dashboard/flashcards'))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('openFlashcardsPage')}
        </a>
      </div>
    </section>
  )
}
