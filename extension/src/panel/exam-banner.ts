import type { ExamSignal } from '../exam-mode/detect-exam-page'
import { h } from './dom'
import { t } from './i18n'

/**
 * Says why answers on this page are explanations only. Shown while the student's page is a quiz
 * or exam page; the button opens the settings, where the mode and its page list are.
 */
export const createExamBanner = ({ onAbout }: { onAbout: () => void }) => {
  const detected = h('p', {})
  const element = h(
    'section',
    { class: 'exam-banner', role: 'status', 'aria-labelledby': 'exam-banner-title', hidden: true },
    h('strong', { id: 'exam-banner-title' }, t('examModeTitle')),
    h('p', {}, t('examModeBanner')),
    detected,
    h('button', { type: 'button', class: 'link', onClick: onAbout }, t('examModeAbout')),
  )
  return {
    element,
    update: (signal: ExamSignal | null) => {
      element.hidden = !signal
      detected.textContent = signal ? t('examModeDetected', signal.platform) : ''
    },
  }
}
