import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/config/locales'
import { contentPlaceholders, fillPlaceholders, REFUND_WINDOW_DAYS } from '@/config/plans'
import type { Pricing } from '@/payload-types'

import { PaymentBadges } from '../icons/PaymentBadges'
import { OfferToggle } from './OfferToggle'

type Props = {
  locale: Locale
  pricing: Pricing
  headingLevel?: 1 | 2
}

/**
 * The offer's parts, laid out by the landing page (below) and by /pricing
 * (plans/PricingOfferSection, which adds the Free plan and its session-aware islands: kept out of
 * this module so the landing page does not ship them).
 */
export async function offerParts({ locale, pricing, headingLevel = 2 }: Props) {
  const t = await getTranslations({ locale, namespace: 'offer' })
  const placeholders = contentPlaceholders(locale)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const toggle = (title?: string, children?: ReactNode) => (
    <OfferToggle
      ctaLabel={pricing.ctaLabel ?? ''}
      title={title}
      prices={{
        trialPrice: placeholders.trialPrice!,
        trialHours: placeholders.trialHours!,
        weeklyPrice: placeholders.weeklyPrice!,
        semesterPrice: placeholders.semesterPrice!,
        semesterWeeklyPrice: placeholders.semesterWeeklyPrice!,
        semesterCompareAtPrice: placeholders.semesterCompareAtPrice!,
        semesterSavingsPercent: placeholders.semesterSavingsPercent!,
      }}
    >
      {children}
    </OfferToggle>
  )
  return {
    t,
    heading: <Heading id="offer-title">{fillPlaceholders(pricing.heading ?? '', placeholders)}</Heading>,
    subheading: pricing.subheading && <p className="lead">{fillPlaceholders(pricing.subheading, placeholders)}</p>,
    features: (
      <ul className="check-list">
        {pricing.features?.map((feature) => (
          <li key={feature.id}>{fillPlaceholders(feature.text, placeholders)}</li>
        ))}
      </ul>
    ),
    cancelAnytime: <p className="muted">{t('cancelAnytime', { days: REFUND_WINDOW_DAYS })}</p>,
    toggle,
  }
}

/** The offer (spec §2): on the landing page at #pricing. */
export async function OfferSection(props: Props) {
  const { t, heading, subheading, features, cancelAnytime, toggle } = await offerParts(props)
  return (
    <section id="pricing" className="section offer" aria-labelledby="offer-title">
      <div className="container offer-grid">
        <div>
          {heading}
          {subheading}
          {features}
          {cancelAnytime}
        </div>
        <div>
          {toggle()}
          <PaymentBadges label={t('acceptedPayments')} />
        </div>
      </div>
    </section>
  )
}
