import type { Locale } from '@/config/locales'
import type { Pricing } from '@/payload-types'

import { OfferSection } from '../landing/OfferSection'
import { FreePlanAction } from './FreePlanAction'
import { PlanChoiceWelcome } from './PlanChoiceWelcome'

/** /pricing: the offer with the page's h1, a new account's welcome and Free's button by session. */
export function PricingOfferSection({ locale, pricing }: { locale: Locale; pricing: Pricing }) {
  return (
    <OfferSection
      locale={locale}
      pricing={pricing}
      headingLevel={1}
      welcome={<PlanChoiceWelcome />}
      freeAction={<FreePlanAction />}
    />
  )
}
