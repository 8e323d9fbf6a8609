import {
  EXAM_MODE_PAGE_PATH,
  EXAM_PAGE_RULES,
  EXAM_TITLE_MARKERS,
  EXAM_URL_MARKERS,
  type ExamMarker,
  LOCKDOWN_USER_AGENT_MARKERS,
} from '@/config/exam-mode'
import type { Locale } from '@/config/locales'
import { localizedPath } from '@/lib/paths'

import { siteUrl } from '../config/site'
import type { ExamSignal } from '../exam-mode/detect-exam-page'
import { t } from './i18n'

export const EXAM_TITLE_ID = 'exam-mode-title'

/**
 * Says why answers on this page are explanations only, while the student's page is a quiz or exam
 * page; "About exam mode" opens the settings on the mode and its page list.
 */
export function ExamBanner({ signal, onAbout }: { signal: ExamSignal | null; onAbout: () => void }) {
  if (!signal) return null
  return (
    <section className="exam-banner" role="status" aria-labelledby="exam-banner-title">
      <strong id="exam-banner-title">{t('examModeTitle')}</strong>
      <p>{t('examModeBanner')}</p>
      <p>{t('examModeDetected', signal.platform)}</p>
      <button type="button" className="link" onClick={onAbout}>
        {t('examModeAbout')}
      </button>
    </section>
  )
}

const Entries = ({ entries }: { entries: readonly Pick<ExamMarker, 'id' | 'platform' | 'shown'>[] }) => (
  <ul className="exam-list">
    {entries.map((entry) => (
      <li key={entry.id}>
        <strong>{entry.platform}</strong> <code dir="ltr">{entry.shown}</code>
      </li>
    ))}
  </ul>
)

/**
 * Honest exam mode in the settings: whether it is on for the student's page, and the read-only list
 * of pages and hints that turn it on (the list the site publishes at /exam-mode for schools).
 */
export function ExamModeSettings({ signal, locale }: { signal: ExamSignal | null; locale: Locale }) {
  return (
    <section className="setting exam-settings" aria-labelledby={EXAM_TITLE_ID}>
      <h2 id={EXAM_TITLE_ID} tabIndex={-1}>
        {t('examModeTitle')}
      </h2>
      <p className="exam-status" role="status" data-on={String(Boolean(signal))}>
        {signal ? t('examModeOn', signal.platform) : t('examModeOff')}
      </p>
      <p>{t('examModeExplain')}</p>
      <h3>{t('examModePages')}</h3>
      <Entries entries={EXAM_PAGE_RULES} />
      <h3>{t('examModeHints')}</h3>
      <Entries entries={[...LOCKDOWN_USER_AGENT_MARKERS, ...EXAM_URL_MARKERS, ...EXAM_TITLE_MARKERS]} />
      <button
        type="button"
        className="link"
        onClick={() => void chrome.tabs.create({ url: siteUrl(localizedPath(locale, EXAM_MODE_PAGE_PATH)) })}
      >
        {t('examModeSchoolsLink')}
      </button>
    </section>
  )
}
