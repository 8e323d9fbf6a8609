import { detectExamPage } from '../exam-mode/detect-exam-page'
import { openSidePanel } from '../side-panel'
import { setPendingQuestion } from '../storage'

export const ASK_MENU_ID = 'studify-ask'

export const createContextMenu = () => {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({
      id: ASK_MENU_ID,
      title: chrome.i18n.getMessage('contextMenuAsk'),
      contexts: ['selection'],
    })
  })
}

/**
 * "Ask Studify" on selected text: opens the side panel and hands it the selection (kept in session
 * storage until the panel takes it, so it also works when the panel was closed). The panel must be
 * opened synchronously, inside the click's user gesture, so that happens before anything is awaited.
 * Text selected on a quiz or exam page (the page or the frame it was selected in) is asked in exam mode.
 */
export const handleContextMenuClick = async (info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab) => {
  if (info.menuItemId !== ASK_MENU_ID) return
  const selection = info.selectionText?.trim()
  if (!selection) return
  const opened = tab ? openSidePanel(tab.windowId) : Promise.resolve()
  const isFromExamPage = [info.pageUrl, info.frameUrl].some(
    (url) => detectExamPage({ url, title: tab?.title, userAgent: globalThis.navigator?.userAgent }) !== null,
  )
  await setPendingQuestion(selection, { isFromExamPage })
  await opened.catch((error: unknown) => console.warn('Studify: could not open the side panel', error))
}
