'use client'

import { useFormatter, useTranslations } from 'next-intl'

import styles from './EssayProgress.module.css'

/** The live word count against the length's target, as text and as a progress bar. */
export function EssayProgress({ words, target }: { words: number; target: number }) {
  const t = useTranslations('writer.essay')
  const format = useFormatter()
  const label = t('wordCount', { count: format.number(words), target: format.number(target) })
  const percent = target ? Math.min(100, Math.round((words / target) * 100)) : 0
  return (
    <div className={styles.progress}>
      <span className={styles.wordCount} data-testid="essay-word-count">
        {label}
      </span>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(words, target)}
        aria-valuetext={label}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  )
}
