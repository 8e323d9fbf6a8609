import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/config/locales'
import { contentPlaceholders, fillPlaceholders, REFUND_WINDOW_DAYS } from '@/config/plans'
import type { Pricing } from '@/payload-types'

import { PaymentBadges } from '../icons/PaymentBadges'
import { FreePlanCard } from '../plans/FreePlanCard'
import { PlanChoiceWelcome } from '../plans/PlanChoiceWelcome'
import { OfferToggle } from './OfferToggle'

type Props = {
  locale: Locale
  pricing: Pricing
  headingLevel?: 1 | 2
  /** /pricing: the Free plan beside Studify+, and the welcome of a new account choosing a plan. */
  withFreePlan?: boolean
}

/** The offer (spec §2): on the landing page at #pricing, and on its own at /pricing. */
export async function OfferSection({ locale, pricing, headingLevel = 2, withFreePlan = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'offer' })
  const placeholders = contentPlaceholders(locale)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const heading = <Heading id="offer-title">{fillPlaceholders(pricing.heading ?? '', placeholders)}</Heading>
  const subheading = pricing.subheading && <p className="lead">{fillPlaceholders(pricing.subheading, placeholders)}</p>
  const features = (
    <ul className="check-list">
      {pricing.features?.map((feature) => (
        <li key={feature.id}>{fillPlaceholders(feature.text, placeholders)}</li>
      ))}
    </ul>
  )
  const cancelAnytime = <p className="muted">{t('cancelAnytime', { days: REFUND_WINDOW_DAYS })}</p>
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

  if (withFreePlan) {
    return (
      <section id="pricing" className="section offer" aria-labelledby="offer-title">
        <div className="container">
          <div className="offer-intro">
            {heading}
            {subheading}
          </div>
          <PlanChoiceWelcome />
          <div className="plan-columns">
            <FreePlanCard locale={locale} />
            {toggle(t('plusName'), features)}
          </div>
          <div className="offer-footnote">
            {cancelAnytime}
            <PaymentBadges label={t('acceptedPayments')} />
          </div>
        </div>
      </section>
    )
  }

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
