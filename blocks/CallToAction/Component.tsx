import { linkHref } from '../../src/lib/rich-text/doc-href'
import type { BlockProps } from '../types'
import styles from './Component.module.css'

export function CallToActionBlockView({ block, context, idSuffix }: BlockProps<'callToAction'>) {
  const { fill, locale } = context
  const href = linkHref(locale, block.link)
  const titleId = `final-cta-title${idSuffix}`
  return (
    <section className={`section ${styles.cta}`} aria-labelledby={titleId}>
      <div className="container narrow">
        <h2 id={titleId}>{fill(block.heading)}</h2>
        {block.text && <p className="lead">{fill(block.text)}</p>}
        {href && block.link?.label && (
          <a href={href} className="button button-primary button-large">
            {fill(block.link.label)}
          </a>
        )}
      </div>
    </section>
  )
}
