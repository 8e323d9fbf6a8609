'use client'

import { useTranslations } from 'next-intl'

import { promptQuality } from '@/lib/writer/words'

import styles from './PromptQualityHint.module.css'

/** Spec §5: shown once any text is entered — Weak (orange), Good, Great (green) with advice. */
export function PromptQualityHint({ topic, id }: { topic: string; id: string }) {
  const t = useTranslations('writer.wizard.quality')
  const quality = topic.trim() ? promptQuality(topic) : null
  return (
    <p
      id={id}
      className={quality ? `${styles.quality} ${styles[quality]}` : styles.quality}
      role="status"
      aria-live="polite"
    >
      {quality && (
        <>
          <strong className={styles.label}>{t(quality)}</strong>
          <span>{t(`${quality}Advice`)}</span>
        </>
      )}
    </p>
  )
}
