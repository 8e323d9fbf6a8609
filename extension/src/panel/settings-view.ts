import {
  EXAM_MODE_PAGE_PATH,
  EXAM_PAGE_RULES,
  EXAM_TITLE_MARKERS,
  EXAM_URL_MARKERS,
  type ExamMarker,
  LOCKDOWN_USER_AGENT_MARKERS,
} from '@/config/exam-mode'
import { LANGUAGES, LOCALES, type Locale } from '@/config/locales'
import { localizedPath } from '@/lib/paths'

import { siteUrl } from '../config/site'
import type { ExamSignal } from '../exam-mode/detect-exam-page'
import { h } from './dom'
import { t } from './i18n'

const entry = (platform: string, shown: string) =>
  h('li', {}, h('strong', {}, platform), ' ', h('code', { dir: 'ltr' }, shown))

const markerEntries = (markers: readonly ExamMarker[]) => markers.map((marker) => entry(marker.platform, marker.shown))

/**
 * The panel's settings: the language answers are written in (any of the 14 site languages), and
 * honest exam mode — whether it is on for the student's page, and the read-only list of pages and
 * hints that turn it on (the same list the site publishes at /exam-mode for schools).
 */
export const createSettingsView = ({
  locale,
  onAnswerLocaleChange,
}: {
  locale: Locale
  onAnswerLocaleChange: (locale: Locale) => void
}) => {
  const languageSelect = h(
    'select',
    { id: 'answer-language', name: 'answerLocale', 'aria-describedby': 'answer-language-hint' },
    ...LOCALES.map((code) => h('option', { value: code, lang: code }, LANGUAGES[code].nativeName)),
  )
  languageSelect.addEventListener('change', () => onAnswerLocaleChange(languageSelect.value as Locale))
  const examStatus = h('p', { class: 'exam-status', role: 'status' })
  const schoolsButton = h('button', { type: 'button', class: 'link' }, t('examModeSchoolsLink'))
  schoolsButton.addEventListener('click', () => {
    void chrome.tabs.create({ url: siteUrl(localizedPath(locale, EXAM_MODE_PAGE_PATH)) })
  })

  const element = h(
    'section',
    { class: 'settings', 'aria-labelledby': 'settings-title', hidden: true },
    h('h1', { id: 'settings-title' }, t('settings')),
    h(
      'div',
      { class: 'setting' },
      h('label', { for: 'answer-language' }, t('answerLanguage')),
      languageSelect,
      h('p', { id: 'answer-language-hint', class: 'muted' }, t('answerLanguageHint')),
    ),
    h(
      'section',
      { class: 'setting', 'aria-labelledby': 'exam-mode-title' },
      h('h2', { id: 'exam-mode-title', tabindex: -1 }, t('examModeTitle')),
      examStatus,
      h('p', {}, t('examModeExplain')),
      h('h3', {}, t('examModePages')),
      h('ul', { class: 'exam-list' }, ...EXAM_PAGE_RULES.map((rule) => entry(rule.platform, rule.shown))),
      h('h3', {}, t('examModeHints')),
      h(
        'ul',
        { class: 'exam-list' },
        ...markerEntries([...LOCKDOWN_USER_AGENT_MARKERS, ...EXAM_URL_MARKERS, ...EXAM_TITLE_MARKERS]),
      ),
      schoolsButton,
    ),
  )

  return {
    element,
    languageSelect,
    focusExamMode: () => element.querySelector<HTMLElement>('#exam-mode-title')?.focus(),
    setAnswerLocale: (answerLocale: Locale) => {
      languageSelect.value = answerLocale
    },
    setExamSignal: (signal: ExamSignal | null) => {
      examStatus.textContent = signal ? t('examModeOn', signal.platform) : t('examModeOff')
      examStatus.dataset.on = String(Boolean(signal))
    },
  }
}
