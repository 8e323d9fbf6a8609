'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo } from 'react'

import { createAnswersClient } from '@/components/answers/api/client'
import { AskApp } from '@/components/answers/AskApp'
import type { AnswersLinks } from '@/components/answers/context'
import { ASK_PAGE_PATH, ASK_STORAGE_KEYS } from '@/config/ask'
import { isLocale, type Locale } from '@/config/locales'
import { PLAN_CHOICE_PATH, TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { useRouter } from '@/i18n/navigation'
import { SERVICE_WORKER_URL } from '@/config/pwa'
import { localizedPath } from '@/lib/paths'

import { useSession } from '../auth/SessionProvider'
import { LoadingSpinner } from '../dashboard/LoadingSpinner'
import { useSharedItems } from './use-shared-items'

const read = (key: string) => {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}
const write = (key: string, value: string | null) => {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Private modes without storage: the page still works, it only forgets the open conversation.
  }
}

/**
 * /dashboard/ask: the site's host of the shared answer UI. It signs the visitor in first (who may
 * ask, and how much, is the API's to say: the UI shows its answers and refusals), gives the
 * UI a client that sends the session cookie, and the site's own pages for reports, plans and
 * referrals; the open conversation and the answer language are remembered in this browser.
 */
export function AskPage() {
  const t = useTranslations('ask')
  const locale = useLocale() as Locale
  const router = useRouter()
  const { user, isLoading } = useSession()
  const shared = useSharedItems()
  const sharedImage = shared?.image ?? null

  useEffect(() => {
    if (!isLoading && !user) router.replace(`/login?redirect=${encodeURIComponent(ASK_PAGE_PATH)}`)
  }, [isLoading, user, router])

  const userId = user?.id
  // Read once the session is known, in the browser (the server renders the spinner).
  const stored = useMemo(() => {
    if (userId === undefined) return null
    const answerLocale = read(ASK_STORAGE_KEYS.answerLocale(userId))
    // A shared picture starts a new question: it is never a follow-up of the conversation open before.
    const threadId = shared?.image || shared?.text ? null : read(ASK_STORAGE_KEYS.threadId(userId))
    return { threadId, answerLocale: isLocale(answerLocale) ? answerLocale : locale }
  }, [userId, locale, shared])

  const client = useMemo(() => createAnswersClient({ locale, auth: { kind: 'cookie' } }), [locale])
  const links = useMemo<AnswersLinks>(
    () => ({
      // The site header's settings open on the report tab from this hash, prefilled with the answer.
      report: (answerId) => `#settings=report&answerId=${encodeURIComponent(answerId)}`,
      upgrade: localizedPath(locale, PLAN_CHOICE_PATH),
      trial: localizedPath(locale, TRIAL_CHECKOUT_PATH),
      referrals: localizedPath(locale, '/referrals'),
    }),
    [locale],
  )

  useEffect(() => {
    // The installed app: the service worker keeps the offline page and takes the share sheet's pictures.
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined)
    }
  }, [])

  // The route's section keeps the screen's height meanwhile (ask-page.css): nothing moves when the app comes.
  if (isLoading || !user || !stored || !shared) return <LoadingSpinner label={t('loading')} />

  return (
    <AskApp
      client={client}
      links={links}
      initialAnswerLocale={stored.answerLocale}
      onAnswerLocaleChange={(next) => write(ASK_STORAGE_KEYS.answerLocale(user.id), next)}
      initialThreadId={stored.threadId}
      onThreadChange={(id) => write(ASK_STORAGE_KEYS.threadId(user.id), id)}
      sharedImage={sharedImage}
      sharedText={shared.text}
      sharedNotice={sharedImage ? t('sharedAttached') : shared.isLost ? t('sharedExpired') : null}
      onUnauthorized={() => router.replace(`/login?redirect=${encodeURIComponent(ASK_PAGE_PATH)}`)}
    />
  )
}
