'use client'

import { useTranslations } from 'next-intl'

import { LANGUAGES } from '@/config/locales'

import { useEssayLabels } from '../essay-labels'
import { useWriter } from '../WriterProvider'
import styles from './GenerateStep.module.css'
import stepStyles from './Step.module.css'

/** Step 5: the choices in one place before the essay is written, and what is left this week. */
export function GenerateStep({ headingId }: { headingId: string }) {
  const t = useTranslations('writer')
  const labels = useEssayLabels()
  const { draft, profile } = useWriter()
  const sample = draft.styleSample ?? profile?.styleSample ?? ''
  const remaining = profile?.essays.isUnlimited ? null : profile?.essays.remaining
  return (
    <div className={stepStyles.step} aria-labelledby={headingId}>
      <p className="muted">{t('wizard.summary.intro')}</p>
      <dl className={styles.summary}>
        <dt>{t('wizard.summary.topic')}</dt>
        <dd className={styles.topic}>{draft.topic.trim()}</dd>
        <dt>{t('wizard.summary.length')}</dt>
        <dd>{labels.length(draft.length)}</dd>
        <dt>{t('wizard.summary.tone')}</dt>
        <dd>{draft.tone ? labels.tone(draft.tone) : ''}</dd>
        <dt>{t('wizard.summary.language')}</dt>
        <dd>{LANGUAGES[draft.language].nativeName}</dd>
        <dt>{t('wizard.summary.sample')}</dt>
        <dd>{sample.trim() ? t('wizard.summary.sampleUsed') : t('wizard.summary.sampleNone')}</dd>
        <dt>{t('wizard.summary.outline')}</dt>
        <dd>
          <ol className={styles.outline}>
            {draft.outline
              .filter((heading) => heading.trim())
              .map((heading, index) => (
                <li key={index}>{heading}</li>
              ))}
          </ol>
        </dd>
      </dl>
      {remaining !== null && remaining !== undefined && (
        <p className={`writer-allowance${remaining === 0 ? ' is-empty' : ''}`}>
          {t('home.allowanceLeft', { remaining })}
        </p>
      )}
    </div>
  )
}
