import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/config/locales'
import { contentPlaceholders, FREE_SIGNUP_PATH, fillPlaceholders, REFUND_WINDOW_DAYS } from '@/config/plans'
import { Link } from '@/i18n/link'
import type { Pricing } from '@/payload-types'

import { PaymentBadges } from '../icons/PaymentBadges'
import { FreePlanCard } from '../plans/FreePlanCard'
import { OfferToggle } from './OfferToggle'

type Props = {
  locale: Locale
  pricing: Pricing
  headingLevel?: 1 | 2
}

/** The offer's parts: heading, copy, the Studify+ card with its billing switch. */
async function offerParts({ locale, pricing, headingLevel = 2 }: Props) {
  const t = await getTranslations({ locale, namespace: 'offer' })
  const placeholders = contentPlaceholders(locale)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const toggle = (title?: string, children?: ReactNode) => (
    <OfferToggle
      ctaLabel={pricing.ctaLabel ?? ''}
      title={title}
      titleLevel={headingLevel === 1 ? 2 : 3}
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

/**
 * The offer (spec §2): the Free plan beside Studify+, on the landing page at #pricing (issue 38:
 * it showed only the trial) and on /pricing. On the landing Free's button is a plain sign-up link
 * with the plan chosen; /pricing passes its session-aware button and welcome (plans/), kept out of
 * this module so the landing page does not ship them.
 */
export async function OfferSection({
  welcome,
  freeAction,
  ...props
}: Props & { welcome?: ReactNode; freeAction?: ReactNode }) {
  const { t, heading, subheading, features, cancelAnytime, toggle } = await offerParts(props)
  const free = await getTranslations({ locale: props.locale, namespace: 'freePlan' })
  return (
    <section id="pricing" className="section offer" aria-labelledby="offer-title">
      <div className="container">
        <div className="offer-intro">
          {heading}
          {subheading}
        </div>
        {welcome}
        <div className="plan-columns">
          <FreePlanCard
            locale={props.locale}
            headingLevel={props.headingLevel === 1 ? 2 : 3}
            action={
              freeAction ?? (
                <Link className="button button-ghost" href={FREE_SIGNUP_PATH}>
                  {free('signUp')}
                </Link>
              )
            }
          />
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
