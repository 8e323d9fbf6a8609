import { localizedPath } from '@/lib/paths'

import { apiPost, StudifyApiError } from '../api/client'
import { makeFlashcard } from '../api/flashcards'
import { checkResultSchema, feedbackResponseSchema } from '../api/schemas'
import { refreshDueBadge } from '../badge'
import { siteUrl } from '../config/site'
import { type MessageKey, t } from './i18n'
import type { Session } from './session'
import type { PanelState } from './state'

/**
 * What the buttons under an answer do, each call to the site: vote, check the student's own
 * answer, save as a flashcard, report a wrong answer on the site. Failures reject with the text to show.
 */
export const createTurnActions = ({
  state,
  session,
  threadId,
}: {
  state: PanelState
  session: Session
  threadId: () => string | null
}) => {
  /** Runs a call with the session's credentials; a failure becomes the message to show. */
  const call = async <T>(
    fallback: MessageKey,
    run: (current: NonNullable<ReturnType<Session['credentials']>>) => Promise<T>,
  ) => {
    const current = session.credentials()
    if (!current) throw new Error(t(fallback))
    try {
      return await run(current)
    } catch (error) {
      throw new Error(error instanceof StudifyApiError ? await session.describeError(error) : t(fallback))
    }
  }

  /** The site's Report tab for this answer: the form there is filled in from it. */
  const report = (answerId: string) => {
    const path = `${localizedPath(state.locale, '/')}#settings=report&answerId=${encodeURIComponent(answerId)}`
    void chrome.tabs.create({ url: siteUrl(path) })
  }

  const feedback = (answerId: string, isHelpful: boolean) =>
    call('feedbackFailed', async (current) => {
      const path = `/answers/${encodeURIComponent(answerId)}/feedback`
      return (await apiPost(path, { helpful: isHelpful }, feedbackResponseSchema, current)).feedback
    })

  const check = (studentAnswer: string) =>
    call('checkFailed', async (current) => {
      const id = threadId()
      if (!id) throw new Error(t('checkFailed'))
      return apiPost('/ask', { mode: 'check', threadId: id, studentAnswer }, checkResultSchema, current)
    })

  const flashcard = (answerId: string) =>
    call('flashcardFailed', async (current) => {
      const { isNew } = await makeFlashcard(answerId, current)
      void refreshDueBadge()
      return t(isNew ? 'flashcardSaved' : 'flashcardExists')
    })

  return { report, feedback, check, flashcard }
}
