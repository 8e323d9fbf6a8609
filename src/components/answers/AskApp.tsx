'use client'

import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'

import { LANGUAGES, LOCALES, type Locale } from '@/config/locales'

import { AnswersApiError, type AnswersClient } from './api/client'
import type { AccessInfo } from './api/schemas'
import { AnswersHostProvider, type AnswersLinks } from './context'
import { Composer, type ComposerFill, type ScreenshotTool } from './Composer'
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
  // What the extension's panel adds (the site passes none of these):
  /** A Screenshot button in the composer (the visible tab, cropped). */
  screenshot?: ScreenshotTool
  /** A question handed over from elsewhere ("Ask Studify" on selected text): a new conversation. */
  incoming?: IncomingQuestion | null
  /** The student's page is a quiz or exam page: exam mode is on whatever the toggle says. */
  isExamModeForced?: boolean
  /** Shown above the thread (the exam-mode banner); `openSettings` opens the settings. */
  notices?: (openSettings: () => void) => ReactNode
  /** More in the settings (the exam-mode page list). */
  settingsExtra?: ReactNode
  /** Another view beside the thread and history (the extension's flashcard review). */
  extraView?: { label: string; render: () => ReactNode }
  /** More buttons in the top bar (the popup's "Open in side panel"). */
  barExtra?: ReactNode
  /** Ask and Hint stay off until the account may ask (the API would refuse), pointing at the reason. */
  isAskOffUntilApproved?: boolean
  /** A refused question over the weekly limit says only that: the notice above says when questions come back. */
  isResetSaidOnce?: boolean
}

/**
 * A question from outside the composer: asked at once in a new conversation, unless it had to be
 * shortened (`error` says so; it waits in the box) or an answer is streaming (it waits in the box,
 * and asking it starts the new conversation). `id` tells one hand-over from the next.
 */
export type IncomingQuestion = { id: number; text: string; error: string | null; isExamMode: boolean }

export const ACCESS_NOTICE_ID = 'access-notice'

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
  const [view, setView] = useState<'thread' | 'history' | 'extra'>('thread')
  const [isSettingsOpen, setIsSettingsOpen] = useState(false)
  const [fill, setFill] = useState<ComposerFill | null>(null)
  /** The next question starts a new conversation (a hand-over that came while an answer streamed). */
  const [isNextNew, setIsNextNew] = useState(false)
  const [handledId, setHandledId] = useState<number | null>(null)
  const [toAsk, setToAsk] = useState<IncomingQuestion | null>(null)
  const [quota, setQuota] = useState<Quota | null>(null)
  const [access, setAccess] = useState<AccessInfo | null>(null)
  const [answerLocale, setAnswerLocale] = useState<Locale>(props.initialAnswerLocale)
  const [isExamModeChosen, setIsExamMode] = useState(false)
  const isExamMode = isExamModeChosen || props.isExamModeForced === true
  const host = useMemo(() => ({ client, links }), [client, links])
  const { onUnauthorized, isResetSaidOnce } = props
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
      if (error.status === 429 && isResetSaidOnce) return t('outOfQuestionsTitle')
      if (error.status === 429 && error.resetTime) {
        const date = format.dateTime(new Date(error.resetTime), { dateStyle: 'full', timeStyle: 'short' })
        return `${message} ${t('limitResets', { date })}`
      }
      return message
    },
    [t, format, onUnauthorized, isResetSaidOnce],
  )

  // Reads that fail quietly, except that a refused session (401) is the host's to end. The host's
  // callback is read when needed: a new one each render must not reload the quota.
  const unauthorized = useRef(onUnauthorized)
  useEffect(() => {
    unauthorized.current = onUnauthorized
  }, [onUnauthorized])
  const quietly = useCallback((error: unknown) => {
    if (error instanceof AnswersApiError && error.status === 401) unauthorized.current?.()
  }, [])
  // A figure a finished answer (or a refusal) tells is newer than any read still on its way: it
  // bumps the version, and a read started before it is dropped rather than put the older count back.
  const quotaVersion = useRef(0)
  const toldQuota = useCallback((next: Quota) => {
    quotaVersion.current += 1
    setQuota(next)
  }, [])
  const loadQuota = useCallback(() => {
    const version = quotaVersion.current
    return client.weeklyStats().then((stats) => {
      if (quotaVersion.current !== version) return
      setQuota({ remaining: stats.remainingRequests ?? null, resetTime: stats.resetTime ?? null })
    }, quietly)
  }, [client, quietly])
  const loadAccess = useCallback(() => client.accessStatus().then(setAccess, quietly), [client, quietly])

  const conversation = useConversation({
    client,
    answerLocale,
    isExamMode,
    describeError,
    stoppedText: t('stopped'),
    interruptedText: t('answerInterrupted'),
    onQuota: toldQuota,
    onAccessRefused: () => void loadAccess(),
    onThreadChange: props.onThreadChange,
  })
  const { show, restore } = conversation

  const { initialThreadId } = props
  useEffect(() => {
    void loadQuota()
    void loadAccess()
    if (initialThreadId) client.getThread(initialThreadId).then(restore, () => undefined)
  }, [client, initialThreadId, loadAccess, loadQuota, restore])

  // An approval happens on the site: look again whenever the student comes back to the page.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && access && access.status !== 'approved') void loadAccess()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [access, loadAccess])

  // A hand-over (one id) is taken once: asked now, or left in the box to shorten or to ask after.
  const { incoming } = props
  const { submit, startOver } = conversation
  if (incoming && incoming.id !== handledId) {
    setHandledId(incoming.id)
    setView('thread')
    if (conversation.isBusy || incoming.error) {
      setIsNextNew(true)
      setFill({ id: incoming.id, text: incoming.text, error: incoming.error })
    } else setToAsk(incoming)
  }
  useEffect(() => {
    if (!toAsk) return
    startOver()
    void submit({ question: toAsk.text, image: null }, undefined, { isExamMode: toAsk.isExamMode }).then(
      (failure) => failure !== null && setFill({ id: toAsk.id, text: toAsk.text, error: failure }),
    )
  }, [toAsk, startOver, submit])

  const ask: typeof submit = (draft, mode) => {
    if (isNextNew) {
      setIsNextNew(false)
      startOver()
    }
    return submit(draft, mode)
  }
  const isWaiting = props.isAskOffUntilApproved === true && access !== null && access.status !== 'approved'
  const openSettings = () => {
    setView('thread')
    setIsSettingsOpen(true)
  }

  const chooseLocale = (next: Locale) => {
    setAnswerLocale(next)
    props.onAnswerLocaleChange?.(next)
  }
  const hasTurns = conversation.turns.length > 0

  return (
    <AnswersHostProvider value={host}>
      <div className="answers-app">
        <nav className="answers-bar" aria-label={t('metaTitle')}>
          {view !== 'thread' ? (
            <button type="button" className="answers-button ghost" onClick={() => setView('thread')}>
              {t('back')}
            </button>
          ) : (
            <>
              {props.extraView && (
                <button type="button" className="answers-button ghost" onClick={() => setView('extra')}>
                  {props.extraView.label}
                </button>
              )}
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
          {props.barExtra}
        </nav>
        <details
          className="answers-settings"
          open={isSettingsOpen}
          onToggle={(event) => setIsSettingsOpen(event.currentTarget.open)}
        >
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
              disabled={props.isExamModeForced === true}
              aria-describedby="exam-mode-hint"
              onChange={(event) => setIsExamMode(event.target.checked)}
            />
            <label htmlFor="exam-mode">{t('examModeToggle')}</label>
            <p id="exam-mode-hint" className="muted">
              {t('examModeHelp')}
            </p>
          </div>
          {props.settingsExtra}
        </details>
        {!isOnline && (
          <section className="answers-notice offline-notice" role="status">
            <strong>{t('offlineTitle')}</strong>
            <p>{t('offlineBody')}</p>
          </section>
        )}
        <AccessNotice access={access} />
        {view === 'thread' && props.notices?.(openSettings)}
        {view === 'extra' && props.extraView ? (
          props.extraView.render()
        ) : view === 'history' ? (
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
            {!isWaiting && <OutOfQuestions quota={quota} />}
            <Composer
              isBusy={conversation.isBusy}
              hasTurns={hasTurns}
              status={isWaiting ? null : <QuotaLine quota={quota} />}
              initialImage={props.sharedImage}
              initialText={props.sharedText}
              notice={props.sharedNotice}
              onAsk={ask}
              onStop={conversation.stop}
              screenshot={props.screenshot}
              fill={fill}
              disabledBy={isWaiting ? ACCESS_NOTICE_ID : null}
            />
          </>
        )}
      </div>
    </AnswersHostProvider>
  )
}
