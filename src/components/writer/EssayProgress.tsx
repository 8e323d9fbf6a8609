'use client'

import { useFormatter, useTranslations } from 'next-intl'

/** The live word count against the length's target, as text and as a progress bar. */
export function EssayProgress({ words, target, isStreaming }: { words: number; target: number; isStreaming: boolean }) {
  const t = useTranslations('writer.essay')
  const format = useFormatter()
  const label = t('wordCount', { count: format.number(words), target: format.number(target) })
  const percent = target ? Math.min(100, Math.round((words / target) * 100)) : 0
  return (
    <div className="essay-progress">
      <span className="essay-word-count" data-testid="essay-word-count">
        {label}
      </span>
      <div
        className={`essay-progress-bar${isStreaming ? ' is-streaming' : ''}`}
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
