import { localizedPath } from '@/lib/paths'

import { siteUrl } from '../config/site'
import { h } from './dom'
import { t } from './i18n'
import type { PanelState } from './state'

/** Signed out: sign in on the site (/extension/connect hands the token back to the extension). */
export const createSignedOutView = ({ locale }: Pick<PanelState, 'locale'>) => {
  const hint = h('p', { class: 'muted', role: 'status' })
  const notice = h('p', { class: 'notice', role: 'alert', hidden: true })
  const signIn = h('button', { type: 'button', class: 'button primary' }, t('signIn'))
  signIn.addEventListener('click', () => {
    const path = `${localizedPath(locale, '/extension/connect')}?ext=${encodeURIComponent(chrome.runtime.id)}`
    void chrome.tabs.create({ url: siteUrl(path) })
    hint.textContent = t('signInWaiting')
  })
  const element = h(
    'section',
    { class: 'signed-out' },
    h('h1', {}, t('signInTitle')),
    h('p', {}, t('signInText')),
    notice,
    signIn,
    hint,
  )
  return {
    element,
    /** Signed in at last: the waiting hint goes. */
    clearHint: () => (hint.textContent = ''),
    render: ({ auth, signedOutNotice }: PanelState) => {
      element.hidden = auth !== null
      notice.hidden = !signedOutNotice
      notice.textContent = signedOutNotice ?? ''
    },
  }
}
