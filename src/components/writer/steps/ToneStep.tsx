'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { ESSAY_TONES } from '@/config/writer'

import { useWriter } from '../WriterProvider'
import styles from './ToneStep.module.css'
import stepStyles from './Step.module.css'

/** Step 3: the eight tones as one radio group; Next waits for a choice (spec §5). */
export function ToneStep({ headingId }: { headingId: string }) {
  const t = useTranslations('writer')
  const { draft, updateDraft } = useWriter()
  // The requirement is an error only once the student has left the choices without picking one.
  const [leftEmpty, setLeftEmpty] = useState(false)
  const isRequirementShown = !draft.tone && leftEmpty
  return (
    <div className={stepStyles.step}>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby="tone-required"
        className={styles.grid}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setLeftEmpty(!draft.tone)
        }}
      >
        {ESSAY_TONES.map((tone, index) => (
          <label key={tone} className={draft.tone === tone ? `${styles.option} ${styles.selected}` : styles.option}>
            <input
              type="radio"
              name="essay-tone"
              value={tone}
              checked={draft.tone === tone}
              data-autofocus={(draft.tone ? draft.tone === tone : index === 0) || undefined}
              onChange={() => updateDraft({ tone })}
            />
            <span className={styles.name}>{t(`tones.${tone}`)}</span>
            <span className={styles.hint}>{t(`toneHints.${tone}`)}</span>
          </label>
        ))}
      </div>
      <p
        id="tone-required"
        className={isRequirementShown ? stepStyles.required : 'visually-hidden'}
        data-testid={isRequirementShown ? 'wizard-required' : undefined}
      >
        {draft.tone ? '' : t('wizard.tone.required')}
      </p>
    </div>
  )
}
