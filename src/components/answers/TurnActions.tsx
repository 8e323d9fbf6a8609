'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'

import type { AnswerFeedback } from '@/config/answers'
import { COPY_FORMATS, type CopyFormat } from '@/lib/markdown/copy-format-names'
import type * as CopyFormats from '@/lib/markdown/copy-formats'

import { useAnswersHost } from './context'
import { ThumbDownIcon, ThumbUpIcon } from './icons'

/**
 * The converters bring the Markdown parser: loaded once an answer shows its actions, not with the
 * page, and ready before a click (the clipboard wants the click's moment, which an await of a
 * module already loaded keeps).
 */
let copyFormats: Promise<typeof CopyFormats> | null = null
const loadCopyFormats = () => (copyFormats ??= import('@/lib/markdown/copy-formats'))

const COPY_LABELS: Record<CopyFormat, 'copyMarkdown' | 'copyLatex'> = { markdown: 'copyMarkdown', latex: 'copyLatex' }
/** How long "Copied!" stays. */
const STATUS_MS = 2500

/**
 * The buttons under an answer: votes, report a wrong answer (the site's form, prefilled), make a
 * flashcard, copy as Markdown or LaTeX. One status line per answer says what happened.
 */
export function TurnActions({
  answerId,
  feedback,
  copyMarkdown,
  describeError,
  onFeedback,
}: {
  answerId: string
  feedback: AnswerFeedback | null
  /** What the copy buttons copy (read at click time). */
  copyMarkdown: () => string
  describeError: (error: unknown) => string
  onFeedback: (feedback: AnswerFeedback) => void
}) {
  const t = useTranslations('ask')
  const { client, links } = useAnswersHost()
  const [status, setStatus] = useState('')
  const [isSaving, setIsSaving] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => void loadCopyFormats().catch(() => undefined), [])

  const say = (text: string, isBrief = false) => {
    clearTimeout(timer.current)
    setStatus(text)
    if (isBrief) timer.current = setTimeout(() => setStatus(''), STATUS_MS)
  }
  const run = async (action: () => Promise<void>) => {
    setIsSaving(true)
    try {
      await action()
    } finally {
      setIsSaving(false)
    }
  }
  const vote = (isHelpful: boolean) =>
    run(async () => {
      try {
        onFeedback(await client.feedback(answerId, isHelpful))
        say(t('feedbackThanks'))
      } catch (error) {
        say(describeError(error) || t('feedbackFailed'))
      }
    })
  const flashcard = () =>
    run(async () => {
      try {
        say(t((await client.makeFlashcard(answerId)).isNew ? 'flashcardSaved' : 'flashcardExists'))
      } catch (error) {
        say(describeError(error) || t('flashcardFailed'))
      }
    })
  const copy = async (format: CopyFormat) => {
    try {
      const { copyText } = await loadCopyFormats()
      await navigator.clipboard.writeText(copyText(copyMarkdown(), format))
      say(t('copied'), true)
    } catch {
      say(t('copyFailed'), true)
    }
  }
  const voteButton = (isHelpful: boolean) => (
    <button
      type="button"
      className="answers-icon-button"
      aria-pressed={feedback === (isHelpful ? 'helpful' : 'not_helpful')}
      title={t(isHelpful ? 'helpful' : 'notHelpful')}
      disabled={isSaving}
      onClick={() => void vote(isHelpful)}
    >
      {isHelpful ? <ThumbUpIcon /> : <ThumbDownIcon />}
      <span className="visually-hidden">{t(isHelpful ? 'helpful' : 'notHelpful')}</span>
    </button>
  )

  return (
    <div className="turn-actions">
      <div className="votes" role="group" aria-label={t('feedbackQuestion')}>
        {voteButton(true)}
        {voteButton(false)}
      </div>
      <div className="turn-tools">
        {COPY_FORMATS.map((format) => (
          <button key={format} type="button" className="answers-link" onClick={() => void copy(format)}>
            {t(COPY_LABELS[format])}
          </button>
        ))}
        <button type="button" className="answers-link" disabled={isSaving} onClick={() => void flashcard()}>
          {t('makeFlashcard')}
        </button>
        <a
          className="answers-link"
          href={links.report(answerId)}
          {...(links.target ? { target: links.target, rel: 'noopener' } : {})}
        >
          {t('reportWrongAnswer')}
        </a>
      </div>
      <p className="turn-status muted" role="status">
        {status}
      </p>
    </div>
  )
}
