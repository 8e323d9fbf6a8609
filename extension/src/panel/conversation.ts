import type { LadderLevel } from '@/config/answers'
import type { Locale } from '@/config/locales'

import { ask } from '../api/ask'
import { StudifyApiError } from '../api/client'
import type { AskDone, ThreadDetail, ThreadTurn } from '../api/schemas'
import { setThreadId } from '../storage'
import type { Composer } from './composer'
import { h } from './dom'
import { t } from './i18n'
import type { Session } from './session'
import type { PanelStore } from './state'
import { createTurnView, type Turn, type TurnView } from './thread-view'
import { createTurnActions } from './turn-actions'

type Entry = { turn: Turn; view: TurnView }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The open conversation: its turns, asking (a question, or the next level of the latest one's hint
 * ladder) with the streamed answer, and starting over. One answer streams at a time.
 */
export const createConversation = ({
  store,
  session,
  composer,
}: {
  store: PanelStore
  session: Session
  composer: Composer
}) => {
  const { state } = store
  let threadId: string | null = null
  let entries: Entry[] = []
  let controller: AbortController | null = null
  /** The next question starts a new conversation (an "Ask Studify" selection that came mid-answer). */
  let isNextNew = false
  const list = h('div', { class: 'thread' })
  const element = h('section', { class: 'thread-view' }, list)
  const isBusy = () => controller !== null
  const actions = createTurnActions({ state, session, threadId: () => threadId })

  const turnActions = {
    onReport: actions.report,
    onFeedback: async (answerId: string, isHelpful: boolean) => {
      const feedback = await actions.feedback(answerId, isHelpful)
      const entry = entries.find(({ turn }) => turn.answerId === answerId)
      if (entry) entry.turn.feedback = feedback
      return feedback
    },
    onClimb: (level: LadderLevel) => void climb(level),
    onCheck: actions.check,
    isExamMode: () => state.examSignal !== null,
    onMakeFlashcard: actions.flashcard,
  }

  const addTurn = (turn: Turn) => {
    const entry = { turn, view: createTurnView(turn, turnActions) }
    // Only the newest question keeps its ladder and check form.
    for (const earlier of entries) {
      if (!earlier.turn.isLatest) continue
      earlier.turn.isLatest = false
      earlier.view.update(earlier.turn)
    }
    entries.push(entry)
    list.append(entry.view.element)
    return entry
  }

  const setTurns = (next: Turn[]) => {
    for (const { turn } of entries) if (turn.imageUrl) URL.revokeObjectURL(turn.imageUrl)
    entries = []
    list.replaceChildren()
    next.forEach(addTurn)
  }

  // A stored answer's language is not kept with it: it is read in the answer language chosen now.
  const turnFromThread = (turn: ThreadTurn, index: number, all: ThreadTurn[]): Turn => ({
    key: turn.answerId,
    question: turn.question ?? '',
    imageUrl: null,
    hasImage: turn.hasImage === true,
    answer: turn.answer ?? '',
    status: 'done',
    error: null,
    answerId: turn.answerId,
    isVerified: turn.isVerified === true,
    crossCheck: turn.crossCheck ?? null,
    feedback: turn.feedback ?? null,
    ladderLevel: turn.ladderLevel,
    isLatest: index === all.length - 1,
    locale: state.answerLocale,
  })

  const show = (thread: ThreadDetail) => {
    threadId = thread.id
    setTurns(thread.turns.map(turnFromThread))
    void setThreadId(threadId)
  }

  /** Stops any answer and forgets the conversation: the next question starts a new one. */
  const startOver = () => {
    controller?.abort()
    threadId = null
    setTurns([])
    void setThreadId(null)
  }

  const applyDone = (turn: Turn, done: AskDone) => {
    turn.status = 'done'
    turn.answerId = done.answerId
    turn.isVerified = done.isVerified
    turn.crossCheck = done.crossCheck ?? null
    turn.ladderLevel = done.ladderLevel
    threadId = done.threadId
    if (done.remainingRequests !== undefined) {
      state.quota = { remaining: done.remainingRequests, resetTime: done.resetTime ?? state.quota?.resetTime ?? null }
    }
  }

  /** Nothing was answered: the turn is taken back and the question (and image) given back to edit. */
  const takeBack = async (entry: Entry, draft: ReturnType<Composer['take']>, error: unknown) => {
    const message = await session.describeError(error)
    entry.view.element.remove()
    if (entry.turn.imageUrl) URL.revokeObjectURL(entry.turn.imageUrl)
    entries = entries.filter((candidate) => candidate !== entry)
    if (!state.auth) return
    composer.restore(draft)
    if (error instanceof StudifyApiError && error.status === 429) {
      state.quota = { remaining: 0, resetTime: error.resetTime ?? state.quota?.resetTime ?? null }
      composer.showLimit(state.quota.resetTime)
    } else composer.showError(message)
    if (error instanceof StudifyApiError && error.status === 403) void session.loadAccess()
  }

  /**
   * Asks the question in the box: answered in full, or with `mode: 'hint'` the hint ladder's first
   * level. `isFromExamPage`: "Ask Studify" text selected on a quiz or exam page.
   */
  const submit = async ({ mode, isFromExamPage = false }: { mode?: LadderLevel; isFromExamPage?: boolean } = {}) => {
    const current = session.credentials()
    if (!current || isBusy()) return
    if (!composer.hasDraft()) {
      composer.showError(t('emptyQuestion'))
      composer.focus()
      return
    }
    composer.showError(null)
    if (isNextNew) startOver()
    isNextNew = false
    const draft = composer.take()
    const locale: Locale = state.answerLocale
    const entry = addTurn({
      key: `local-${Date.now()}`,
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
      isLatest: true,
      locale,
    })
    const { turn } = entry
    controller = new AbortController()
    store.render()
    entry.view.element.scrollIntoView({ block: 'start', behavior: 'smooth' })

    let hasStarted = false
    try {
      const examMode = isFromExamPage || state.examSignal !== null
      const request = { question: draft.question, threadId, image: draft.image, mode, examMode, answerLocale: locale }
      for await (const event of ask(request, current, controller.signal)) {
        hasStarted = true
        if (event.type === 'start') {
          threadId = event.threadId
          await setThreadId(threadId)
        } else if (event.type === 'token') {
          turn.answer += event.text
        } else if (event.type === 'done') {
          applyDone(turn, event)
          await setThreadId(threadId)
        } else {
          turn.status = 'failed'
          turn.error = event.message
        }
        entry.view.update(turn)
      }
      if (turn.status === 'streaming') Object.assign(turn, { status: 'failed', error: t('answerInterrupted') })
    } catch (error) {
      if (isAbort(error)) Object.assign(turn, { status: 'stopped', error: t('stopped') })
      else if (!hasStarted) await takeBack(entry, draft, error)
      else Object.assign(turn, { status: 'failed', error: await session.describeError(error) })
    } finally {
      controller = null
      entry.view.update(turn)
      store.render()
    }
  }

  /**
   * Reveals the next level of the latest question's solution (Hint → Next step → Full solution): the
   * server streams it onto the same answer, not counted again. A level that fails adds nothing.
   */
  const climb = async (level: LadderLevel) => {
    const current = session.credentials()
    const entry = entries.at(-1)
    if (!current || !entry || !threadId || isBusy()) return
    const { turn } = entry
    const before = { answer: turn.answer, ladderLevel: turn.ladderLevel }
    turn.status = 'streaming'
    turn.error = null
    controller = new AbortController()
    entry.view.update(turn)
    store.render()
    const fail = (message: string) => Object.assign(turn, before, { status: 'done', error: message })
    try {
      const examMode = state.examSignal !== null
      const request = { question: '', threadId, mode: level, examMode, answerLocale: turn.locale }
      for await (const event of ask(request, current, controller.signal)) {
        if (event.type === 'token') turn.answer += event.text
        else if (event.type === 'done') applyDone(turn, event)
        else if (event.type === 'error') fail(event.message)
        entry.view.update(turn)
      }
      if (turn.status === 'streaming') fail(t('answerInterrupted'))
    } catch (error) {
      fail(isAbort(error) ? t('stopped') : await session.describeError(error))
    } finally {
      controller = null
      entry.view.update(turn)
      store.render()
    }
  }

  return {
    element,
    isBusy,
    hasTurns: () => entries.length > 0,
    stop: () => controller?.abort(),
    submit,
    show,
    startOver,
    /** The question asked next starts a new conversation, whatever is open then. */
    askNextAsNew: () => (isNextNew = true),
    /** Signed out: the conversation is dropped (not forgotten in storage: sign-out clears that). */
    clear: () => {
      controller?.abort()
      threadId = null
      setTurns([])
    },
  }
}
export type Conversation = ReturnType<typeof createConversation>
