import { detectExamPage, type ExamSignal } from './detect-exam-page'

const isWebPage = (tab: chrome.tabs.Tab) => /^https?:/.test(tab.url ?? '')

/**
 * The page the student is working on: the active tab of the panel's window, or, when that is not a
 * web page (the panel opened as a tab of its own), the web page they used last. The `tabs`
 * permission gives its address and title; they are read here and never leave the extension.
 */
const pageTab = async (): Promise<chrome.tabs.Tab | null> => {
  const [active] = await chrome.tabs.query({ active: true, currentWindow: true })
  if (active && isWebPage(active)) return active
  const webTabs = (await chrome.tabs.query({})).filter(isWebPage)
  return webTabs.sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0] ?? null
}

/** Whether the student's page is a quiz or exam page, and why (null: it is not, or there is none). */
export const readExamSignal = async (): Promise<ExamSignal | null> => {
  const tab = await pageTab().catch(() => null)
  return detectExamPage({ url: tab?.url, title: tab?.title, userAgent: navigator.userAgent })
}

/** Calls `onChange` with the new signal whenever the student switches tab or window, or a page moves on. */
export const watchExamSignal = (onChange: (signal: ExamSignal | null) => void) => {
  const refresh = () => void readExamSignal().then(onChange)
  chrome.tabs.onActivated.addListener(refresh)
  chrome.tabs.onUpdated.addListener((_tabId, change) => {
    if (change.url !== undefined || change.title !== undefined || change.status === 'complete') refresh()
  })
  chrome.tabs.onRemoved.addListener(refresh)
  chrome.windows.onFocusChanged.addListener(refresh)
  // The panel opened as a tab comes back into view when the student returns to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh()
  })
  refresh()
}
