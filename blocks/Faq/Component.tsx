import { FaqAccordion } from '../../src/components/landing/FaqAccordion'
import { getPayloadClient } from '../../src/lib/payload'
import type { BlockProps } from '../types'
import { faqItemsOf } from './data'
import styles from './Component.module.css'

export async function FaqBlockView({ block, context, idSuffix }: BlockProps<'faq'>) {
  const { fill, settings } = context
  const items = await faqItemsOf(await getPayloadClient(), context, block.faqs)
  const titleId = `faq-title${idSuffix}`
  return (
    <section id={`faq${idSuffix}`} className="section" aria-labelledby={titleId}>
      <div className="container narrow">
        <h2 id={titleId}>{fill(block.title)}</h2>
        <FaqAccordion items={items} />
        {block.contactText && (
          <p className={styles.contact}>
            {fill(block.contactText).replace('{email}', settings.supportEmail)}{' '}
            <a href={`mailto:${settings.supportEmail}`} className="visually-hidden">
              {settings.supportEmail}
            </a>
          </p>
        )}
      </div>
    </section>
  )
}
