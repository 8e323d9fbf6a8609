'use client'

import { useEffect, useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'

import type { ThreadDetail, ThreadSummary } from './api/schemas'
import { useAnswersHost } from './context'

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; threads: ThreadSummary[] }

/** The student's conversations (the same threads as the extension's), newest first; one opens in the thread. */
export function HistoryList({ onOpen }: { onOpen: (thread: ThreadDetail) => void }) {
  const t = useTranslations('ask')
  const format = useFormatter()
  const { client } = useAnswersHost()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [status, setStatus] = useState('')

  useEffect(() => {
    let isCurrent = true
    client.listThreads().then(
      (threads) => isCurrent && setState({ kind: 'loaded', threads }),
      () => isCurrent && setState({ kind: 'failed', message: t('historyLoadFailed') }),
    )
    return () => {
      isCurrent = false
    }
  }, [client, t])

  const open = async (id: string) => {
    setStatus(t('loading'))
    try {
      onOpen(await client.getThread(id))
    } catch {
      setStatus(t('threadLoadFailed'))
    }
  }

  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">{t('history')}</h2>
      <p className="muted" role="status">
        {state.kind === 'loading'
          ? t('loading')
          : state.kind === 'failed'
            ? state.message
            : state.threads.length === 0
              ? t('historyEmpty')
              : status}
      </p>
      {state.kind === 'loaded' && state.threads.length > 0 && (
        <ul className="history-list">
          {state.threads.map((thread) => (
            <li key={thread.id}>
              <button type="button" className="history-item" onClick={() => void open(thread.id)}>
                <span className="history-title" dir="auto">
                  {thread.title || thread.lastQuestion || t('imageQuestion')}
                </span>
                <span className="muted">
                  {format.dateTime(new Date(thread.updatedAt), { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
