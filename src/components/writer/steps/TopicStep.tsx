'use client'

import { useTranslations } from 'next-intl'

import { LANGUAGES, LOCALES, type Locale } from '@/config/locales'
import { MAX_STYLE_SAMPLE_LENGTH, MAX_TOPIC_LENGTH } from '@/config/writer'
import { characterCount } from '@/lib/writer/words'

import { PromptQualityHint } from '../PromptQualityHint'
import { useWriter } from '../WriterProvider'
import stepStyles from './Step.module.css'
import styles from './TopicStep.module.css'

/** Step 1: the topic with its quality hint, the essay's language, and an optional writing sample. */
export function TopicStep({ headingId }: { headingId: string }) {
  const t = useTranslations('writer.wizard.topic')
  const tv = useTranslations('writer.wizard')
  const { draft, updateDraft, profile } = useWriter()
  const sample = draft.styleSample ?? profile?.styleSample ?? ''
  const topicLength = characterCount(draft.topic)
  const sampleLength = characterCount(sample)
  const isTopicTooLong = topicLength > MAX_TOPIC_LENGTH
  return (
    <div className={stepStyles.step}>
      <textarea
        id="essay-topic"
        dir="auto"
        className={styles.textarea}
        rows={5}
        value={draft.topic}
        placeholder={t('placeholder')}
        aria-labelledby={headingId}
        aria-describedby="essay-topic-quality essay-topic-count"
        aria-invalid={isTopicTooLong || undefined}
        data-autofocus
        required
        onChange={(event) => updateDraft({ topic: event.target.value })}
      />
      <div className={styles.fieldFoot}>
        <PromptQualityHint topic={draft.topic} id="essay-topic-quality" />
        <span id="essay-topic-count" className={isTopicTooLong ? `${styles.counter} ${styles.over}` : styles.counter}>
          {t('counter', { count: topicLength, max: MAX_TOPIC_LENGTH })}
        </span>
      </div>
      {isTopicTooLong && (
        <p className="field-error" role="alert">
          {tv('topicTooLong')}
        </p>
      )}
      <label className={styles.inlineField}>
        <span>{t('language')}</span>
        <select value={draft.language} onChange={(event) => updateDraft({ language: event.target.value as Locale })}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGES[code].nativeName}
            </option>
          ))}
        </select>
      </label>
      <details className={styles.sample} open={sample.length > 0 || undefined}>
        <summary>{t('sampleToggle')}</summary>
        <label htmlFor="essay-sample" className={styles.sampleLabel}>
          {t('sampleLabel')}
        </label>
        <p id="essay-sample-help" className="field-hint">
          {t('sampleHelp')}
        </p>
        <textarea
          id="essay-sample"
          dir="auto"
          className={styles.textarea}
          rows={5}
          value={sample}
          maxLength={MAX_STYLE_SAMPLE_LENGTH}
          aria-describedby="essay-sample-help essay-sample-count"
          onChange={(event) => updateDraft({ styleSample: event.target.value })}
        />
        <div className={styles.fieldFoot}>
          {sample.length > 0 ? (
            <button type="button" className="link-button" onClick={() => updateDraft({ styleSample: '' })}>
              {t('clearSample')}
            </button>
          ) : (
            <span />
          )}
          <span id="essay-sample-count" className={styles.counter}>
            {t('sampleCounter', { count: sampleLength, max: MAX_STYLE_SAMPLE_LENGTH })}
          </span>
        </div>
      </details>
    </div>
  )
}
