import type { LadderLevel } from '@/config/answers'
import { MAX_QUESTION_LENGTH } from '@/config/limits'
import type { Locale } from '@/config/locales'
import { TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { localizedPath } from '@/lib/paths'

import { ask } from '../api/ask'
import { apiGet, apiPost, type Credentials, StudifyApiError } from '../api/client'
import { makeFlashcard } from '../api/flashcards'
import {
  type AccessInfo,
  accessStatusSchema,
  type AskDone,
  checkResultSchema,
  feedbackResponseSchema,
  threadListSchema,
  threadResponseSchema,
  type ThreadDetail,
  type ThreadSummary,
  type ThreadTurn,
  weeklyStatsSchema,
} from '../api/schemas'
import { refreshDueBadge } from '../badge'
import { siteUrl } from '../config/site'
import { watchExamSignal } from '../exam-mode/active-page'
import type { ExamSignal } from '../exam-mode/detect-exam-page'
import { MESSAGE_TYPES } from '../messages'
import {
  getAnswerLocale,
  getAuth,
  getThreadId,
  type PendingQuestion,
  setAnswerLocale,
  setThreadId,
  STORAGE_KEYS,
  type StoredAuth,
  takePendingQuestion,
} from '../storage'
import { openCropDialog } from './crop-dialog'
import { h } from './dom'
import { createExamBanner } from './exam-banner'
import { createFlashcardsView } from './flashcards-view'
import { formatDateTime, formatNumber, formatShortDate, remainingText, t, uiLocale } from './i18n'
import { firstImageFile, imageError } from './image'
import { createSettingsView } from './settings-view'
import { createTurnView, type Turn, type TurnView } from './thread-view'

type Surface = 'sidepanel' | 'popup'
type Quota = { remaining: number | null; resetTime: string | null }

/**
 * The side panel and the action popup (the same UI): sign-in, the question box with an optional
 * image (file, paste or screenshot), the streamed thread with follow-ups, the weekly quota and the
 * history. It only ever talks to the site's API; it never touches the pages the reader visits.
 */
export const startApp = async (root: HTMLElement, surface: Surface) => {
  const locale = uiLocale()
  let auth: StoredAuth | null = await getAuth()
  let threadId: string | null = null
  let turns: { turn: Turn; view: TurnView }[] = []
  let quota: Quota | null = null
  let access: AccessInfo | null = null
  let image: { blob: Blob; url: string } | null = null
  let controller: AbortController | null = null
  let view: 'thread' | 'history' | 'settings' | 'flashcards' = 'thread'
  // Honest exam mode: the student's page is a quiz or exam page (src/config/exam-mode.ts).
  let examSignal: ExamSignal | null = null
  let answerLocale: Locale = (await getAnswerLocale()) ?? locale
  let signedOutNotice: string | null = null
  let isReady = false

  const credentials = (): Credentials | null => (auth ? { token: auth.token, locale } : null)

  // ---- Static structure -------------------------------------------------------------------------
  const quotaPill = h('span', { class: 'quota', role: 'status', hidden: true })
  const historyButton = h('button', { type: 'button', class: 'button ghost small' }, t('history'))
  const flashcardsButton = h('button', { type: 'button', class: 'button ghost small' }, t('flashcards'))
  const newButton = h('button', { type: 'button', class: 'button ghost small' }, t('newQuestion'))
  const sidePanelButton = h('button', { type: 'button', class: 'button ghost small' }, t('openSidePanel'))
  const settingsButton = h('button', { type: 'button', class: 'button ghost small' }, t('settings'))
  const header = h(
    'header',
    { class: 'bar' },
    h('span', { class: 'brand' }, h('img', { src: 'icons/icon-32.png', alt: '', width: 20, height: 20 }), 'Studify'),
    h('span', { class: 'spacer' }),
    flashcardsButton,
    historyButton,
    settingsButton,
    newButton,
    surface === 'popup' ? sidePanelButton : null,
  )

  const signInButton = h('button', { type: 'button', class: 'button primary' }, t('signIn'))
  const signInHint = h('p', { class: 'muted', role: 'status' })
  const signedOutMessage = h('p', { class: 'notice', role: 'alert', hidden: true })
  const signedOutView = h(
    'section',
    { class: 'signed-out' },
    h('h1', {}, t('signInTitle')),
    h('p', {}, t('signInText')),
    signedOutMessage,
    signInButton,
    signInHint,
  )

  const historyList = h('ul', { class: 'history-list' })
  const historyStatus = h('p', { class: 'muted', role: 'status' })
  const historyView = h(
    'section',
    { class: 'history', 'aria-labelledby': 'history-title', hidden: true },
    h('h1', { id: 'history-title' }, t('history')),
    historyStatus,
    historyList,
  )

  // Until an admin approves a free account, questions are refused (403): the panel says so first.
  const accessTitle = h('strong', { class: 'access-title' })
  const accessText = h('p', {})
  const trialButton = h('button', { type: 'button', class: 'button primary small' }, t('startTrial'))
  const accessNext = h('p', { class: 'access-next' }, t('accessTrialHint'), ' ', trialButton)
  const accessNotice = h(
    'section',
    { class: 'access-notice', role: 'status', hidden: true },
    accessTitle,
    accessText,
    accessNext,
  )

  const settingsView = createSettingsView({
    locale,
    onAnswerLocaleChange: (next) => {
      answerLocale = next
      void setAnswerLocale(next)
    },
  })
  settingsView.setAnswerLocale(answerLocale)
  const examBanner = createExamBanner({
    onAbout: () => {
      view = 'settings'
      renderChrome()
      settingsView.focusExamMode()
    },
  })
  // `describeError` is defined with the session below; the view calls it only after start-up.
  const flashcardsView = createFlashcardsView({
    credentials: () => credentials(),
    describeError: (e) => describeError(e),
  })

  const threadList = h('div', { class: 'thread' })
  const threadView = h('section', { class: 'thread-view' }, threadList)

  const account = h('p', { class: 'account muted' })
  const signOutButton = h('button', { type: 'button', class: 'link' }, t('signOut'))

  const questionBox = h('textarea', {
    id: 'question',
    name: 'question',
    rows: 3,
    maxlength: MAX_QUESTION_LENGTH,
    placeholder: t('questionPlaceholder'),
    'aria-describedby': 'question-counter',
  })
  const counter = h('span', { id: 'question-counter', class: 'counter', 'aria-live': 'off' })
  const imagePreview = h('div', { class: 'image-preview', hidden: true })
  const fileInput = h('input', {
    type: 'file',
    accept: 'image/*',
    class: 'visually-hidden',
    tabindex: -1,
    'aria-label': t('attachImage'),
  })
  const screenshotButton = h(
    'button',
    { type: 'button', class: 'button', title: t('screenshotHint') },
    h('span', { 'aria-hidden': 'true' }, '✂ '),
    t('screenshot'),
  )
  const attachButton = h('button', { type: 'button', class: 'button' }, t('attachImage'))
  const askButton = h('button', { type: 'submit', class: 'button primary' }, t('ask'))
  // The hint ladder: the same question, answered one level at a time (counted once).
  const hintButton = h('button', { type: 'button', class: 'button', title: t('askHintTitle') }, t('askHint'))
  const stopButton = h('button', { type: 'button', class: 'button', hidden: true }, t('stop'))
  const status = h('p', { class: 'status muted', role: 'status' })
  const formError = h('p', { class: 'form-error', role: 'alert', hidden: true })
  const composer = h(
    'form',
    { class: 'composer', novalidate: true },
    h('label', { for: 'question', class: 'visually-hidden' }, t('questionLabel')),
    quotaPill,
    questionBox,
    imagePreview,
    h(
      'div',
      { class: 'composer-row' },
      screenshotButton,
      attachButton,
      fileInput,
      h('span', { class: 'spacer' }),
      counter,
      stopButton,
      hintButton,
      askButton,
    ),
    formError,
    status,
  )
  const signedInView = h(
    'div',
    { class: 'signed-in' },
    accessNotice,
    examBanner.element,
    historyView,
    settingsView.element,
    flashcardsView.element,
    threadView,
    composer,
  )
  const footer = h('footer', { class: 'foot' }, account, h('p', { class: 'honesty muted' }, t('honestyNote')))
  root.replaceChildren(header, h('main', {}, signedOutView, signedInView), footer)

  // ---- Rendering ---------------------------------------------------------------------------------
  const isBusy = () => controller !== null

  const renderChrome = () => {
    const signedIn = auth !== null
    signedOutView.hidden = signedIn
    signedInView.hidden = !signedIn
    historyButton.hidden = !signedIn || view === 'history'
    settingsButton.hidden = !signedIn || view === 'settings'
    flashcardsButton.hidden = !signedIn || view === 'flashcards'
    newButton.hidden = !signedIn || (view === 'thread' && turns.length === 0)
    newButton.textContent = view === 'thread' ? t('newQuestion') : t('back')
    signedOutMessage.hidden = !signedOutNotice
    signedOutMessage.textContent = signedOutNotice ?? ''
    account.replaceChildren(...(auth ? [t('signedInAs', auth.user.name), ' · ', signOutButton] : []))
    historyView.hidden = view !== 'history'
    settingsView.element.hidden = view !== 'settings'
    examBanner.update(view === 'thread' ? examSignal : null)
    flashcardsView.element.hidden = view !== 'flashcards'
    threadView.hidden = view !== 'thread'
    composer.hidden = view !== 'thread'
    const waiting = access && access.status !== 'approved' ? access.status : null
    accessNotice.hidden = !waiting
    accessNotice.dataset.status = waiting ?? ''
    if (waiting) {
      const copy = {
        pending: ['accessPendingTitle', 'accessPendingText'],
        rejected: ['accessRejectedTitle', 'accessRejectedText'],
        none: ['accessNoneTitle', 'accessNoneText'],
      } as const
      accessTitle.textContent = t(copy[waiting][0])
      accessText.textContent = t(copy[waiting][1])
      accessNext.hidden = access?.isPaid === true
    }
    quotaPill.hidden = !quota
    if (quota) {
      quotaPill.textContent = quota.remaining === null ? t('unlimited') : remainingText(quota.remaining)
      quotaPill.classList.toggle('empty', quota.remaining === 0)
    }
    questionBox.placeholder = turns.length ? t('followUpPlaceholder') : t('questionPlaceholder')
    const length = questionBox.value.length
    counter.textContent = `${formatNumber(length)}/${formatNumber(MAX_QUESTION_LENGTH)}`
    counter.setAttribute('aria-label', t('charactersUsed', [formatNumber(length), formatNumber(MAX_QUESTION_LENGTH)]))
    askButton.hidden = isBusy()
    hintButton.hidden = isBusy()
    stopButton.hidden = !isBusy()
    screenshotButton.disabled = isBusy()
    attachButton.disabled = isBusy()
    status.textContent = isBusy() ? t('answering') : ''
  }

  const showFormError = (message: string | null) => {
    formError.hidden = !message
    formError.textContent = message ?? ''
  }

  const renderImagePreview = () => {
    imagePreview.hidden = !image
    imagePreview.replaceChildren(
      ...(image
        ? [
            h('img', { src: image.url, alt: t('attachedImage') }),
            h(
              'button',
              { type: 'button', class: 'button ghost small', onClick: () => setImage(null) },
              t('removeImage'),
            ),
          ]
        : []),
    )
  }

  const setImage = (blob: Blob | null) => {
    if (image) URL.revokeObjectURL(image.url)
    image = blob ? { blob, url: URL.createObjectURL(blob) } : null
    renderImagePreview()
  }

  /** Attaches a picked, pasted or cropped image after the spec §5 checks. */
  const attach = (file: Blob) => {
    const problem = imageError(file)
    if (problem) {
      showFormError(t(problem))
      return false
    }
    showFormError(null)
    setImage(file)
    return true
  }

  const openReport = (answerId: string) => {
    const path = `${localizedPath(locale, '/')}#settings=report&answerId=${encodeURIComponent(answerId)}`
    void chrome.tabs.create({ url: siteUrl(path) })
  }

  const sendFeedback = async (answerId: string, isHelpful: boolean) => {
    const current = credentials()
    if (!current) throw new Error(t('feedbackFailed'))
    try {
      const path = `/answers/${encodeURIComponent(answerId)}/feedback`
      const saved = await apiPost(path, { helpful: isHelpful }, feedbackResponseSchema, current)
      const entry = turns.find(({ turn }) => turn.answerId === answerId)
      if (entry) entry.turn.feedback = saved.feedback
      return saved.feedback
    } catch (error) {
      throw new Error(error instanceof StudifyApiError ? await describeError(error) : t('feedbackFailed'))
    }
  }

  const checkLatest = async (studentAnswer: string) => {
    const current = credentials()
    if (!current || !threadId) throw new Error(t('checkFailed'))
    try {
      const body = { mode: 'check', threadId, studentAnswer }
      return await apiPost('/ask', body, checkResultSchema, current)
    } catch (error) {
      throw new Error(error instanceof StudifyApiError ? await describeError(error) : t('checkFailed'))
    }
  }

  const saveFlashcard = async (answerId: string) => {
    const current = credentials()
    if (!current) throw new Error(t('flashcardFailed'))
    try {
      const { isNew } = await makeFlashcard(answerId, current)
      void refreshDueBadge()
      return t(isNew ? 'flashcardSaved' : 'flashcardExists')
    } catch (error) {
      throw new Error(error instanceof StudifyApiError ? await describeError(error) : t('flashcardFailed'))
    }
  }

  const addTurn = (turn: Turn) => {
    const actions = {
      onReport: openReport,
      onFeedback: sendFeedback,
      onClimb: climb,
      onCheck: checkLatest,
      isExamMode: () => examSignal !== null,
      onMakeFlashcard: saveFlashcard,
    }
    const entry = { turn, view: createTurnView(turn, actions) }
    // Only the newest question keeps its ladder and check form.
    for (const earlier of turns) {
      if (!earlier.turn.isLatest) continue
      earlier.turn.isLatest = false
      earlier.view.update(earlier.turn)
    }
    turns.push(entry)
    threadList.append(entry.view.element)
    return entry
  }

  const setTurns = (next: Turn[]) => {
    for (const { turn } of turns) if (turn.imageUrl) URL.revokeObjectURL(turn.imageUrl)
    turns = []
    threadList.replaceChildren()
    next.forEach(addTurn)
  }

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
  })

  // ---- Session -----------------------------------------------------------------------------------
  const signOut = async (notice: string | null = null) => {
    controller?.abort()
    signedOutNotice = notice
    auth = null
    threadId = null
    quota = null
    access = null
    setTurns([])
    await chrome.runtime.sendMessage({ type: MESSAGE_TYPES.signOut }).catch(() => undefined)
    renderChrome()
  }

  /** The reader-facing text of a failed call; a refused token signs the panel out. */
  const describeError = async (error: unknown): Promise<string> => {
    if (!(error instanceof StudifyApiError)) return t('unexpectedError')
    if (error.status === 401) {
      await signOut(error.message || t('sessionExpired'))
      return error.message || t('sessionExpired')
    }
    if (error.status === 0) return t('networkError')
    if (error.status === 413) return t('imageTooLarge')
    if (error.status === 415) return error.message || t('imageOnly')
    const message = error.message || t('unexpectedError')
    if (error.status === 429 && error.resetTime)
      return `${message} ${t('limitResets', formatDateTime(error.resetTime))}`
    return message
  }

  const loadQuota = async () => {
    const current = credentials()
    if (!current) return
    try {
      const stats = await apiGet('/user/stats?period=weekly', weeklyStatsSchema, current)
      quota = { remaining: stats.remainingRequests ?? null, resetTime: stats.resetTime ?? null }
    } catch (error) {
      if (error instanceof StudifyApiError && error.status === 401) await describeError(error)
      quota = null
    }
    renderChrome()
  }

  /** Whether this account may ask yet (pending, approved, rejected); unknown on failure, so not shown. */
  const loadAccess = async () => {
    const current = credentials()
    if (!current) return
    try {
      access = await apiGet('/access/status', accessStatusSchema, current)
    } catch (error) {
      if (error instanceof StudifyApiError && error.status === 401) await describeError(error)
      access = null
    }
    renderChrome()
  }

  const fetchThread = async (id: string): Promise<ThreadDetail | null> => {
    const current = credentials()
    if (!current) return null
    try {
      return (await apiGet(`/threads/${encodeURIComponent(id)}`, threadResponseSchema, current)).thread
    } catch (error) {
      if (error instanceof StudifyApiError && error.status === 401) await describeError(error)
      return null
    }
  }

  const showThread = (thread: ThreadDetail) => {
    threadId = thread.id
    setTurns(thread.turns.map(turnFromThread))
    void setThreadId(threadId)
  }

  // ---- Asking ------------------------------------------------------------------------------------
  const applyDone = (turn: Turn, done: AskDone) => {
    turn.status = 'done'
    turn.answerId = done.answerId
    turn.isVerified = done.isVerified
    turn.crossCheck = done.crossCheck ?? null
    turn.ladderLevel = done.ladderLevel
    threadId = done.threadId
    if (done.remainingRequests !== undefined) {
      quota = { remaining: done.remainingRequests, resetTime: done.resetTime ?? quota?.resetTime ?? null }
    }
  }

  /**
   * Asks the question in the box: answered in full, or with `mode: 'hint'` the hint ladder's first level.
   * `isFromExamPage`: "Ask Studify" text selected on a quiz or exam page, whatever tab is active now.
   */
  const submit = async ({ mode, isFromExamPage = false }: { mode?: LadderLevel; isFromExamPage?: boolean } = {}) => {
    const current = credentials()
    if (!current || isBusy()) return
    const question = questionBox.value.trim()
    if (!question && !image) {
      showFormError(t('emptyQuestion'))
      questionBox.focus()
      return
    }
    showFormError(null)
    const sentImage = image
    const entry = addTurn({
      key: `local-${Date.now()}`,
      question,
      imageUrl: sentImage ? URL.createObjectURL(sentImage.blob) : null,
      hasImage: Boolean(sentImage),
      answer: '',
      status: 'streaming',
      error: null,
      answerId: null,
      isVerified: false,
      crossCheck: null,
      feedback: null,
      ladderLevel: mode ?? 'full',
      isLatest: true,
    })
    const { turn } = entry
    questionBox.value = ''
    setImage(null)
    controller = new AbortController()
    renderChrome()
    entry.view.element.scrollIntoView({ block: 'start', behavior: 'smooth' })

    let hasStarted = false
    try {
      const request = {
        question,
        threadId,
        image: sentImage?.blob,
        mode,
        examMode: isFromExamPage || examSignal !== null,
        answerLocale,
      }
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
      if (turn.status === 'streaming') {
        turn.status = 'failed'
        turn.error = t('answerInterrupted')
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        turn.status = 'stopped'
        turn.error = t('stopped')
      } else if (!hasStarted) {
        // Nothing was answered: take the turn back and give the question (and image) back to edit.
        const message = await describeError(error)
        entry.view.element.remove()
        if (turn.imageUrl) URL.revokeObjectURL(turn.imageUrl)
        turns = turns.filter((candidate) => candidate !== entry)
        if (auth) {
          questionBox.value = question
          if (sentImage) setImage(sentImage.blob)
          showFormError(message)
          if (error instanceof StudifyApiError && error.status === 429) {
            quota = { remaining: 0, resetTime: error.resetTime ?? quota?.resetTime ?? null }
          }
          if (error instanceof StudifyApiError && error.status === 403) void loadAccess()
        }
      } else {
        turn.status = 'failed'
        turn.error = await describeError(error)
      }
    } finally {
      controller = null
      entry.view.update(turn)
      renderChrome()
    }
  }

  /**
   * Reveals the next level of the latest question's solution (Hint → Next step → Full solution): the
   * server streams it onto the same answer, not counted again. A level that fails adds nothing.
   */
  const climb = async (level: LadderLevel) => {
    const current = credentials()
    const entry = turns.at(-1)
    if (!current || !entry || !threadId || isBusy()) return
    const { turn } = entry
    const before = { answer: turn.answer, ladderLevel: turn.ladderLevel }
    turn.status = 'streaming'
    turn.error = null
    controller = new AbortController()
    entry.view.update(turn)
    renderChrome()
    const fail = (message: string) => {
      Object.assign(turn, before, { status: 'done', error: message })
    }
    try {
      const request = { question: '', threadId, mode: level, examMode: examSignal !== null, answerLocale }
      for await (const event of ask(request, current, controller.signal)) {
        if (event.type === 'token') turn.answer += event.text
        else if (event.type === 'done') applyDone(turn, event)
        else if (event.type === 'error') fail(event.message)
        entry.view.update(turn)
      }
      if (turn.status === 'streaming') fail(t('answerInterrupted'))
    } catch (error) {
      fail(error instanceof DOMException && error.name === 'AbortError' ? t('stopped') : await describeError(error))
    } finally {
      controller = null
      entry.view.update(turn)
      renderChrome()
    }
  }

  /** Text from "Ask Studify": asked at once, unless it had to be shortened (then the reader edits it). */
  const receivePending = (pending: PendingQuestion | null) => {
    if (!pending || !auth) return
    view = 'thread'
    questionBox.value = pending.text
    renderChrome()
    if (pending.isTruncated) {
      showFormError(t('selectionTooLong', formatNumber(MAX_QUESTION_LENGTH)))
      questionBox.focus()
    } else if (!isBusy()) {
      void submit({ isFromExamPage: pending.isFromExamPage })
    }
  }

  // ---- History -----------------------------------------------------------------------------------
  const historyItem = (thread: ThreadSummary) =>
    h(
      'li',
      {},
      h(
        'button',
        {
          type: 'button',
          class: 'history-item',
          onClick: async () => {
            historyStatus.textContent = t('loading')
            const detail = await fetchThread(thread.id)
            if (detail && !isBusy()) {
              showThread(detail)
              view = 'thread'
              historyStatus.textContent = ''
            } else historyStatus.textContent = auth && !detail ? t('threadLoadFailed') : ''
            renderChrome()
          },
        },
        h('span', { class: 'history-title', dir: 'auto' }, thread.title || thread.lastQuestion || t('imageQuestion')),
        h('span', { class: 'history-date muted' }, formatShortDate(thread.updatedAt)),
      ),
    )

  const openHistory = async () => {
    const current = credentials()
    if (!current) return
    view = 'history'
    historyList.replaceChildren()
    historyStatus.textContent = t('loading')
    renderChrome()
    try {
      const { threads } = await apiGet('/threads', threadListSchema, current)
      historyList.replaceChildren(...threads.map(historyItem))
      historyStatus.textContent = threads.length ? '' : t('historyEmpty')
    } catch (error) {
      historyStatus.textContent =
        error instanceof StudifyApiError && error.status === 401 ? await describeError(error) : t('historyLoadFailed')
    }
    renderChrome()
  }

  // ---- Events ------------------------------------------------------------------------------------
  composer.addEventListener('submit', (event) => {
    event.preventDefault()
    void submit()
  })
  hintButton.addEventListener('click', () => void submit({ mode: 'hint' }))
  questionBox.addEventListener('input', () => {
    showFormError(null)
    renderChrome()
  })
  questionBox.addEventListener('keydown', (event) => {
    // Enter asks, Shift+Enter starts a new line (and never while an IME is composing).
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault()
      void submit()
    }
  })
  questionBox.addEventListener('paste', (event) => {
    const file = firstImageFile(event.clipboardData?.items)
    if (file) {
      event.preventDefault()
      attach(file)
    }
  })
  stopButton.addEventListener('click', () => controller?.abort())
  attachButton.addEventListener('click', () => fileInput.click())
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0]
    if (file) attach(file)
    fileInput.value = ''
  })
  screenshotButton.addEventListener('click', async () => {
    showFormError(null)
    let dataUrl: string
    try {
      dataUrl = await chrome.tabs.captureVisibleTab({ format: 'png' })
    } catch {
      showFormError(t('captureFailed'))
      return
    }
    try {
      const cropped = await openCropDialog(dataUrl)
      if (cropped && attach(cropped)) questionBox.focus()
    } catch {
      showFormError(t('captureFailed'))
    }
  })
  historyButton.addEventListener('click', () => void openHistory())
  settingsButton.addEventListener('click', () => {
    view = 'settings'
    renderChrome()
    settingsView.languageSelect.focus()
  })
  flashcardsButton.addEventListener('click', () => {
    view = 'flashcards'
    renderChrome()
    void flashcardsView.open()
  })
  newButton.addEventListener('click', () => {
    if (view === 'thread') {
      controller?.abort()
      threadId = null
      setTurns([])
      void setThreadId(null)
    }
    view = 'thread'
    renderChrome()
    questionBox.focus()
  })
  signOutButton.addEventListener('click', () => void signOut())
  trialButton.addEventListener('click', () => {
    void chrome.tabs.create({ url: siteUrl(localizedPath(locale, TRIAL_CHECKOUT_PATH)) })
  })
  // An approval happens on the site: look again whenever the reader comes back to the panel.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && access && access.status !== 'approved') void loadAccess()
  })
  signInButton.addEventListener('click', () => {
    const path = `${localizedPath(locale, '/extension/connect')}?ext=${encodeURIComponent(chrome.runtime.id)}`
    void chrome.tabs.create({ url: siteUrl(path) })
    signInHint.textContent = t('signInWaiting')
  })

  // The popup hands over to the side panel; the window id is read ahead so that `open` runs inside
  // the click's user gesture.
  const currentWindow = await chrome.windows.getCurrent()
  sidePanelButton.addEventListener('click', () => {
    if (currentWindow.id === undefined) return
    void chrome.sidePanel
      .open({ windowId: currentWindow.id })
      .then(() => window.close())
      .catch(() => undefined)
  })

  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && STORAGE_KEYS.auth in changes) {
      void getAuth().then(async (next) => {
        const wasSignedIn = auth !== null
        auth = next
        if (next) {
          signedOutNotice = null
          signInHint.textContent = ''
          if (!wasSignedIn) {
            await Promise.all([loadQuota(), loadAccess()])
            receivePending(await takePendingQuestion())
          }
        } else {
          threadId = null
          quota = null
          access = null
          setTurns([])
        }
        renderChrome()
      })
    }
    // Until start-up is done, a pending question waits in storage: start-up takes it last.
    if (area === 'session' && isReady && auth && changes[STORAGE_KEYS.pendingQuestion]?.newValue) {
      void takePendingQuestion().then(receivePending)
    }
  })

  // ---- Start -------------------------------------------------------------------------------------
  watchExamSignal((signal) => {
    examSignal = signal
    settingsView.setExamSignal(signal)
    renderChrome()
  })
  renderChrome()
  if (auth) {
    const savedThread = await getThreadId()
    const [, , thread] = await Promise.all([loadQuota(), loadAccess(), savedThread ? fetchThread(savedThread) : null])
    // The conversation open before comes back, unless the reader has already asked something new.
    if (thread && !isBusy() && turns.length === 0) showThread(thread)
    renderChrome()
  }
  isReady = true
  // Signed out, "Ask Studify" text stays in storage until sign-in.
  if (auth) receivePending(await takePendingQuestion())
  if (!signedInView.hidden) questionBox.focus()
}
