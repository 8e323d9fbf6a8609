import { Reveal } from '../../src/components/landing/Reveal'
import type { BlockProps } from '../types'
import { FeatureIcon } from './FeatureIcon'
import styles from './Component.module.css'

export function FeaturesBlockView({ block, context, idSuffix }: BlockProps<'features'>) {
  const { fill, settings } = context
  const titleId = `features-title${idSuffix}`
  return (
    <section id={`features${idSuffix}`} className="section" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId}>{fill(block.title)}</h2>
        {block.subtitle && <p className="lead">{fill(block.subtitle)}</p>}
        <ul className={styles.grid}>
          {block.items?.map((item) => (
            <Reveal as="li" key={item.id} className={styles.card}>
              <FeatureIcon icon={item.icon} answerLanguages={settings.claims.answerLanguages} />
              <h3>{fill(item.title)}</h3>
              <p>{fill(item.description)}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
