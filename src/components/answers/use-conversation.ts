'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { LadderLevel } from '@/config/answers'
import type { Locale } from '@/config/locales'

import { AnswersApiError, type AnswersClient } from './api/client'
import type { AskDone, ThreadDetail } from './api/schemas'
import { type Quota, type Turn, turnFromThread, withDone } from './turn'

/** What the composer hands over: the text and the attached image. */
export type Draft = { question: string; image: Blob | null }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

type Options = {
  client: AnswersClient
  answerLocale: Locale
  isExamMode: boolean
  /** The reader-facing text of a failed call. */
  describeError: (error: unknown) => string
  stoppedText: string
  interruptedText: string
  /** A finished answer or a 429 tells how many questions are left. */
  onQuota: (quota: Quota) => void
  /** 403: the account may not ask (yet): the caller reloads the access status. */
  onAccessRefused: () => void
  onThreadChange?: (threadId: string | null) => void
}

/**
 * The open conversation: its turns, asking (a question, or the next level of the latest one's hint
 * ladder) with the streamed answer, and starting over. One answer streams at a time. `submit`
 * resolves with the error message when nothing was answered (the caller gives the draft back).
 */
export const useConversation = (options: Options) => {
  const [turns, setTurns] = useState<Turn[]>([])
  const [isBusy, setIsBusy] = useState(false)
  const threadId = useRef<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  const setThread = (id: string | null) => {
    if (threadId.current === id) return
    threadId.current = id
    latest.current.onThreadChange?.(id)
  }
  const update = (key: string, change: (turn: Turn) => Turn) =>
    setTurns((all) => all.map((turn) => (turn.key === key ? change(turn) : turn)))
  const applyDone = (key: string, done: AskDone) => {
    setThread(done.threadId)
    update(key, (turn) => withDone(turn, done))
    if (done.remainingRequests !== undefined) {
      latest.current.onQuota({ remaining: done.remainingRequests, resetTime: done.resetTime ?? null })
    }
  }

  // Object URLs of images sent from here live as long as their turn.
  const revoke = (all: Turn[]) => all.forEach((turn) => turn.imageUrl && URL.revokeObjectURL(turn.imageUrl))
  const turnsRef = useRef(turns)
  useEffect(() => {
    turnsRef.current = turns
  }, [turns])
  useEffect(() => () => revoke(turnsRef.current), [])

  const submit = useCallback(
    async (draft: Draft, mode?: LadderLevel, { isExamMode: isExamQuestion = false } = {}): Promise<string | null> => {
      if (controller.current) return null
      const { client, answerLocale, describeError } = latest.current
      // Exam mode for this question alone: text the extension took from a quiz page.
      const isExamMode = latest.current.isExamMode || isExamQuestion
      const key = `local-${Date.now()}`
      const turn: Turn = {
        key,
        question: draft.question,
        imageUrl: draft.image ? URL.createObjectURL(draft.image) : null,
        hasImage: Boolean(draft.image),
        answer: '',
        status: 'streaming',
        error: null,
        answerId: null,
        isVerified: false,
        crossCheck: null,
        feedback: null,
        ladderLevel: mode ?? 'full',
        locale: answerLocale,
      }
      setTurns((all) => [...all, turn])
      const abort = (controller.current = new AbortController())
      setIsBusy(true)
      let hasStarted = false
      let isFinished = false
      try {
        const request = {
          question: draft.question,
          threadId: threadId.current,
          image: draft.image,
          mode,
          examMode: isExamMode,
          answerLocale,
        }
        for await (const event of client.ask(request, abort.signal)) {
          hasStarted = true
          if (event.type === 'start') setThread(event.threadId)
          else if (event.type === 'token')
            update(key, (current) => ({ ...current, answer: current.answer + event.text }))
          else if (event.type === 'done') {
            isFinished = true
            applyDone(key, event)
          } else {
            isFinished = true
            update(key, (current) => ({ ...current, status: 'failed', error: event.message }))
          }
        }
        if (!isFinished) {
          update(key, (current) => ({ ...current, status: 'failed', error: latest.current.interruptedText }))
        }
        return null
      } catch (error) {
        if (isAbort(error)) {
          update(key, (current) => ({ ...current, status: 'stopped', error: latest.current.stoppedText }))
          return null
        }
        const message = describeError(error)
        if (hasStarted) {
          update(key, (current) => ({ ...current, status: 'failed', error: message }))
          return null
        }
        // Nothing was answered: the turn is taken back, the caller gives the question back to edit.
        setTurns((all) => all.filter((candidate) => candidate.key !== key))
        if (turn.imageUrl) URL.revokeObjectURL(turn.imageUrl)
        if (error instanceof AnswersApiError && error.status === 429) {
          latest.current.onQuota({ remaining: 0, resetTime: error.resetTime ?? null })
        }
        if (error instanceof AnswersApiError && error.status === 403) latest.current.onAccessRefused()
        return message
      } finally {
        controller.current = null
        setIsBusy(false)
      }
    },
    // The helpers it calls read refs and state setters only: one function for the hook's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  /**
   * Reveals the next level of the latest question's solution: the server streams it onto the same
   * answer, not counted again. A level that fails adds nothing and says why.
   */
  const climb = useCallback(async (level: LadderLevel) => {
    const last = turnsRef.current.at(-1)
    if (controller.current || !last || !threadId.current) return
    const { client, isExamMode, describeError } = latest.current
    const before = { answer: last.answer, ladderLevel: last.ladderLevel }
    const fail = (message: string) =>
      update(last.key, (turn) => ({ ...turn, ...before, status: 'done', error: message }))
    update(last.key, (turn) => ({ ...turn, status: 'streaming', error: null }))
    const abort = (controller.current = new AbortController())
    setIsBusy(true)
    let isFinished = false
    try {
      const request = { question: '', threadId: threadId.current, mode: level, examMode: isExamMode }
      for await (const event of client.ask({ ...request, answerLocale: last.locale }, abort.signal)) {
        if (event.type === 'token') update(last.key, (turn) => ({ ...turn, answer: turn.answer + event.text }))
        else if (event.type === 'done') {
          isFinished = true
          applyDone(last.key, event)
        } else if (event.type === 'error') {
          isFinished = true
          fail(event.message)
        }
      }
      if (!isFinished) fail(latest.current.interruptedText)
    } catch (error) {
      fail(isAbort(error) ? latest.current.stoppedText : describeError(error))
    } finally {
      controller.current = null
      setIsBusy(false)
    }
    // The helpers it calls read refs and state setters only: one function for the hook's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const show = useCallback((thread: ThreadDetail) => {
    controller.current?.abort()
    setThread(thread.id)
    revoke(turnsRef.current)
    setTurns(thread.turns.map((turn) => turnFromThread(turn, latest.current.answerLocale)))
  }, [])

  /**
   * The conversation open last time comes back, unless something was asked meanwhile (a question
   * handed over from elsewhere may be answering before the old thread has loaded).
   */
  const restore = useCallback(
    (thread: ThreadDetail) => {
      if (controller.current || threadId.current !== null || turnsRef.current.length > 0) return
      show(thread)
    },
    [show],
  )

  /** Stops any answer and forgets the conversation: the next question starts a new one. */
  const startOver = useCallback(() => {
    controller.current?.abort()
    setThread(null)
    revoke(turnsRef.current)
    setTurns([])
  }, [])

  const setFeedback = useCallback(
    (answerId: string, feedback: Turn['feedback']) =>
      setTurns((all) => all.map((turn) => (turn.answerId === answerId ? { ...turn, feedback } : turn))),
    [],
  )

  return {
    turns,
    isBusy,
    threadId: () => threadId.current,
    submit,
    climb,
    stop: () => controller.current?.abort(),
    show,
    restore,
    startOver,
    setFeedback,
  }
}
export type Conversation = ReturnType<typeof useConversation>
