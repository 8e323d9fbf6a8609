import '../zod-setup'

import { restrictStorageToExtension } from '../storage'
import { handleExternalMessage, handleInternalMessage } from './auth'
import { createContextMenu, handleContextMenuClick } from './context-menu'

// The service worker only wires things up; listeners are added synchronously at start, as MV3 requires.
chrome.runtime.onInstalled.addListener(createContextMenu)
chrome.contextMenus.onClicked.addListener((info, tab) => void handleContextMenuClick(info, tab))
chrome.runtime.onMessageExternal.addListener(handleExternalMessage)
chrome.runtime.onMessage.addListener(handleInternalMessage)
void restrictStorageToExtension()

// Reached by the browser tests through `serviceWorker.evaluate` (native context menus cannot be clicked).
Object.assign(self, { studifyHandleContextMenuClick: handleContextMenuClick })
