'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'

import { LANGUAGES, LOCALES, type Locale } from '@/config/locales'

import { AnswersApiError, type AnswersClient } from './api/client'
import type { AccessInfo } from './api/schemas'
import { AnswersHostProvider, type AnswersLinks } from './context'
import { Composer } from './Composer'
import { HistoryList } from './HistoryList'
import { AccessNotice, OutOfQuestions, QuotaLine } from './Notices'
import type { Quota } from './turn'
import { TurnView } from './TurnView'
import { useConversation } from './use-conversation'
import { useOnline } from './use-online'
import './answers.css'

export type AskAppProps = {
  client: AnswersClient
  links: AnswersLinks
  /** The language answers are written in at first (the reader's, unless they chose another). */
  initialAnswerLocale: Locale
  onAnswerLocaleChange?: (locale: Locale) => void
  /** The conversation to reopen (the one open last time), and where to remember the open one. */
  initialThreadId?: string | null
  onThreadChange?: (threadId: string | null) => void
  /** A picture handed over by the share sheet: attached to the box, nothing asked until the student does. */
  sharedImage?: Blob | null
  /** Text handed over the same way: in the box, not asked. */
  sharedText?: string
  sharedNotice?: string | null
  /** The session ended (401): the host signs the student in again. */
  onUnauthorized?: () => void
}

/**
 * The answer UI the site's ask page and the extension's panel both render: the thread with its
 * streamed answers and learning controls, the composer, history, the answer language and exam
 * mode, the weekly quota and the access state. It talks to the API only through `client`; quota,
 * access, exam mode and abuse limits are the API's (a refusal is shown as the API words it).
 */
export function AskApp(props: AskAppProps) {
  const { client, links } = props
  const t = useTranslations('ask')
  const format = useFormatter()
  const [view, setView] = useState<'thread' | 'history'>('thread')
  const [quota, setQuota] = useState<Quota | null>(null)
  const [access, setAccess] = useState<AccessInfo | null>(null)
  const [answerLocale, setAnswerLocale] = useState<Locale>(props.initialAnswerLocale)
  const [isExamMode, setIsExamMode] = useState(false)
  const host = useMemo(() => ({ client, links }), [client, links])
  const { onUnauthorized } = props
  const isOnline = useOnline()

  const describeError = useCallback(
    (error: unknown): string => {
      if (!(error instanceof AnswersApiError)) return t('unexpectedError')
      if (error.status === 401) {
        onUnauthorized?.()
        return error.message || t('sessionExpired')
      }
      if (error.status === 0) return t('networkError')
      if (error.status === 413) return t('imageTooLarge')
      if (error.status === 415) return error.message || t('imageOnly')
      const message = error.message || t('unexpectedError')
      if (error.status === 429 && error.resetTime) {
        const date = format.dateTime(new Date(error.resetTime), { dateStyle: 'full', timeStyle: 'short' })
        return `${message} ${t('limitResets', { date })}`
      }
      return message
    },
    [t, format, onUnauthorized],
  )

  const loadQuota = useCallback(
    () =>
      client.weeklyStats().then(
        (stats) => setQuota({ remaining: stats.remainingRequests ?? null, resetTime: stats.resetTime ?? null }),
        () => undefined,
      ),
    [client],
  )
  const loadAccess = useCallback(() => client.accessStatus().then(setAccess, () => undefined), [client])

  const conversation = useConversation({
    client,
    answerLocale,
    isExamMode,
    describeError,
    stoppedText: t('stopped'),
    interruptedText: t('answerInterrupted'),
    onQuota: setQuota,
    onAccessRefused: () => void loadAccess(),
    onThreadChange: props.onThreadChange,
  })
  const { show } = conversation

  const { initialThreadId } = props
  useEffect(() => {
    void loadQuota()
    void loadAccess()
    if (initialThreadId) client.getThread(initialThreadId).then(show, () => undefined)
  }, [client, initialThreadId, loadAccess, loadQuota, show])

  const chooseLocale = (next: Locale) => {
    setAnswerLocale(next)
    props.onAnswerLocaleChange?.(next)
  }
  const hasTurns = conversation.turns.length > 0

  return (
    <AnswersHostProvider value={host}>
      <div className="answers-app">
        <nav className="answers-bar" aria-label={t('metaTitle')}>
          {view === 'history' ? (
            <button type="button" className="answers-button ghost" onClick={() => setView('thread')}>
              {t('back')}
            </button>
          ) : (
            <>
              <button type="button" className="answers-button ghost" onClick={() => setView('history')}>
                {t('history')}
              </button>
              {hasTurns && (
                <button type="button" className="answers-button ghost" onClick={conversation.startOver}>
                  {t('newQuestion')}
                </button>
              )}
            </>
          )}
        </nav>
        <details className="answers-settings">
          <summary>{t('settings')}</summary>
          <div className="setting">
            <label htmlFor="answer-language">{t('answerLanguage')}</label>
            <select
              id="answer-language"
              value={answerLocale}
              aria-describedby="answer-language-hint"
              onChange={(event) => chooseLocale(event.target.value as Locale)}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGES[code].nativeName}
                </option>
              ))}
            </select>
            <p id="answer-language-hint" className="muted">
              {t('answerLanguageHint')}
            </p>
          </div>
          <div className="setting setting-check">
            <input
              id="exam-mode"
              type="checkbox"
              checked={isExamMode}
              aria-describedby="exam-mode-hint"
              onChange={(event) => setIsExamMode(event.target.checked)}
            />
            <label htmlFor="exam-mode">{t('examModeToggle')}</label>
            <p id="exam-mode-hint" className="muted">
              {t('examModeHelp')}
            </p>
          </div>
        </details>
        {!isOnline && (
          <section className="answers-notice offline-notice" role="status">
            <strong>{t('offlineTitle')}</strong>
            <p>{t('offlineBody')}</p>
          </section>
        )}
        <AccessNotice access={access} />
        {view === 'history' ? (
          <HistoryList
            onOpen={(thread) => {
              show(thread)
              setView('thread')
            }}
          />
        ) : (
          <>
            <section className="thread" aria-live="off">
              {conversation.turns.map((turn, index) => (
                <TurnView
                  key={turn.key}
                  turn={turn}
                  isLatest={index === conversation.turns.length - 1}
                  isExamMode={isExamMode}
                  describeError={describeError}
                  onClimb={(level) => void conversation.climb(level)}
                  onCheck={async (studentAnswer) => {
                    const threadId = conversation.threadId()
                    if (!threadId) throw new Error(t('checkFailed'))
                    try {
                      return await client.check({ threadId, studentAnswer })
                    } catch (error) {
                      throw new Error(describeError(error))
                    }
                  }}
                  onFeedback={conversation.setFeedback}
                />
              ))}
            </section>
            <OutOfQuestions quota={quota} />
            <Composer
              isBusy={conversation.isBusy}
              hasTurns={hasTurns}
              status={<QuotaLine quota={quota} />}
              initialImage={props.sharedImage}
              initialText={props.sharedText}
              notice={props.sharedNotice}
              onAsk={conversation.submit}
              onStop={conversation.stop}
            />
          </>
        )}
      </div>
    </AnswersHostProvider>
  )
}
