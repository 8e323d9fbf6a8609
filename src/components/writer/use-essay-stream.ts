'use client'

import { useCallback, useRef, useState } from 'react'

import type { EssayStatus } from '@/config/writer'
import { ApiError } from '@/lib/api/client'
import { parseSse } from '@/lib/sse/parse-sse'

import type { EssayInput } from './writer-api'

export type LiveEssay = {
  essayId: string | number
  title: string
  input: EssayInput
  text: string
  targetWords: number
  status: EssayStatus
  error: string | null
}

type Started = { essayId: string | number }
type Update = (change: (essay: LiveEssay) => LiveEssay) => void

/**
 * The essay's tokens, then its end: done with the status the server stored (complete, or short
 * when the model ended it far below its length), or an error (partial, what was written is saved).
 */
const readEssayEvents = async (events: AsyncGenerator<{ event: string; data: string }>, update: Update) => {
  try {
    for await (const { event, data } of events) {
      const payload = JSON.parse(data) as { text?: string; message?: string; status?: EssayStatus }
      if (event === 'token') update((essay) => ({ ...essay, text: essay.text + (payload.text ?? '') }))
      else if (event === 'done') update((essay) => ({ ...essay, status: payload.status ?? 'complete' }))
      else if (event === 'error') update((essay) => ({ ...essay, status: 'partial', error: payload.message ?? null }))
    }
  } catch {
    // The connection dropped, or the student stopped it: what was written is saved on the server.
  } finally {
    update((essay) => (essay.status === 'streaming' ? { ...essay, status: 'partial' } : essay))
  }
}

/**
 * Writes an essay through POST /api/writer/essays and keeps it as it streams. `start` resolves
 * once the server has opened the essay (its id), or rejects with the server's refusal (400, 429,
 * 503…); the text keeps arriving afterwards. `stop` closes the connection: the server stops
 * the model and keeps what was written.
 */
export const useEssayStream = ({ locale, fallbackMessage }: { locale: string; fallbackMessage: string }) => {
  const [live, setLive] = useState<LiveEssay | null>(null)
  const controller = useRef<AbortController | null>(null)

  const stop = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setLive((current) => (current?.status === 'streaming' ? { ...current, status: 'partial' } : current))
  }, [])

  const start = useCallback(
    async (input: EssayInput, onSettled?: () => void): Promise<Started> => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      let response: Response
      try {
        response = await fetch('/api/writer/essays', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'x-locale': locale },
          body: JSON.stringify(input),
          signal: abort.signal,
        })
      } catch {
        throw new ApiError('No response received from server. Please check your connection.', 0)
      }
      if (!response.ok || !response.body) {
        const data = (await response.json().catch(() => ({}))) as { message?: string; field?: string }
        throw new ApiError(data.message || fallbackMessage, response.status, data.field)
      }
      const events = parseSse(response.body)
      const first = await events.next().catch(() => null)
      const opened = first && !first.done && first.value.event === 'start' ? JSON.parse(first.value.data) : null
      if (!opened) throw new ApiError(fallbackMessage, 0)
      setLive({
        essayId: opened.essayId,
        title: opened.title,
        input,
        text: '',
        targetWords: opened.targetWords,
        status: 'streaming',
        error: null,
      })
      const update = (change: (essay: LiveEssay) => LiveEssay) =>
        setLive((current) => (current && current.essayId === opened.essayId ? change(current) : current))
      void readEssayEvents(events, update).finally(() => {
        if (controller.current === abort) controller.current = null
        onSettled?.()
      })
      return { essayId: opened.essayId }
    },
    [locale, fallbackMessage],
  )

  return { live, start, stop }
}
