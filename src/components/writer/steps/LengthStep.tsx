'use client'

import { useFormatter, useTranslations } from 'next-intl'
import type { CSSProperties } from 'react'

import {
  ESSAY_LENGTH_LEVELS,
  ESSAY_LENGTHS,
  type EssayLengthLevel,
  MAX_ESSAY_LENGTH,
  MIN_ESSAY_LENGTH,
} from '@/config/writer'

import { useWriter } from '../WriterProvider'
import styles from './LengthStep.module.css'
import stepStyles from './Step.module.css'

/** Step 2: a slider over the four lengths of spec §9 (default Medium), each with its pages and words. */
export function LengthStep({ headingId }: { headingId: string }) {
  const t = useTranslations('writer')
  const format = useFormatter()
  const { draft, updateDraft } = useWriter()
  const describe = (level: EssayLengthLevel) => {
    const { id, pages, words } = ESSAY_LENGTHS[level]
    return {
      name: t(`lengths.${id}`),
      pages: pages.map((count) => format.number(count)).join('–'),
      words: format.number(words),
    }
  }
  const current = describe(draft.length)
  return (
    <div className={stepStyles.step}>
      <div className={styles.value} aria-hidden="true">
        <strong>{current.name}</strong>
        <span className="muted">{t('lengths.detail', { pages: current.pages, words: current.words })}</span>
      </div>
      <input
        type="range"
        className={styles.slider}
        min={MIN_ESSAY_LENGTH}
        max={MAX_ESSAY_LENGTH}
        step={1}
        value={draft.length}
        aria-labelledby={headingId}
        aria-valuetext={t('wizard.length.valueText', current)}
        data-autofocus
        onChange={(event) => updateDraft({ length: Number(event.target.value) as EssayLengthLevel })}
      />
      <ol className={styles.ticks} aria-hidden="true">
        {ESSAY_LENGTH_LEVELS.map((level) => (
          <li
            key={level}
            className={level === draft.length ? styles.current : undefined}
            style={{ '--at': (level - MIN_ESSAY_LENGTH) / (MAX_ESSAY_LENGTH - MIN_ESSAY_LENGTH) } as CSSProperties}
          >
            <button type="button" tabIndex={-1} onClick={() => updateDraft({ length: level })}>
              {describe(level).name}
            </button>
          </li>
        ))}
      </ol>
    </div>
  )
}
