'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import useSWRInfinite from 'swr/infinite'

import { Link } from '@/i18n/link'
import { apiRequest } from '@/lib/api/client'
import { essayMarkdown } from '@/lib/writer/markdown'

import { ErrorBanner } from '../forms/ErrorBanner'
import { SuccessBanner } from '../forms/SuccessBanner'
import { useEssayLabels } from './essay-labels'
import { useCopy } from './use-copy'
import { WriterIcon } from './WriterIcon'
import { type Essay, essayKey, type EssayPage, essaysPageKey, type EssaySummary } from './writer-api'
import { useWriter } from './WriterProvider'
import styles from './EssayHistory.module.css'

/** The student's essays under the tools (title, date, length, tone, status) with open, copy and delete. */
export function EssayHistory() {
  const t = useTranslations('writer.history')
  const locale = useLocale()
  const labels = useEssayLabels()
  const { copiedKey, copy } = useCopy()
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const {
    data,
    error: loadError,
    size,
    setSize,
    mutate,
    isLoading,
  } = useSWRInfinite<EssayPage>(
    (index, previous: EssayPage | null) => (previous && !previous.hasNextPage ? null : essaysPageKey(index + 1)),
    (path: string) => apiRequest<EssayPage>(path, { locale }),
  )
  const { live } = useWriter()
  // An essay being written shows up at once, and again with its final status.
  useEffect(() => {
    if (live) void mutate()
  }, [live?.essayId, live?.status, mutate]) // eslint-disable-line react-hooks/exhaustive-deps
  const essays = data?.flatMap((page) => page.essays) ?? []
  const hasMore = Boolean(data?.at(-1)?.hasNextPage)

  const copyEssay = (essay: EssaySummary) =>
    copy(String(essay.id), async () => {
      const { essay: full } = await apiRequest<{ essay: Essay }>(essayKey(essay.id), { locale })
      return essayMarkdown(full)
    }).catch(() => setError(t('copyFailed')))

  const remove = async (essay: EssaySummary) => {
    if (!window.confirm(t('deleteConfirm', { title: essay.title }))) return
    setError(null)
    try {
      await apiRequest(essayKey(essay.id), { method: 'DELETE', locale, fallbackMessage: t('deleteFailed') })
      setNotice(t('deleted'))
      await mutate()
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('deleteFailed'))
    }
  }

  return (
    <section className={styles.history} aria-labelledby="writer-history-title" aria-busy={isLoading}>
      <h2 id="writer-history-title" className="writer-section-title">
        {t('title')}
      </h2>
      <SuccessBanner message={notice} onDismiss={() => setNotice(null)} />
      <ErrorBanner message={error ?? (loadError ? t('loadFailed') : null)} onDismiss={() => setError(null)} />
      {data && essays.length === 0 && <p className="empty-state">{t('empty')}</p>}
      {essays.length > 0 && (
        <ul className={styles.list} aria-labelledby="writer-history-title">
          {essays.map((essay) => (
            <li key={essay.id} className={styles.item}>
              <WriterIcon name="essay" size={22} />
              <div>
                <h3>
                  <Link href={`/dashboard/writer/essays/${essay.id}`}>{essay.title}</Link>
                </h3>
                <p className="essay-meta">
                  <span>{labels.date(essay.createdAt)}</span>
                  <span>{labels.length(essay.length)}</span>
                  <span>{labels.tone(essay.tone)}</span>
                  <span>{labels.words(essay.words)}</span>
                  <span className={`essay-status is-${essay.status}`}>{labels.status(essay.status)}</span>
                </p>
              </div>
              <div className={styles.actions}>
                <Link
                  className="icon-button"
                  href={`/dashboard/writer/essays/${essay.id}`}
                  aria-label={t('actionsFor', { action: t('open'), title: essay.title })}
                  title={t('open')}
                >
                  <WriterIcon name="essay" />
                </Link>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('actionsFor', {
                    action: copiedKey === String(essay.id) ? t('copied') : t('copy'),
                    title: essay.title,
                  })}
                  title={t('copy')}
                  onClick={() => void copyEssay(essay)}
                >
                  <WriterIcon name="copy" />
                </button>
                <button
                  type="button"
                  className="icon-button is-danger"
                  aria-label={t('actionsFor', { action: t('delete'), title: essay.title })}
                  title={t('delete')}
                  onClick={() => void remove(essay)}
                >
                  <WriterIcon name="trash" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" className="button button-ghost" onClick={() => void setSize(size + 1)}>
          {t('loadMore')}
        </button>
      )}
    </section>
  )
}
