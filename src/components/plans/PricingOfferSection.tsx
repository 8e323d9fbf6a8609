import type { Locale } from '@/config/locales'
import type { Pricing } from '@/payload-types'

import { PaymentBadges } from '../icons/PaymentBadges'
import { offerParts } from '../landing/OfferSection'
import { FreePlanCard } from './FreePlanCard'
import { PlanChoiceWelcome } from './PlanChoiceWelcome'

/** /pricing: the Free plan beside Studify+, and the welcome of a new account choosing a plan. */
export async function PricingOfferSection({ locale, pricing }: { locale: Locale; pricing: Pricing }) {
  const { t, heading, subheading, features, cancelAnytime, toggle } = await offerParts({
    locale,
    pricing,
    headingLevel: 1,
  })
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
