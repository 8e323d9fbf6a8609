'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { textDirection } from '@/config/locales'
import { PLAN_CHOICE_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'
import { useRouter } from '@/i18n/navigation'
import { ApiError, apiRequest } from '@/lib/api/client'
import { essayTitle, essayWords } from '@/lib/writer/essay-text'
import { essayMarkdown, withoutTitle } from '@/lib/writer/markdown'

import { ErrorBanner } from '../forms/ErrorBanner'
import { LoadingSpinner } from '../dashboard/LoadingSpinner'
import { isEssayAllowanceSpent } from './essay-gate'
import { EssayMarkdown } from './EssayMarkdown'
import { EssayProgress } from './EssayProgress'
import { useEssayLabels } from './essay-labels'
import { useCopy } from './use-copy'
import { WriterIcon } from './WriterIcon'
import { type Essay, essayKey, exportHref } from './writer-api'
import { useWriter } from './WriterProvider'
import styles from './EssayView.module.css'

/**
 * One essay (spec §3 result view): rendered as it streams, with the live word count against
 * the length's target and a progress bar; then Copy, the .md and .docx downloads and Regenerate.
 * An essay opened from the history (or another tab) is read from the server, and re-read while
 * it is still being written.
 */
export function EssayView({ id }: { id: string }) {
  const t = useTranslations('writer.essay')
  const home = useTranslations('writer.home')
  const locale = useLocale()
  const format = useFormatter()
  const router = useRouter()
  const labels = useEssayLabels()
  const { live, start, stop, profile } = useWriter()
  const { copiedKey, copy } = useCopy()
  const [error, setError] = useState<string | null>(null)
  const [isRestarting, setIsRestarting] = useState(false)
  const isLive = live !== null && String(live.essayId) === id
  const { data, error: loadError } = useSWR<{ essay: Essay }>(
    isLive && live.status === 'streaming' ? null : essayKey(id),
    (path: string) => apiRequest<{ essay: Essay }>(path, { locale }),
    { refreshInterval: (latest) => (latest?.essay.status === 'streaming' ? 2000 : 0) },
  )
  const stored = data?.essay

  if (!isLive && !stored) {
    if (!loadError) return <LoadingSpinner label={t('writing')} />
    return (
      <div className={styles.view}>
        <p className="empty-state">
          {loadError instanceof ApiError && loadError.status === 404 ? t('notFound') : t('loadFailed')}
        </p>
        <Link href="/dashboard/writer">{t('back')}</Link>
      </div>
    )
  }

  const input = isLive ? live.input : stored!
  const content = isLive ? live.text : stored!.content
  const status = isLive ? live.status : stored!.status
  const title = essayTitle(content, input.topic)
  const words = essayWords(content)
  const target = isLive ? live.targetWords : stored!.targetWords
  const isStreaming = status === 'streaming'

  // Regenerate writes a new essay, which counts against the week: never spent without asking.
  const essays = profile?.essays
  const isCounted = Boolean(essays && !essays.isUnlimited)
  const isSpent = isEssayAllowanceSpent(profile)
  const regenerate = async () => {
    if (isCounted && !window.confirm(t('regenerateConfirm', { remaining: essays!.remaining ?? 0 }))) return
    setIsRestarting(true)
    setError(null)
    try {
      const { topic, length, tone, language, outline, styleSample } = input
      const { essayId } = await start({ topic, length, tone, language, outline, styleSample })
      router.replace(`/dashboard/writer/essays/${essayId}`)
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('regenerateFailed'))
    } finally {
      setIsRestarting(false)
    }
  }

  return (
    <article className={styles.view} aria-busy={isStreaming}>
      <Link className="back-link" href="/dashboard/writer">
        {t('back')}
      </Link>
      <header className={styles.header}>
        <h1 lang={input.language} dir={textDirection(input.language)}>
          {title}
        </h1>
        <p className="essay-meta">
          <span>{t('createdOn', { date: labels.date(stored?.createdAt ?? new Date().toISOString()) })}</span>
          <span>{labels.length(input.length)}</span>
          <span>{labels.tone(input.tone)}</span>
          <span className={`essay-status is-${status}`}>{labels.status(status)}</span>
        </p>
        <EssayProgress words={words} target={target} />
        <p className={styles.announcement} role="status">
          {isStreaming
            ? t('writing')
            : status === 'short'
              ? t('short', { count: format.number(words), target: format.number(target) })
              : status === 'partial'
                ? (isLive && live.error) || t('interrupted')
                : isLive
                  ? t('finished', { count: words })
                  : ''}
        </p>
        <div className={styles.actions} role="group" aria-label={t('actions')}>
          {isStreaming && isLive ? (
            <button type="button" className="button button-ghost" onClick={stop}>
              {t('stop')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button button-ghost"
                disabled={isStreaming}
                onClick={() =>
                  void copy('essay', () => essayMarkdown({ title, content })).catch(() => setError(t('copyFailed')))
                }
              >
                <WriterIcon name="copy" /> {copiedKey === 'essay' ? t('copied') : t('copy')}
              </button>
              <a className="button button-ghost" href={exportHref(id, 'md')} download>
                <WriterIcon name="download" /> {t('downloadMd')}
              </a>
              <a className="button button-ghost" href={exportHref(id, 'docx')} download>
                <WriterIcon name="download" /> {t('downloadDocx')}
              </a>
              <button
                type="button"
                className="button button-primary"
                disabled={isStreaming || isRestarting || isSpent}
                aria-describedby={isSpent ? 'regenerate-none-left' : undefined}
                onClick={() => void regenerate()}
              >
                {t('regenerate')}
              </button>
              {isSpent ? (
                <p id="regenerate-none-left" className="muted">
                  {t('noneLeft')} <Link href={PLAN_CHOICE_PATH}>{home('upgradeForMore')}</Link>
                </p>
              ) : null}
            </>
          )}
        </div>
        <ErrorBanner message={error} onDismiss={() => setError(null)} />
      </header>
      {/* The essay may be in another language than the page (an Arabic essay on an English page). */}
      <div
        className={`${styles.body} prose${isStreaming ? ` ${styles.streaming}` : ''}`}
        lang={input.language}
        dir={textDirection(input.language)}
      >
        <EssayMarkdown markdown={withoutTitle(content)} />
      </div>
    </article>
  )
}
