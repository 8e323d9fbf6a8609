import '../zod-setup'

import { BADGE_ALARM, refreshDueBadge, scheduleBadgeRefresh } from '../badge'
import { restrictStorageToExtension, STORAGE_KEYS } from '../storage'
import { handleBridgeMessage, handleExternalMessage, handleInternalMessage } from './auth'
import { createContextMenu, handleContextMenuClick } from './context-menu'

// The service worker only wires things up; listeners are added synchronously at start, as MV3 requires.
chrome.runtime.onInstalled.addListener(() => {
  createContextMenu()
  void scheduleBadgeRefresh()
  void refreshDueBadge()
})
chrome.runtime.onStartup.addListener(() => void refreshDueBadge())
chrome.alarms.onAlarm.addListener((alarm) => alarm.name === BADGE_ALARM && void refreshDueBadge())
// Signing in or out changes whose cards are counted.
chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && STORAGE_KEYS.auth in changes) void refreshDueBadge()
})
chrome.contextMenus.onClicked.addListener((info, tab) => void handleContextMenuClick(info, tab))
chrome.runtime.onMessageExternal.addListener(handleExternalMessage)
chrome.runtime.onMessage.addListener(handleInternalMessage)
// The connect page's content script: the sign-in hand-off where pages cannot message us (Firefox).
chrome.runtime.onMessage.addListener(handleBridgeMessage)
void restrictStorageToExtension()

// Reached by the browser tests through `serviceWorker.evaluate` (native context menus cannot be clicked).
Object.assign(self, { studifyHandleContextMenuClick: handleContextMenuClick })
