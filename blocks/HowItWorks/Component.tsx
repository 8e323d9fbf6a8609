import type { BlockProps } from '../types'
import styles from './Component.module.css'

export function HowItWorksBlockView({ block, context, idSuffix }: BlockProps<'howItWorks'>) {
  const { fill } = context
  const titleId = `how-title${idSuffix}`
  return (
    <section id={`how-it-works${idSuffix}`} className="section section-alt" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId}>{fill(block.title)}</h2>
        <ol className={styles.steps}>
          {block.steps?.map((step, index) => (
            <li key={step.id}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{fill(step.title)}</h3>
              <p>{fill(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
