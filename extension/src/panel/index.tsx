import '../zod-setup'
import './panel.css'

import { createRoot } from 'react-dom/client'

import { getAnswerLocale, getAuth, getThreadId } from '../storage'
import { applyDocumentLanguage, uiLocale } from './i18n'
import { PanelApp } from './PanelApp'

applyDocumentLanguage()
/** Reads what the panel starts from in storage, then draws it. */
const start = async (root: HTMLElement) => {
  const [auth, answerLocale, threadId, currentWindow] = await Promise.all([
    getAuth(),
    getAnswerLocale(),
    getThreadId(),
    chrome.windows.getCurrent().catch(() => null),
  ])
  const panelStart = {
    locale: uiLocale(),
    surface: document.body.dataset.surface === 'popup' ? ('popup' as const) : ('sidepanel' as const),
    auth,
    answerLocale,
    threadId,
    windowId: currentWindow?.id,
  }
  createRoot(root).render(<PanelApp start={panelStart} />)
}

const root = document.getElementById('app')
if (root) void start(root)
