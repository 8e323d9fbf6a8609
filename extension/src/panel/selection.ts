import { MAX_QUESTION_LENGTH } from '@/config/limits'

import type { PendingQuestion } from '../storage'
import type { Composer } from './composer'
import type { Conversation } from './conversation'
import { formatNumber, t } from './i18n'
import type { PanelStore } from './state'

/**
 * Text from "Ask Studify" (extension/src/background/context-menu.ts): a new question, with its own
 * conversation and History entry, never a follow-up of what is open. Asked at once, unless it had
 * to be shortened (then the reader edits it) or an answer is still streaming (then it waits in the
 * box, and asking it starts the new conversation).
 */
export const createSelectionReceiver =
  ({ store, conversation, composer }: { store: PanelStore; conversation: Conversation; composer: Composer }) =>
  (pending: PendingQuestion | null) => {
    if (!pending || !store.state.auth) return
    store.state.view = 'thread'
    if (conversation.isBusy()) conversation.askNextAsNew()
    else conversation.startOver()
    composer.setText(pending.text)
    store.render()
    if (pending.isTruncated) {
      composer.showError(t('selectionTooLong', formatNumber(MAX_QUESTION_LENGTH)))
      composer.focus()
    } else if (!conversation.isBusy()) {
      void conversation.submit({ isFromExamPage: pending.isFromExamPage })
    }
  }
