import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { contentPlaceholders, fillPlaceholders, REFUND_WINDOW_DAYS } from '@/config/plans'
import type { Pricing } from '@/payload-types'

import { PaymentBadges } from '../icons/PaymentBadges'
import { OfferToggle } from './OfferToggle'

/** The offer (spec §2): on the landing page at #pricing, and on its own at /pricing. */
export async function OfferSection({
  locale,
  pricing,
  headingLevel = 2,
}: {
  locale: Locale
  pricing: Pricing
  headingLevel?: 1 | 2
}) {
  const t = await getTranslations({ locale, namespace: 'offer' })
  const placeholders = contentPlaceholders(locale)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section id="pricing" className="section offer" aria-labelledby="offer-title">
      <div className="container offer-grid">
        <div>
          <Heading id="offer-title">{fillPlaceholders(pricing.heading ?? '', placeholders)}</Heading>
          {pricing.subheading && <p className="lead">{fillPlaceholders(pricing.subheading, placeholders)}</p>}
          <ul className="check-list">
            {pricing.features?.map((feature) => (
              <li key={feature.id}>{fillPlaceholders(feature.text, placeholders)}</li>
            ))}
          </ul>
          <p className="muted">{t('cancelAnytime', { days: REFUND_WINDOW_DAYS })}</p>
        </div>
        <div>
          <OfferToggle
            ctaLabel={pricing.ctaLabel ?? ''}
            prices={{
              trialPrice: placeholders.trialPrice!,
              trialHours: placeholders.trialHours!,
              weeklyPrice: placeholders.weeklyPrice!,
              semesterPrice: placeholders.semesterPrice!,
              semesterWeeklyPrice: placeholders.semesterWeeklyPrice!,
              semesterCompareAtPrice: placeholders.semesterCompareAtPrice!,
              semesterSavingsPercent: placeholders.semesterSavingsPercent!,
            }}
          />
          <PaymentBadges label={t('acceptedPayments')} />
        </div>
      </div>
    </section>
  )
}
