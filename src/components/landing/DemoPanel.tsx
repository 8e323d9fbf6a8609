import type { ReactNode } from 'react'

import styles from './DemoPanel.module.css'

export type DemoCopy = {
  question?: string | null
  steps?: { id?: string | null; text: string }[] | null
  answer?: string | null
  verifiedLabel?: string | null
  label?: string | null
}

/**
 * Text with maths between `$…$`: each formula an isolated left-to-right island, so inside Arabic
 * the bidi algorithm keeps its order.
 */
const withMaths = (text: string | null | undefined): ReactNode[] =>
  (text ?? '').split(/\$([^$]+)\$/).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} dir="ltr" className="math">
        {part}
      </bdi>
    ) : (
      part
    ),
  )

/** A drawn (not filmed) demo of the side panel answering a question step by step (the hero block's words). */
export function DemoPanel({ demo }: { demo: DemoCopy }) {
  const question = withMaths(demo.question)
  return (
    <figure className={styles.demo} aria-label={demo.label ?? undefined}>
      <div className={styles.window} aria-hidden="true">
        <div className={styles.toolbar}>
          <span />
          <span />
          <span />
        </div>
        <div className={styles.body}>
          <div className={styles.page}>
            <div className={`${styles.line} ${styles.wide}`} />
            <div className={styles.line} />
            <div className={styles.highlight}>{question}</div>
            <div className={styles.line} />
            <div className={`${styles.line} ${styles.short}`} />
          </div>
          <div className={styles.panel}>
            <p className={styles.question}>{question}</p>
            <ol className={styles.steps}>
              {demo.steps?.map((step, index) => (
                <li key={step.id ?? index}>{withMaths(step.text)}</li>
              ))}
            </ol>
            <p className={styles.answer}>
              {withMaths(demo.answer)}{' '}
              {demo.verifiedLabel && <span className={styles.verified}>✓ {demo.verifiedLabel}</span>}
            </p>
          </div>
        </div>
      </div>
      {demo.label && <figcaption className="visually-hidden">{demo.label}</figcaption>}
    </figure>
  )
}
