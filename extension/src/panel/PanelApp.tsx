import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { IntlProvider } from 'use-intl'

import { type AnswersClient, createAnswersClient } from '@/components/answers/api/client'
import { AskApp, type IncomingQuestion } from '@/components/answers/AskApp'
import type { AnswersLinks } from '@/components/answers/context'
import { MAX_QUESTION_LENGTH } from '@/config/limits'
import type { Locale } from '@/config/locales'
import { PLAN_CHOICE_PATH, TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { localizedPath } from '@/lib/paths'
import askMessages from 'studify:ask-messages'

import { apiGet, StudifyApiError } from '../api/client'
import { verifyResponseSchema } from '../api/schemas'
import { refreshDueBadge } from '../badge'
import { SITE_ORIGIN, siteUrl } from '../config/site'
import { watchExamSignal } from '../exam-mode/active-page'
import type { ExamSignal } from '../exam-mode/detect-exam-page'
import { MESSAGE_TYPES, type SignOutMessage } from '../messages'
import { openSidePanel } from '../side-panel'
import {
  getAuth,
  type PendingQuestion,
  setAnswerLocale,
  setThreadId,
  STORAGE_KEYS,
  type StoredAuth,
  takePendingQuestion,
} from '../storage'
import { EXAM_TITLE_ID, ExamBanner, ExamModeSettings } from './ExamMode'
import { FlashcardsReview } from './FlashcardsReview'
import { formatNumber, t } from './i18n'

export type Surface = 'sidepanel' | 'popup'

/** What the panel knows before it draws: read from the extension's storage by the entry. */
export type PanelStart = {
  locale: Locale
  surface: Surface
  auth: StoredAuth | null
  answerLocale: Locale | null
  threadId: string | null
  /** The popup moves to the side panel inside the click's gesture: the window id is read ahead. */
  windowId: number | undefined
}

/** A PNG data URL (chrome.tabs.captureVisibleTab) as a Blob, without fetch (the CSP allows only the site). */
const dataUrlToBlob = (dataUrl: string): Blob => {
  const [head = '', data = ''] = dataUrl.split(',')
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'image/png'
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
  return new Blob([bytes], { type })
}

const toIncoming = (pending: PendingQuestion): IncomingQuestion => ({
  id: pending.createdAt,
  text: pending.text,
  error: pending.isTruncated ? t('selectionTooLong', formatNumber(MAX_QUESTION_LENGTH)) : null,
  isExamMode: pending.isFromExamPage,
})

/** Signed out: sign in on the site (/extension/connect hands the token back to the extension). */
function SignedOut({ locale, notice }: { locale: Locale; notice: string | null }) {
  const [hint, setHint] = useState('')
  return (
    <section className="signed-out">
      <h1>{t('signInTitle')}</h1>
      <p>{t('signInText')}</p>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <button
        type="button"
        className="button primary"
        onClick={() => {
          const path = `${localizedPath(locale, '/extension/connect')}?ext=${encodeURIComponent(chrome.runtime.id)}`
          void chrome.tabs.create({ url: siteUrl(path) })
          setHint(t('signInWaiting'))
        }}
      >
        {t('signIn')}
      </button>
      <p className="muted" role="status">
        {hint}
      </p>
    </section>
  )
}

/**
 * The side panel and the action popup (the same page): signed out, the site's sign-in; signed in,
 * the shared answer UI (src/components/answers) with the extension's Bearer token, its screenshot
 * tool, "Ask Studify" hand-overs, exam-mode detection and flashcard review. It only ever talks to
 * the site's API; it never touches the pages the reader visits.
 */
export function PanelApp({ start }: { start: PanelStart }) {
  const { locale, surface } = start
  const [auth, setAuthState] = useState<StoredAuth | null>(start.auth)
  const [signedOutNotice, setSignedOutNotice] = useState<string | null>(null)
  const [examSignal, setExamSignal] = useState<ExamSignal | null>(null)
  const [incoming, setIncoming] = useState<IncomingQuestion | null>(null)
  const authRef = useRef(auth)
  useEffect(() => {
    authRef.current = auth
  }, [auth])
  const token = auth?.token ?? null

  // The worker forgets the token (and ends its session on the site) before the panel says so.
  const signOut = useCallback(async (notice: string | null = null) => {
    const message: SignOutMessage = { type: MESSAGE_TYPES.signOut }
    await chrome.runtime.sendMessage(message).catch(() => undefined)
    setSignedOutNotice(notice)
    setAuthState(null)
  }, [])

  const receive = useCallback(async () => {
    if (!authRef.current) return
    const pending = await takePendingQuestion()
    if (pending) setIncoming(toIncoming(pending))
  }, [])

  useEffect(() => {
    watchExamSignal(setExamSignal)
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'local' && STORAGE_KEYS.auth in changes) {
        void getAuth().then((next) => {
          setAuthState(next)
          if (next) {
            setSignedOutNotice(null)
            authRef.current = next
            // Signed in at last: "Ask Studify" text kept while signed out is asked now.
            void receive()
          }
        })
      }
      if (area === 'session' && changes[STORAGE_KEYS.pendingQuestion]?.newValue) void receive()
    }
    chrome.storage.onChanged.addListener(onChanged)
    // Text handed over before the panel opened ("Ask Studify" opens it) waits in storage.
    queueMicrotask(() => void receive())
    return () => chrome.storage.onChanged.removeListener(onChanged)
  }, [receive])

  // The site may have signed this session out meanwhile (a browser it could not tell): ask again.
  useEffect(() => {
    const recheck = () => {
      const current = authRef.current
      if (document.visibilityState !== 'visible' || !current) return
      apiGet('/auth/verify', verifyResponseSchema, { token: current.token, locale }).catch((error: unknown) => {
        if (error instanceof StudifyApiError && error.status === 401) void signOut(t('sessionExpired'))
      })
    }
    document.addEventListener('visibilitychange', recheck)
    return () => document.removeEventListener('visibilitychange', recheck)
  }, [locale, signOut])

  const client = useMemo<AnswersClient>(
    () => {
      const api = createAnswersClient({ baseUrl: SITE_ORIGIN, locale, auth: { kind: 'token', token: () => token } })
      // A new flashcard is due now: the toolbar badge counts it.
      return {
        ...api,
        makeFlashcard: async (answerId) => {
          const made = await api.makeFlashcard(answerId)
          void refreshDueBadge()
          return made
        },
      }
    },
    // A new sign-in is a new client (and a new conversation).
    [locale, token],
  )
  const links = useMemo<AnswersLinks>(
    () => ({
      report: (answerId) =>
        siteUrl(`${localizedPath(locale, '/')}#settings=report&answerId=${encodeURIComponent(answerId)}`),
      upgrade: siteUrl(localizedPath(locale, PLAN_CHOICE_PATH)),
      trial: siteUrl(localizedPath(locale, TRIAL_CHECKOUT_PATH)),
      referrals: siteUrl(localizedPath(locale, '/referrals')),
      target: '_blank',
    }),
    [locale],
  )
  const credentials = useMemo(() => (token ? { token, locale } : null), [token, locale])
  const describeError = useCallback(
    (error: unknown) => {
      if (!(error instanceof StudifyApiError)) return t('unexpectedError')
      if (error.status === 401) void signOut(error.message || t('sessionExpired'))
      if (error.status === 0) return t('networkError')
      return error.message || t('unexpectedError')
    },
    [signOut],
  )
  const screenshot = useMemo(
    () => ({
      label: t('screenshot'),
      hint: t('screenshotHint'),
      failedText: t('captureFailed'),
      capture: async () => dataUrlToBlob(await chrome.tabs.captureVisibleTab({ format: 'png' })),
    }),
    [],
  )

  return (
    <IntlProvider
      locale={locale}
      messages={{ ask: askMessages[locale] }}
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
    >
      <header className="bar">
        <span className="brand">
          {/* eslint-disable-next-line @next/next/no-img-element -- an extension page: no Next image optimiser */}
          <img src="icons/icon-32.png" alt="" width={20} height={20} />
          Studify
        </span>
      </header>
      <main>
        {!auth || !credentials ? (
          <SignedOut locale={locale} notice={signedOutNotice} />
        ) : (
          <AskApp
            key={auth.token}
            client={client}
            links={links}
            initialAnswerLocale={start.answerLocale ?? locale}
            onAnswerLocaleChange={(next) => void setAnswerLocale(next)}
            initialThreadId={start.auth?.token === auth.token ? start.threadId : null}
            onThreadChange={(id) => void setThreadId(id)}
            onUnauthorized={() => void signOut(t('sessionExpired'))}
            screenshot={screenshot}
            incoming={incoming}
            isExamModeForced={examSignal !== null}
            notices={(openSettings) => (
              <ExamBanner
                signal={examSignal}
                onAbout={() => {
                  openSettings()
                  requestAnimationFrame(() => document.getElementById(EXAM_TITLE_ID)?.focus())
                }}
              />
            )}
            settingsExtra={<ExamModeSettings signal={examSignal} locale={locale} />}
            extraView={{
              label: t('flashcards'),
              render: () => <FlashcardsReview credentials={credentials} describeError={describeError} />,
            }}
            barExtra={
              surface === 'popup' ? (
                <button
                  type="button"
                  className="answers-button ghost"
                  onClick={() => {
                    void openSidePanel(start.windowId)
                      .then(() => window.close())
                      .catch(() => undefined)
                  }}
                >
                  {t('openSidePanel')}
                </button>
              ) : null
            }
            isAskOffUntilApproved
            isResetSaidOnce
          />
        )}
      </main>
      <footer className="foot">
        {auth && (
          <p className="account muted">
            {t('signedInAs', auth.user.name)} ·{' '}
            <button type="button" className="link" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </p>
        )}
        <p className="honesty muted">{t('honestyNote')}</p>
      </footer>
    </IntlProvider>
  )
}
