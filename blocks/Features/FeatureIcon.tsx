import type { FeatureIconName } from '../../src/config/pages'

import styles from './FeatureIcon.module.css'

const ICONS: Record<Exclude<FeatureIconName, 'languages'>, string> = {
  // A chat bubble with a question mark.
  ask: 'M5 5h14a2 2 0 012 2v8a2 2 0 01-2 2h-7l-5 4v-4H5a2 2 0 01-2-2V7a2 2 0 012-2zm5.5 4a1.5 1.5 0 113 0c0 1-1.5 1.2-1.5 2.5M12 14h.01',
  // A crop frame.
  screenshot: 'M7 3v14h14M3 7h14v14',
  // A cursor over lines.
  rightClick: 'M4 5h10M4 9h7M4 13h5m5-3l6 6-3 1-1 3z',
  // Two bubbles.
  followUps:
    'M4 4h10a2 2 0 012 2v5a2 2 0 01-2 2H9l-4 3v-3H4a2 2 0 01-2-2V6a2 2 0 012-2zm16 6h0a2 2 0 012 2v5a2 2 0 01-2 2h-1v3l-4-3h-3',
}

/** The small drawn icon of a feature card; `languages` shows the answer-language count instead. */
export function FeatureIcon({ icon, answerLanguages }: { icon: FeatureIconName; answerLanguages: string }) {
  if (icon === 'languages') {
    return (
      <span className={`${styles.icon} ${styles.languages}`} aria-hidden="true">
        {answerLanguages}
      </span>
    )
  }
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[icon]} />
      </svg>
    </span>
  )
}
