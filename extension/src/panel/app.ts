import { getAnswerLocale, getAuth, getThreadId, setAnswerLocale, STORAGE_KEYS, takePendingQuestion } from '../storage'
import { watchExamSignal } from '../exam-mode/active-page'
import { openSidePanel } from '../side-panel'
import { createAccessNotice } from './access-notice'
import { createComposer } from './composer'
import { createConversation } from './conversation'
import { h } from './dom'
import { createExamBanner } from './exam-banner'
import { createFlashcardsView } from './flashcards-view'
import { createHeader } from './header'
import { createHistoryView } from './history-view'
import { t, uiLocale } from './i18n'
import { createSelectionReceiver } from './selection'
import { createSession } from './session'
import { createSettingsView } from './settings-view'
import { createSignedOutView } from './signed-out-view'
import { createPanelState, type Surface, type View } from './state'

/**
 * The side panel and the action popup (the same UI): sign-in, the question box with an optional
 * image, the streamed thread with follow-ups, the weekly quota, the history, flashcards and
 * settings. Each view is its own module; this entry only builds them and wires them together. It
 * only ever talks to the site's API; it never touches the pages the reader visits.
 */
export const startApp = async (root: HTMLElement, surface: Surface) => {
  const locale = uiLocale()
  const store = createPanelState({
    locale,
    auth: await getAuth(),
    view: 'thread',
    quota: null,
    access: null,
    examSignal: null,
    answerLocale: (await getAnswerLocale()) ?? locale,
    signedOutNotice: null,
  })
  const { state } = store
  let isReady = false

  const composer = createComposer({
    locale,
    onAsk: (mode) => void conversation.submit({ mode }),
    onStop: () => conversation.stop(),
    onInput: () => store.render(),
  })
  const session = createSession(store, { onSignedOut: () => conversation.clear() })
  const conversation = createConversation({ store, session, composer })
  const receiveSelection = createSelectionReceiver({ store, conversation, composer })

  const show = (view: View) => {
    state.view = view
    store.render()
  }
  const settingsView = createSettingsView({
    locale,
    onAnswerLocaleChange: (next) => {
      state.answerLocale = next
      void setAnswerLocale(next)
    },
  })
  settingsView.setAnswerLocale(state.answerLocale)
  const examBanner = createExamBanner({
    onAbout: () => {
      show('settings')
      settingsView.focusExamMode()
    },
  })
  const flashcardsView = createFlashcardsView({
    credentials: () => session.credentials(),
    describeError: (error) => session.describeError(error),
  })
  const historyView = createHistoryView({
    session,
    isBusy: conversation.isBusy,
    onOpen: (thread) => {
      conversation.show(thread)
      show('thread')
    },
  })
  const accessNotice = createAccessNotice({ locale })
  const signedOutView = createSignedOutView({ locale })

  // The popup hands over to the side panel; the window id is read ahead so that `open` runs inside
  // the click's user gesture.
  const currentWindow = await chrome.windows.getCurrent()
  const header = createHeader({
    surface,
    onShow: (view) => {
      show(view)
      if (view === 'history') void historyView.open()
      if (view === 'flashcards') void flashcardsView.open()
      if (view === 'settings') settingsView.languageSelect.focus()
    },
    onNewQuestion: () => {
      if (state.view === 'thread') conversation.startOver()
      show('thread')
      composer.focus()
    },
    onOpenSidePanel: () => {
      void openSidePanel(currentWindow.id)
        .then(() => window.close())
        .catch(() => undefined)
    },
  })

  const account = h('p', { class: 'account muted' })
  const signOutButton = h(
    'button',
    { type: 'button', class: 'link', onClick: () => void session.signOut() },
    t('signOut'),
  )
  const signedInView = h(
    'div',
    { class: 'signed-in' },
    accessNotice.element,
    examBanner.element,
    historyView.element,
    settingsView.element,
    flashcardsView.element,
    conversation.element,
    composer.element,
  )
  const footer = h('footer', { class: 'foot' }, account, h('p', { class: 'honesty muted' }, t('honestyNote')))
  root.replaceChildren(header.element, h('main', {}, signedOutView.element, signedInView), footer)

  store.onChange(() => {
    const { auth, view } = state
    const hasTurns = conversation.hasTurns()
    header.render(state, hasTurns)
    signedOutView.render(state)
    accessNotice.render(state)
    signedInView.hidden = auth === null
    account.replaceChildren(...(auth ? [t('signedInAs', auth.user.name), ' · ', signOutButton] : []))
    historyView.element.hidden = view !== 'history'
    settingsView.element.hidden = view !== 'settings'
    flashcardsView.element.hidden = view !== 'flashcards'
    examBanner.update(view === 'thread' ? state.examSignal : null)
    conversation.element.hidden = view !== 'thread'
    composer.element.hidden = view !== 'thread'
    composer.render(state, { isBusy: conversation.isBusy(), hasTurns })
  })

  // An approval happens on the site: look again whenever the reader comes back to the panel.
  // The site may have signed this session out meanwhile (a browser it could not tell): ask again too.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !state.auth) return
    void session.recheck()
    if (state.access && state.access.status !== 'approved') void session.loadAccess()
  })
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && STORAGE_KEYS.auth in changes) {
      void getAuth().then(async (next) => {
        const wasSignedIn = state.auth !== null
        state.auth = next
        if (next) {
          state.signedOutNotice = null
          signedOutView.clearHint()
          if (!wasSignedIn) {
            await Promise.all([session.loadQuota(), session.loadAccess()])
            receiveSelection(await takePendingQuestion())
          }
        } else {
          Object.assign(state, { quota: null, access: null })
          conversation.clear()
        }
        store.render()
      })
    }
    // Until start-up is done, a pending question waits in storage: start-up takes it last.
    if (area === 'session' && isReady && state.auth && changes[STORAGE_KEYS.pendingQuestion]?.newValue) {
      void takePendingQuestion().then(receiveSelection)
    }
  })

  watchExamSignal((signal) => {
    state.examSignal = signal
    settingsView.setExamSignal(signal)
    store.render()
  })
  store.render()
  if (state.auth) {
    const savedThread = await getThreadId()
    const [, , thread] = await Promise.all([
      session.loadQuota(),
      session.loadAccess(),
      savedThread ? historyView.fetchThread(savedThread) : null,
    ])
    // The conversation open before comes back, unless the reader has already asked something new.
    if (thread && !conversation.isBusy() && !conversation.hasTurns()) conversation.show(thread)
    store.render()
  }
  isReady = true
  // Signed out, "Ask Studify" text stays in storage until sign-in.
  if (state.auth) receiveSelection(await takePendingQuestion())
  if (!signedInView.hidden) composer.focus()
}
