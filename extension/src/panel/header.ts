import { h } from './dom'
import { t } from './i18n'
import type { PanelState, Surface, View } from './state'

/**
 * The bar on top: Flashcards, History, Settings, and "New question" (or "Back" from another view);
 * the popup also offers to move to the side panel.
 */
export const createHeader = ({
  surface,
  onShow,
  onNewQuestion,
  onOpenSidePanel,
}: {
  surface: Surface
  onShow: (view: Exclude<View, 'thread'>) => void
  onNewQuestion: () => void
  onOpenSidePanel: () => void
}) => {
  const button = (label: string, onClick: () => void) =>
    h('button', { type: 'button', class: 'button ghost small', onClick }, label)
  const flashcards = button(t('flashcards'), () => onShow('flashcards'))
  const history = button(t('history'), () => onShow('history'))
  const settings = button(t('settings'), () => onShow('settings'))
  const newQuestion = button(t('newQuestion'), onNewQuestion)
  const sidePanel = button(t('openSidePanel'), onOpenSidePanel)
  const element = h(
    'header',
    { class: 'bar' },
    h('span', { class: 'brand' }, h('img', { src: 'icons/icon-32.png', alt: '', width: 20, height: 20 }), 'Studify'),
    h('span', { class: 'spacer' }),
    flashcards,
    history,
    settings,
    newQuestion,
    surface === 'popup' ? sidePanel : null,
  )
  const render = ({ auth, view }: PanelState, hasTurns: boolean) => {
    const signedIn = auth !== null
    history.hidden = !signedIn || view === 'history'
    settings.hidden = !signedIn || view === 'settings'
    flashcards.hidden = !signedIn || view === 'flashcards'
    newQuestion.hidden = !signedIn || (view === 'thread' && !hasTurns)
    newQuestion.textContent = view === 'thread' ? t('newQuestion') : t('back')
  }
  return { element, render }
}
