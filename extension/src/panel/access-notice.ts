import { TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { localizedPath } from '@/lib/paths'

import { siteUrl } from '../config/site'
import { h } from './dom'
import { t } from './i18n'
import type { PanelState } from './state'

const COPY = {
  pending: ['accessPendingTitle', 'accessPendingText'],
  rejected: ['accessRejectedTitle', 'accessRejectedText'],
  none: ['accessNoneTitle', 'accessNoneText'],
} as const

/** The notice's id: a disabled Ask is described by it. */
export const ACCESS_NOTICE_ID = 'access-notice'

/** Until an admin approves a free account, questions are refused (403): the panel says so first. */
export const createAccessNotice = ({ locale }: Pick<PanelState, 'locale'>) => {
  const title = h('strong', { class: 'access-title' })
  const text = h('p', {})
  const trial = h('button', { type: 'button', class: 'button primary small' }, t('startTrial'))
  trial.addEventListener('click', () => {
    void chrome.tabs.create({ url: siteUrl(localizedPath(locale, TRIAL_CHECKOUT_PATH)) })
  })
  const next = h('p', { class: 'access-next' }, t('accessTrialHint'), ' ', trial)
  const element = h(
    'section',
    { id: ACCESS_NOTICE_ID, class: 'access-notice', role: 'status', hidden: true },
    title,
    text,
    next,
  )
  return {
    element,
    render: ({ access }: PanelState) => {
      const waiting = access && access.status !== 'approved' ? access.status : null
      element.hidden = !waiting
      element.dataset.status = waiting ?? ''
      if (!waiting) return
      title.textContent = t(COPY[waiting][0])
      text.textContent = t(COPY[waiting][1])
      next.hidden = access?.isPaid === true
    },
  }
}
