'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { parseSettingsHash, type SettingsTab } from './settings-tabs'

// React's own lazy loading, not next/dynamic: the panel opens only on the client, and next/dynamic's
// loader would be one more module in every page's first load (the account menu is in the header).
const SettingsModal = lazy(() => import('./SettingsModal'))

type OpenState = { tab: SettingsTab; answerId?: string } | null

/**
 * Owns whether the settings panel is open: from the account menu, or from a `#settings…` link
 * (the extension's "Report wrong answer"). Closing clears the hash so Back does not reopen it.
 */
export const useSettingsPanel = (isSignedIn: boolean) => {
  const [open, setOpen] = useState<OpenState>(null)

  useEffect(() => {
    if (!isSignedIn) return
    const fromHash = () => {
      const parsed = parseSettingsHash(window.location.hash)
      if (parsed) setOpen(parsed)
    }
    fromHash()
    window.addEventListener('hashchange', fromHash)
    return () => window.removeEventListener('hashchange', fromHash)
  }, [isSignedIn])

  const close = () => {
    setOpen(null)
    if (parseSettingsHash(window.location.hash)) {
      history.replaceState(null, '', window.location.pathname + window.location.search)
    }
  }

  // Rendered at the end of <body>: the account menu lives in the header's collapsible menu, which
  // is hidden on phones, and a dialog inside a hidden element never shows (a `#settings=` link,
  // such as the billing portal's way back, opened nothing there).
  const panel = open
    ? createPortal(
        <Suspense fallback={null}>
          <SettingsModal initialTab={open.tab} answerId={open.answerId} onClose={close} />
        </Suspense>,
        document.body,
      )
    : null
  return { openSettings: (tab: SettingsTab = 'account') => setOpen({ tab }), panel }
}
