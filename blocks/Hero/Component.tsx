import { DemoPanel } from '../../src/components/landing/DemoPanel'
import { FlashSaleCountdown } from '../../src/components/landing/FlashSaleCountdown'
import { PlatformMarquee } from '../../src/components/landing/PlatformMarquee'
import { linkHref } from '../../src/lib/rich-text/doc-href'
import type { BlockProps } from '../types'
import styles from './Component.module.css'

/** The headline on /alternative/{competitor}: the competitor headline with its name, else the headline. */
export const heroHeadline = ({ block, context }: Pick<BlockProps<'hero'>, 'block' | 'context'>) => {
  const { competitor, fill } = context
  return competitor && block.competitorHeadline
    ? fill(block.competitorHeadline).replace('{competitor}', competitor.displayName)
    : fill(block.headline)
}

export function HeroBlockView({ block, context }: BlockProps<'hero'>) {
  const { fill, locale, settings } = context
  const { claims } = settings
  const rating = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(claims.ratingValue)
  const ratingCount = new Intl.NumberFormat(locale).format(claims.ratingCount)
  const href = linkHref(locale, block.cta)
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.grid}`}>
        <div>
          {/* Cached pages outlive the sale: the banner itself hides once its end has passed. */}
          {block.saleEndsAt && <FlashSaleCountdown endsAt={block.saleEndsAt} label={fill(block.flashSaleLabel)} />}
          {block.ratingText && (
            <p className={styles.rating}>
              <span className="stars" aria-hidden="true">
                ★★★★★
              </span>{' '}
              {fill(block.ratingText).replace('{rating}', rating).replace('{count}', ratingCount)}
            </p>
          )}
          <h1>{heroHeadline({ block, context })}</h1>
          {block.subheadline && <p className="lead">{fill(block.subheadline)}</p>}
          {block.benefits && block.benefits.length > 0 && (
            <ul className="check-list benefits">
              {block.benefits.map((benefit) => (
                <li key={benefit.id}>{fill(benefit.text)}</li>
              ))}
            </ul>
          )}
          {href && block.cta?.label && (
            <a href={href} className="button button-primary button-large">
              {fill(block.cta.label)}
            </a>
          )}
        </div>
        {block.demo?.question && <DemoPanel demo={block.demo} />}
      </div>
      {block.platformsLabel && <PlatformMarquee label={fill(block.platformsLabel)} />}
    </section>
  )
}
