import type { Locale } from '@/config/locales'

import type { AccessInfo } from '../api/schemas'
import type { ExamSignal } from '../exam-mode/detect-exam-page'
import type { StoredAuth } from '../storage'

export type Surface = 'sidepanel' | 'popup'
export type View = 'thread' | 'history' | 'settings' | 'flashcards'
export type Quota = { remaining: number | null; resetTime: string | null }

/** What every view of the panel reads; the views own their DOM, the wiring entry owns this. */
export type PanelState = {
  /** The panel's own language (its strings, the API's messages). */
  readonly locale: Locale
  auth: StoredAuth | null
  view: View
  quota: Quota | null
  /** Whether this account may ask yet; unknown (null) is not shown. */
  access: AccessInfo | null
  /** The student's page is a quiz or exam page (src/config/exam-mode.ts). */
  examSignal: ExamSignal | null
  /** The language answers are written in. */
  answerLocale: Locale
  signedOutNotice: string | null
}

/** The panel's state and one redraw for all views, asked for by whoever changed it. */
export const createPanelState = (initial: PanelState) => {
  const listeners: (() => void)[] = []
  return {
    state: initial,
    onChange: (listener: () => void) => listeners.push(listener),
    render: () => listeners.forEach((listener) => listener()),
  }
}
export type PanelStore = ReturnType<typeof createPanelState>
