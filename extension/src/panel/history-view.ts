import { apiGet, StudifyApiError } from '../api/client'
import { type ThreadDetail, threadListSchema, threadResponseSchema, type ThreadSummary } from '../api/schemas'
import { h } from './dom'
import { formatShortDate, t } from './i18n'
import type { Session } from './session'

/** The student's recent conversations; choosing one opens it in the thread. */
export const createHistoryView = ({
  session,
  isBusy,
  onOpen,
}: {
  session: Session
  isBusy: () => boolean
  /** A conversation was loaded: show it (and go back to the thread). */
  onOpen: (thread: ThreadDetail) => void
}) => {
  const list = h('ul', { class: 'history-list' })
  const status = h('p', { class: 'muted', role: 'status' })
  const element = h(
    'section',
    { class: 'history', 'aria-labelledby': 'history-title', hidden: true },
    h('h1', { id: 'history-title' }, t('history')),
    status,
    list,
  )

  const fetchThread = (id: string) =>
    session.quietly(
      async (current) => (await apiGet(`/threads/${encodeURIComponent(id)}`, threadResponseSchema, current)).thread,
    )

  const item = (thread: ThreadSummary) =>
    h(
      'li',
      {},
      h(
        'button',
        {
          type: 'button',
          class: 'history-item',
          onClick: async () => {
            status.textContent = t('loading')
            const detail = await fetchThread(thread.id)
            if (detail && !isBusy()) {
              status.textContent = ''
              onOpen(detail)
            } else status.textContent = session.credentials() && !detail ? t('threadLoadFailed') : ''
          },
        },
        h('span', { class: 'history-title', dir: 'auto' }, thread.title || thread.lastQuestion || t('imageQuestion')),
        h('span', { class: 'history-date muted' }, formatShortDate(thread.updatedAt)),
      ),
    )

  /** Loads the list (the view is shown by the caller). */
  const open = async () => {
    const current = session.credentials()
    if (!current) return
    list.replaceChildren()
    status.textContent = t('loading')
    try {
      const { threads } = await apiGet('/threads', threadListSchema, current)
      list.replaceChildren(...threads.map(item))
      status.textContent = threads.length ? '' : t('historyEmpty')
    } catch (error) {
      status.textContent =
        error instanceof StudifyApiError && error.status === 401
          ? await session.describeError(error)
          : t('historyLoadFailed')
    }
  }

  return { element, open, fetchThread }
}
